/**
 * Files of the embedded dataset: images under the same paths Sanity's image CDN uses
 * (/images/<projectId>/<dataset>/<hash>-<w>x<h>.<ext>), resized by the image pipeline
 * (server/images/), and podcast audio under /media/.
 */
import path from 'node:path';
import express, { type Router } from 'express';
import type { Config } from '../config.js';
import { createImageRoutes } from '../images/router.js';

type ImageSettings = 'IMAGE_CACHE_MB' | 'IMAGE_RENDER_CONCURRENCY' | 'IMAGE_RENDER_QUEUE_MAX';

export function createContentRoutes(config: Pick<Config, 'datasetDir'> & Partial<Pick<Config, ImageSettings>>): Router {
  const router = express.Router();
  const mediaDir = path.join(config.datasetDir, 'media');
  router.use(createImageRoutes(config));

  // express.static (send) answers Range requests, which audio players rely on for seeking.
  router.use('/media', express.static(mediaDir, { index: false, dotfiles: 'deny', fallthrough: true, maxAge: '1d' }));
  router.use('/media', (_req, res) => {
    res.sendStatus(404);
  });

  return router;
}
