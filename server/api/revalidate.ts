/**
 * POST /api/revalidate: Sanity's publish webhook. The signature (sanity-webhook-signature header,
 * HMAC of the raw body with SANITY_WEBHOOK_SECRET) is checked before anything is purged. Only what
 * the changed document shows on is purged (docs/decisions/edge-cache.md): the keys of its change
 * (server/content/keys.ts, changeKeys: its id, the lists it joins or leaves; everything for a
 * site-wide document) are purged here, announced to the other replicas
 * (server/ops/purge-channel.ts) and purged at the edge (server/ops/edge-purge.ts) before the
 * webhook is answered. A failure answers 503, and Sanity sends the webhook again.
 */
import express, { Router } from 'express';
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { Logger } from 'pino';
import { EDGE_CACHE_MESSAGES } from '../../shared/edge-cache-messages.js';
import { ALL_KEY, type ChangeKeys } from '../content/keys.js';
import { EdgePurgeError } from '../ops/edge-purge.js';

export interface RevalidateDeps {
  secret: string | undefined;
  logger: Logger;
  /** What a change to `documentId` purges (absent: everything). */
  keysFor?(documentId: string, body: unknown, operation: string | undefined): Promise<ChangeKeys>;
  /** Drops cached content and rendered pages built from `keys` here, tells the other replicas to, and purges the edge. */
  purge(change: { documentId: string | undefined; keys: readonly string[] }): void | Promise<void>;
}

/** Sanity's webhook says what happened to the document: create, update or delete. */
const OPERATION_HEADER = 'sanity-operation';

const error = (code: string, message: string) => ({ error: { code, message } });

export function createRevalidateRouter(deps: RevalidateDeps): Router {
  const r = Router();
  r.post('/api/revalidate', express.text({ type: '*/*', limit: '1mb' }), async (req, res) => {
    if (!deps.secret) {
      res.status(503).json(error('webhook-disabled', EDGE_CACHE_MESSAGES.webhookDisabled));
      return;
    }
    const signature = req.get(SIGNATURE_HEADER_NAME);
    const body = typeof req.body === 'string' ? req.body : '';
    const valid = signature ? await isValidSignature(body, signature, deps.secret).catch(() => false) : false;
    if (!valid) {
      res.status(401).json(error('invalid-signature', EDGE_CACHE_MESSAGES.invalidSignature));
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined;
    }
    const rawId = (parsed as { _id?: unknown } | null | undefined)?._id;
    const documentId = typeof rawId === 'string' && rawId !== '' ? rawId : undefined;
    const operation = req.get(OPERATION_HEADER)?.toLowerCase();
    // Without a document id there is nothing to go by: everything, as before keys.
    let keys: readonly string[] = [ALL_KEY];
    if (documentId && deps.keysFor) {
      try {
        keys = (await deps.keysFor(documentId, parsed, operation)).keys;
      } catch (err) {
        // Purging more than needed is always safe.
        deps.logger.warn({ err, documentId }, 'publish webhook: the keys of the change could not be computed; purging everything');
      }
    }
    try {
      await deps.purge({ documentId, keys });
    } catch (err) {
      // This replica is purged; the others or the edge may not be. A non-2xx makes Sanity send it again.
      if (err instanceof EdgePurgeError) {
        deps.logger.error({ err, documentId }, 'publish webhook: purge could not reach the edge cache');
        res.status(503).json(error('edge-purge-failed', EDGE_CACHE_MESSAGES.edgeFailed));
        return;
      }
      deps.logger.error({ err, documentId }, 'publish webhook: purge could not reach the other replicas');
      res.status(503).json(error('purge-not-shared', EDGE_CACHE_MESSAGES.notShared));
      return;
    }
    deps.logger.info({ documentId, operation, keys: keys.slice(0, 32), keyCount: keys.length }, 'publish webhook: cache purged');
    res.json({ purged: true, documentId: documentId ?? null, keys });
  });
  return r;
}
