/**
 * Purges at the edge (server/ops/edge-purge.ts) against local fakes: Fastly's batches of 256 keys,
 * Cloudflare's of 30 tags, a configuration error (4xx) not retried, a 5xx retried, and nothing
 * sent when no edge is configured.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../../server/config.js';
import { createLogger } from '../../../server/logger.js';
import { CLOUDFLARE_BATCH, createEdgePurger, EdgePurgeError, FASTLY_BATCH, PURGE_ATTEMPTS } from '../../../server/ops/edge-purge.js';

interface Seen {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body: string;
}

async function fake(status: (n: number) => number, body = '{"success":true}'): Promise<{ url: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      const code = status(seen.length);
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: data });
      res.writeHead(code, { 'content-type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}
const close = (s: Server) => new Promise((r) => s.close(r).closeAllConnections());
const logger = createLogger('silent');
const manyKeys = (n: number) => Array.from({ length: n }, (_, i) => `article-${i}`);

describe('edge purges', () => {
  it('sends Fastly 256 keys a call and Cloudflare 30 tags a call', async () => {
    const fastly = await fake(() => 200);
    const cloudflare = await fake(() => 200);
    try {
      const config = loadConfig({
        FASTLY_SERVICE_ID: 'svc',
        FASTLY_API_TOKEN: 'tok',
        FASTLY_API_URL: fastly.url,
        CLOUDFLARE_ZONE_ID: 'zone',
        CLOUDFLARE_API_TOKEN: 'cf',
        CLOUDFLARE_API_URL: cloudflare.url,
      });
      const purger = createEdgePurger({ config, logger, retryMs: 1 });
      expect(purger.configured).toBe(true);
      await purger.purge(manyKeys(300));
      expect(fastly.seen.map((s) => String(s.headers['surrogate-key']).split(' ').length)).toEqual([FASTLY_BATCH, 300 - FASTLY_BATCH]);
      expect(cloudflare.seen).toHaveLength(Math.ceil(300 / CLOUDFLARE_BATCH));
      expect(cloudflare.seen.flatMap((s) => (JSON.parse(s.body) as { tags: string[] }).tags)).toEqual(manyKeys(300));
    } finally {
      await Promise.all([close(fastly.server), close(cloudflare.server)]);
    }
  });

  it('retries a 5xx, not a 4xx (a configuration error), and rejects naming the target', async () => {
    const varnish = await fake((n) => (n === 0 ? 503 : 200));
    const refusing = await fake(() => 403, '{"success":false,"errors":[{"message":"Authentication error"}]}');
    try {
      const ok = createEdgePurger({ config: loadConfig({ CACHE_PURGE_URLS: `${varnish.url}/` }), logger, retryMs: 1 });
      await ok.purge(['a1']);
      expect(varnish.seen.map((s) => s.method)).toEqual(['PURGE', 'PURGE']);
      const bad = createEdgePurger({ config: loadConfig({ CLOUDFLARE_ZONE_ID: 'z', CLOUDFLARE_API_TOKEN: 'wrong', CLOUDFLARE_API_URL: refusing.url }), logger, retryMs: 1 });
      const err = await bad.purge(['a1']).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(EdgePurgeError);
      expect((err as EdgePurgeError).target).toBe('cloudflare');
      expect(refusing.seen).toHaveLength(1);
    } finally {
      await Promise.all([close(varnish.server), close(refusing.server)]);
    }
  });

  it('gives up after PURGE_ATTEMPTS on an edge that stays down', async () => {
    const down = await fake(() => 500);
    try {
      const purger = createEdgePurger({ config: loadConfig({ CACHE_PURGE_URLS: `${down.url}/` }), logger, retryMs: 1 });
      await expect(purger.purge(['a1'])).rejects.toThrow(EdgePurgeError);
      expect(down.seen).toHaveLength(PURGE_ATTEMPTS);
    } finally {
      await close(down.server);
    }
  });

  it('is not configured, and sends nothing, without settings', async () => {
    const purger = createEdgePurger({ config: loadConfig({}), logger });
    expect(purger.configured).toBe(false);
    await expect(purger.purge(['all'])).resolves.toBeUndefined();
  });
});
