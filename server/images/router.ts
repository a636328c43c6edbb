/**
 * GET /images/<projectId>/<dataset>/<hash>-<w>x<h>.<ext>: the embedded dataset's originals under the
 * paths Sanity's image CDN uses (docs/decisions/image-pipeline.md), transformed by the URL parameters @sanity/image-url
 * writes (params.ts) the way the CDN does. No parameters: the original as it is. GIFs are always
 * served untouched (they would lose their animation) and SVGs too unless `fm` asks for a raster.
 * Every answer is immutable (the name carries the content hash), so a CDN in front keeps them.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { asksForTransform, ImageParamError, paramsKey, parseImageParams } from './params.js';
import { chooseFormat, CONTENT_TYPES } from './format.js';
import { createImageCache, type ImageCache } from './cache.js';
import { createLimiter, QueueFullError } from '../limiter.js';
import { UndecodableImageError } from './transform.js';
import { IMAGE_DEFAULTS } from './settings.js';

const ORIGINAL_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Only names the dataset generator and Sanity produce; anything else (.., slashes, dots) is a 404. */
const FILE_NAME = /^[A-Za-z0-9]+-\d+x\d+\.(svg|png|jpe?g|gif|webp)$/;
const PATH_SEGMENT = /^[A-Za-z0-9_-]+$/;
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Seconds a client should wait after a 503 from a full render queue. */
export const IMAGE_RETRY_AFTER_SECONDS = 5;

export const IMAGE_TEXTS = {
  queueFull: 'Too many images are being resized right now; try again shortly.',
  undecodable: 'The original image could not be decoded.',
} as const;

export interface ImageRouteOptions {
  datasetDir: string;
  /** Byte budget of the rendered-image cache, in MB (IMAGE_CACHE_MB). */
  IMAGE_CACHE_MB?: number;
  /** Renders at once (IMAGE_RENDER_CONCURRENCY). */
  IMAGE_RENDER_CONCURRENCY?: number;
  /** Renders waiting past which new ones answer 503 (IMAGE_RENDER_QUEUE_MAX). */
  IMAGE_RENDER_QUEUE_MAX?: number;
  /** A cache built by the caller (tests count its renders); by default one from the settings above. */
  cache?: ImageCache;
}


function sendOriginal(res: Response, imagesDir: string, file: string, ext: string): void {
  res.type(ORIGINAL_TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // An SVG opened directly must not run script in the site's origin.
  if (ext === 'svg') res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  res.sendFile(file, { root: imagesDir, dotfiles: 'deny', maxAge: ONE_YEAR_MS, immutable: true }, (err) => {
    if (err && !res.headersSent) res.sendStatus(404);
  });
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function sendRendered(req: Request, res: Response, cache: ImageCache, imagesDir: string, file: string, ext: string): Promise<void> {
  const params = parseImageParams(req.query as Record<string, unknown>);
  const fullPath = path.join(imagesDir, file);
  // A JPEG never has alpha; other originals are asked once (memoised), which also proves they exist.
  const needsAlpha = ext !== 'jpg' && ext !== 'jpeg';
  if (needsAlpha && !(await exists(fullPath))) {
    res.sendStatus(404);
    return;
  }
  const hasAlpha = needsAlpha ? await cache.hasAlpha(fullPath) : false;
  const format = chooseFormat(params, { ext, hasAlpha }, req.get('Accept'));
  const key = `${file}\n${format}\n${paramsKey(params)}`;
  // Originals are immutable (their name is their content hash): a cached render needs no stat().
  if (!needsAlpha && !cache.has(key) && !(await exists(fullPath))) {
    res.sendStatus(404);
    return;
  }
  const { image, hit } = await cache.get(key, { file: fullPath, params, format });
  res.setHeader('Cache-Control', IMMUTABLE);
  res.setHeader('ETag', image.etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Image-Cache', hit ? 'hit' : 'miss');
  if (params.autoFormat) res.setHeader('Vary', 'Accept');
  if (params.download !== undefined) res.attachment(params.download || `${file.replace(/\.[a-z]+$/, '')}.${format === 'pjpg' ? 'jpg' : format}`);
  // Conditional GET as the pages answer it (render/page-cache.ts sendCached): Express's req.fresh.
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', CONTENT_TYPES[format]);
  res.setHeader('Content-Length', image.body.length);
  res.end(image.body);
}

function sendError(res: Response, err: unknown): boolean {
  if (res.headersSent) return false;
  if (err instanceof ImageParamError) {
    res.status(400).type('text/plain').send(err.message);
  } else if (err instanceof QueueFullError) {
    res.setHeader('Retry-After', String(IMAGE_RETRY_AFTER_SECONDS));
    res.status(503).type('text/plain').send(IMAGE_TEXTS.queueFull);
  } else if (err instanceof UndecodableImageError) {
    // Our own file is broken: a server fault, said plainly; nothing is cached, so a fixed file is served next time.
    res.status(500).type('text/plain').send(IMAGE_TEXTS.undecodable);
  } else {
    return false;
  }
  return true;
}

export function createImageRoutes(options: ImageRouteOptions): Router {
  const router = express.Router();
  const imagesDir = path.join(options.datasetDir, 'images');
  const cache =
    options.cache ??
    createImageCache({
      maxBytes: (options.IMAGE_CACHE_MB ?? IMAGE_DEFAULTS.cacheMb) * 1024 * 1024,
      limiter: createLimiter({
        concurrency: options.IMAGE_RENDER_CONCURRENCY ?? IMAGE_DEFAULTS.concurrency,
        maxQueued: options.IMAGE_RENDER_QUEUE_MAX ?? IMAGE_DEFAULTS.queueMax,
      }),
    });

  router.get('/images/:projectId/:dataset/:file', async (req, res, next) => {
    const { projectId, dataset, file } = req.params;
    const match = FILE_NAME.exec(file);
    if (!match || !PATH_SEGMENT.test(projectId) || !PATH_SEGMENT.test(dataset)) {
      res.sendStatus(404);
      return;
    }
    const ext = match[1] as string;
    // Pictures are for showing elsewhere too, as Sanity's CDN's are: in a newsletter email that a
    // webmail page loads from its own origin, a feed reader, a share card. The site's helmet default,
    // same-origin, would have browsers refuse them there (docs/features/newsletters.md#the-email).
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    const query = req.query as Record<string, unknown>;
    const raster = ext !== 'gif' && (ext !== 'svg' || query.fm !== undefined);
    try {
      if (!raster || !asksForTransform(query)) {
        if (asksForTransform(query)) parseImageParams(query); // bad values are refused even when unused
        sendOriginal(res, imagesDir, file, ext);
        return;
      }
      await sendRendered(req, res, cache, imagesDir, file, ext);
    } catch (err) {
      if (!sendError(res, err)) next(err);
    }
  });
  return router;
}
