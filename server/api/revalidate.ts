/**
 * POST /api/revalidate: Sanity's publish webhook. The signature (sanity-webhook-signature header,
 * HMAC of the raw body with SANITY_WEBHOOK_SECRET) is checked before anything is purged. Any
 * published change may show on many pages (lists, front page, footer), so everything cached is
 * dropped: the next reader of each page refills it. With several replicas, the purge is passed on
 * to the others (server/ops/purge-channel.ts) before the webhook is answered.
 */
import express, { Router } from 'express';
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { Logger } from 'pino';

export interface RevalidateDeps {
  secret: string | undefined;
  logger: Logger;
  /** Drops cached content and rendered pages here, and tells the other replicas to (if any). */
  purge(documentId: string | undefined): void | Promise<void>;
}

const error = (code: string, message: string) => ({ error: { code, message } });

export function createRevalidateRouter(deps: RevalidateDeps): Router {
  const r = Router();
  r.post('/api/revalidate', express.text({ type: '*/*', limit: '1mb' }), async (req, res) => {
    if (!deps.secret) {
      res.status(503).json(error('webhook-disabled', 'The publish webhook is not configured (SANITY_WEBHOOK_SECRET)'));
      return;
    }
    const signature = req.get(SIGNATURE_HEADER_NAME);
    const body = typeof req.body === 'string' ? req.body : '';
    const valid = signature ? await isValidSignature(body, signature, deps.secret).catch(() => false) : false;
    if (!valid) {
      res.status(401).json(error('invalid-signature', 'Invalid webhook signature'));
      return;
    }
    let documentId: string | undefined;
    try {
      documentId = (JSON.parse(body) as { _id?: string })?._id;
    } catch {
      documentId = undefined;
    }
    try {
      await deps.purge(documentId);
    } catch (err) {
      // This replica is purged; the others may not be. A non-2xx makes Sanity send it again.
      deps.logger.error({ err, documentId }, 'publish webhook: purge could not reach the other replicas');
      res.status(503).json(error('purge-not-shared', 'The purge could not reach the other replicas. Please retry.'));
      return;
    }
    deps.logger.info({ documentId }, 'publish webhook: cache purged');
    res.json({ purged: true, documentId: documentId ?? null });
  });
  return r;
}
