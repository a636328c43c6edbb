/**
 * Files of the embedded dataset: images under the same paths Sanity's image CDN uses
 * (/images/<projectId>/<dataset>/<hash>-<w>x<h>.<ext>, design §4) and podcast audio under /media/.
 * Sizing params (?w=, ?q=, ...) are accepted and ignored: the local files are served as they are.
 */
import path from 'node:path';
import express, { type Router } from 'express';
import type { Config } from '../config.js';

const IMAGE_TYPES: Record<string, string> = {
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

export function createContentRoutes(config: Pick<Config, 'datasetDir'>): Router {
  const router = express.Router();
  const imagesDir = path.join(config.datasetDir, 'images');
  const mediaDir = path.join(config.datasetDir, 'media');

  router.get('/images/:projectId/:dataset/:file', (req, res) => {
    const { projectId, dataset, file } = req.params;
    const match = FILE_NAME.exec(file);
    if (!match || !PATH_SEGMENT.test(projectId) || !PATH_SEGMENT.test(dataset)) {
      res.sendStatus(404);
      return;
    }
    const ext = match[1];
    res.type(IMAGE_TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // An SVG opened directly must not run script in the site's origin.
    if (ext === 'svg') res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    res.sendFile(file, { root: imagesDir, dotfiles: 'deny', maxAge: ONE_YEAR_MS, immutable: true }, (err) => {
      if (err && !res.headersSent) res.sendStatus(404);
    });
  });

  // express.static (send) answers Range requests, which audio players rely on for seeking.
  router.use('/media', express.static(mediaDir, { index: false, dotfiles: 'deny', fallthrough: true, maxAge: '1d' }));
  router.use('/media', (_req, res) => {
    res.sendStatus(404);
  });

  return router;
}
