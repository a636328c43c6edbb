/**
 * Purges at the edge (docs/decisions/edge-cache.md): a publish's surrogate keys sent to every edge
 * cache configured, each with retries and one log line per purge.
 * - Varnish with vmod_xkey, at each URL of CACHE_PURGE_URLS: `PURGE <path>` with
 *   `xkey-purge: <keys space-separated>`; purge-everything is the key `all`. Expects 200.
 * - Fastly (FASTLY_SERVICE_ID + FASTLY_API_TOKEN): the batch surrogate-key purge,
 *   `POST /service/<id>/purge` with `Surrogate-Key: <keys>` and `Fastly-Key: <token>`, 256 keys a call.
 * - Cloudflare (CLOUDFLARE_ZONE_ID + CLOUDFLARE_API_TOKEN): `POST /client/v4/zones/<zone>/purge_cache`
 *   with `{"tags": [...]}` (30 a call) and a bearer token; everything is `{"purge_everything": true}`.
 * Each call is tried up to PURGE_ATTEMPTS times (a network error, a timeout, 429 or 5xx is retried
 * after a doubling wait; another 4xx is a configuration error and is not). A purge that fails
 * after that rejects: the webhook answers 503, and Sanity sends it again.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Logger } from 'pino';
import { purgeUrlList, type Config } from '../config.js';
import { ALL_KEY } from '../content/keys.js';

export const PURGE_ATTEMPTS = 3;
const FIRST_RETRY_MS = 200;
const PURGE_TIMEOUT_MS = 5000;
/** Fastly's batch purge takes at most 256 keys a request. */
export const FASTLY_BATCH = 256;
/** Cloudflare's purge_cache takes at most 30 tags a request (the most every plan allows). */
export const CLOUDFLARE_BATCH = 30;

export type EdgePurgeConfig = Pick<
  Config,
  'CACHE_PURGE_URLS' | 'FASTLY_SERVICE_ID' | 'FASTLY_API_TOKEN' | 'FASTLY_API_URL' | 'CLOUDFLARE_ZONE_ID' | 'CLOUDFLARE_API_TOKEN' | 'CLOUDFLARE_API_URL'
>;

export interface EdgePurger {
  /** Whether any edge cache is configured. */
  readonly configured: boolean;
  /** Purges `keys` (`all`: everything) at every edge cache; rejects when one could not be purged. */
  purge(keys: readonly string[], reason?: { documentId?: string | null }): Promise<void>;
}

interface Answer {
  status: number;
  body: string;
}

/** One HTTP request with a body, on Node's own client (no fetch: the method PURGE is not one fetch allows everywhere). */
function send(method: string, url: URL, headers: Record<string, string>, body?: string): Promise<Answer> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent: false, headers: { ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) }, timeout: PURGE_TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, 500) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${PURGE_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

export class EdgePurgeError extends Error {
  constructor(
    readonly target: string,
    readonly detail: string,
  ) {
    super(`Edge purge at ${target} failed: ${detail}`);
    this.name = 'EdgePurgeError';
  }
}

const retryable = (status: number) => status === 429 || status >= 500;
const chunks = <T>(list: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
};

export interface EdgePurgeOptions {
  config: EdgePurgeConfig;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Wait before the first retry (doubled each time); tests shorten it. */
  retryMs?: number;
}

export function createEdgePurger({ config, logger, retryMs = FIRST_RETRY_MS }: EdgePurgeOptions): EdgePurger {
  const varnish = purgeUrlList(config.CACHE_PURGE_URLS).map((u) => new URL(u));
  const fastly = config.FASTLY_SERVICE_ID && config.FASTLY_API_TOKEN ? { id: config.FASTLY_SERVICE_ID, token: config.FASTLY_API_TOKEN } : null;
  const cloudflare = config.CLOUDFLARE_ZONE_ID && config.CLOUDFLARE_API_TOKEN ? { zone: config.CLOUDFLARE_ZONE_ID, token: config.CLOUDFLARE_API_TOKEN } : null;

  /** One call, retried; resolves with the attempts it took, rejects with EdgePurgeError. */
  async function attempt(target: string, call: () => Promise<Answer>, ok: (a: Answer) => boolean): Promise<number> {
    let detail = '';
    for (let i = 1; i <= PURGE_ATTEMPTS; i++) {
      try {
        const answer = await call();
        if (ok(answer)) return i;
        detail = `HTTP ${answer.status}${answer.body ? `: ${answer.body.slice(0, 200)}` : ''}`;
        if (!retryable(answer.status)) break;
      } catch (err) {
        detail = (err as Error).message;
      }
      if (i < PURGE_ATTEMPTS) {
        logger.warn({ target, attempt: i, detail }, 'edge purge failed; retrying');
        await new Promise((r) => setTimeout(r, retryMs * 2 ** (i - 1)));
      }
    }
    throw new EdgePurgeError(target, detail);
  }

  const ok2xx = (a: Answer) => a.status >= 200 && a.status < 300;

  function purgeVarnish(url: URL, keys: readonly string[]): Promise<number> {
    return attempt(
      `varnish ${url.host}`,
      () => send('PURGE', url, { 'xkey-purge': keys.join(' ') }),
      (a) => a.status === 200,
    );
  }

  function purgeFastly(keys: readonly string[]): Promise<number[]> {
    const f = fastly!;
    const base = config.FASTLY_API_URL.replace(/\/+$/, '');
    return Promise.all(
      chunks(keys, FASTLY_BATCH).map((batch) =>
        attempt(
          'fastly',
          () => send('POST', new URL(`${base}/service/${encodeURIComponent(f.id)}/purge`), { 'Fastly-Key': f.token, 'Surrogate-Key': batch.join(' '), Accept: 'application/json' }),
          ok2xx,
        ),
      ),
    );
  }

  function purgeCloudflare(keys: readonly string[]): Promise<number[]> {
    const c = cloudflare!;
    const url = new URL(`${config.CLOUDFLARE_API_URL.replace(/\/+$/, '')}/client/v4/zones/${encodeURIComponent(c.zone)}/purge_cache`);
    const headers = { Authorization: `Bearer ${c.token}`, 'Content-Type': 'application/json' };
    // Cloudflare's answer says whether it worked: {"success": true, ...}.
    const ok = (a: Answer) => ok2xx(a) && !/"success"\s*:\s*false/.test(a.body);
    const bodies = keys.includes(ALL_KEY) ? [{ purge_everything: true }] : chunks(keys, CLOUDFLARE_BATCH).map((tags) => ({ tags }));
    return Promise.all(bodies.map((body) => attempt('cloudflare', () => send('POST', url, headers, JSON.stringify(body)), ok)));
  }

  return {
    configured: varnish.length > 0 || fastly !== null || cloudflare !== null,
    async purge(keys, reason) {
      const wanted = keys.includes(ALL_KEY) ? [ALL_KEY] : [...new Set(keys)];
      if (wanted.length === 0) return;
      const documentId = reason?.documentId ?? null;
      const jobs: Array<{ target: string; run: () => Promise<unknown> }> = [
        ...varnish.map((url) => ({ target: `varnish ${url.host}`, run: () => purgeVarnish(url, wanted) })),
        ...(fastly ? [{ target: 'fastly', run: () => purgeFastly(wanted) }] : []),
        ...(cloudflare ? [{ target: 'cloudflare', run: () => purgeCloudflare(wanted) }] : []),
      ];
      const results = await Promise.allSettled(
        jobs.map(async ({ target, run }) => {
          const started = performance.now();
          try {
            const attempts = await run();
            logger.info({ target, documentId, keys: wanted.slice(0, 32), keyCount: wanted.length, attempts, ms: Math.round(performance.now() - started) }, 'edge purge done');
          } catch (err) {
            logger.error({ target, documentId, keys: wanted.slice(0, 32), keyCount: wanted.length, err }, 'edge purge failed');
            throw err;
          }
        }),
      );
      const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed.length > 0) throw failed[0].reason;
    },
  };
}
