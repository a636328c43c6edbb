/**
 * deploy/varnish's VCL run for real (varnishd with vmod_xkey, bench/varnish.mjs) in front of a tiny
 * fake app that answers as Colophon does: Surrogate-Key, Cache-Control with s-maxage, Set-Cookie,
 * Vary: Accept. Shows what docs/decisions/edge-cache.md ("At the edge: Varnish") promises: public
 * answers kept, PURGE by key forgets only what carries the key, `all` forgets everything, PURGE only
 * from `acl purgers`, members and preview pass, private answers never kept, stale while the app is
 * down. Skips with a message when varnishd or vmod_xkey is missing (.ci/run installs them).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startVarnish, varnishAvailable, type VarnishProcess } from '../../../bench/varnish.mjs';

// CI installs Varnish (.ci/run): there, a missing varnishd fails the suite instead of skipping it.
const AVAILABLE = varnishAvailable() || process.env.CI === 'true';
const PAGE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';

interface Route {
  headers: Record<string, string>;
  body?: (req: http.IncomingMessage) => string;
}
const ROUTES: Record<string, Route> = {
  '/story/a': { headers: { 'cache-control': PAGE, 'surrogate-key': 'story-a list:section:news all' } },
  '/story/b': { headers: { 'cache-control': PAGE, 'surrogate-key': 'story-b list:section:arts all' } },
  '/sections/news': { headers: { 'cache-control': PAGE, 'surrogate-key': 'list:section:news story-a all' } },
  '/private': { headers: { 'cache-control': 'private, no-store', vary: 'Cookie' } },
  '/sets-cookie': { headers: { 'cache-control': PAGE, 'surrogate-key': 'all', 'set-cookie': 'colophon_session=abc; HttpOnly; Path=/' } },
  '/cookies': { headers: { 'cache-control': PAGE, 'surrogate-key': 'all' }, body: (req) => `cookie=${req.headers.cookie ?? ''}` },
  '/short': { headers: { 'cache-control': 'public, max-age=0, s-maxage=1', 'surrogate-key': 'short all' } },
  // The app's bound on its keys is 16 KB (docs/decisions/edge-cache.md): twice Varnish's default limit on a header.
  '/many-keys': { headers: { 'cache-control': PAGE, 'surrogate-key': [...Array.from({ length: 900 }, (_, i) => `article-${String(i).padStart(8, '0')}`), 'all'].join(' ') } },
  '/image.jpg': { headers: { 'cache-control': 'public, max-age=31536000, immutable', vary: 'Accept', 'surrogate-key': 'all' }, body: (req) => `accept=${req.headers.accept ?? ''}` },
};

(AVAILABLE ? describe : describe.skip)(`Varnish with deploy/varnish/default.vcl${AVAILABLE ? '' : ' (skipped: install varnish and varnish-modules)'}`, () => {
  let app: http.Server;
  let appPort: number;
  let varnish: VarnishProcess;
  /** How many times the fake app answered each path: a kept answer does not reach it. */
  const hits = new Map<string, number>();

  const listen = (port = 0) =>
    new Promise<http.Server>((resolve) => {
      const server = http.createServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://x');
        if (url.pathname === '/healthz') return res.writeHead(200, { 'cache-control': 'no-store' }).end('{"status":"ok"}');
        const route = ROUTES[url.pathname];
        if (!route) return res.writeHead(404, { 'cache-control': 'no-store' }).end('not found');
        const n = (hits.get(url.pathname) ?? 0) + 1;
        hits.set(url.pathname, n);
        res.writeHead(200, { 'content-type': 'text/plain', ...route.headers });
        res.end(route.body ? route.body(req) : `${url.pathname} render ${n}`);
      });
      server.listen(port, '127.0.0.1', () => resolve(server));
    });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${varnish.base}${path}`, { headers });
    return { status: res.status, body: await res.text(), headers: res.headers, edge: res.headers.get('x-edge-cache') };
  };
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  beforeAll(async () => {
    app = await listen();
    appPort = (app.address() as AddressInfo).port;
    // The healthy grace shortened to 1 s (from the app's 600 s) so both grace branches show.
    varnish = await startVarnish([appPort], { healthyGraceS: 1 });
  });

  afterAll(async () => {
    await varnish?.stop();
    app?.closeAllConnections();
    await new Promise((r) => app?.close(r));
  });

  it('keeps a public answer: the second request is a HIT with Age > 0 and two ids in X-Varnish', async () => {
    const first = await get('/story/a');
    expect(first).toMatchObject({ status: 200, body: '/story/a render 1', edge: 'MISS' });
    await sleep(1100);
    const second = await get('/story/a');
    expect(second).toMatchObject({ status: 200, body: '/story/a render 1', edge: 'HIT' });
    expect(Number(second.headers.get('age'))).toBeGreaterThan(0);
    expect(second.headers.get('x-varnish')).toMatch(/^\d+ \d+$/);
    expect(hits.get('/story/a')).toBe(1);
    // Readers do not see the keys; xkey (Varnish's own copy) never leaves.
    expect(second.headers.get('xkey')).toBeNull();
  });

  it('a PURGE with xkey-purge drops only the answers carrying that key', async () => {
    await get('/story/b');
    await get('/sections/news');
    const purge = await varnish.purge('story-a');
    expect(purge).toEqual({ status: 200, purged: 2 });
    expect(await get('/story/a')).toMatchObject({ body: '/story/a render 2', edge: 'MISS' });
    expect(await get('/sections/news')).toMatchObject({ body: '/sections/news render 2', edge: 'MISS' });
    expect(await get('/story/b')).toMatchObject({ body: '/story/b render 1', edge: 'HIT' });
  });

  it('several keys in one PURGE, and a key nothing carries purges nothing', async () => {
    expect(await varnish.purge('no-such-document')).toEqual({ status: 200, purged: 0 });
    expect(await get('/story/b')).toMatchObject({ edge: 'HIT' });
    expect((await varnish.purge('story-b list:section:news')).purged).toBe(3);
    expect(await get('/story/b')).toMatchObject({ body: '/story/b render 2', edge: 'MISS' });
  });

  it('keeps an answer with 16 KB of keys (the app\'s bound) and purges it by its last key', async () => {
    expect(ROUTES['/many-keys']!.headers['surrogate-key']!.length).toBeGreaterThan(15_000);
    expect(await get('/many-keys')).toMatchObject({ status: 200, edge: 'MISS' });
    expect(await get('/many-keys')).toMatchObject({ status: 200, edge: 'HIT' });
    expect(await varnish.purge('article-00000899')).toEqual({ status: 200, purged: 1 });
    expect(await get('/many-keys')).toMatchObject({ status: 200, edge: 'MISS' });
  });

  it('xkey-softpurge expires instead: the next reader gets the stale copy while it is refetched', async () => {
    const kept = await get('/story/b');
    expect(kept.edge).toBe('HIT');
    const rendered = hits.get('/story/b')!;
    expect(await varnish.purge('story-b', { soft: true })).toEqual({ status: 200, purged: 1 });
    // Within the grace (shortened to 1 s here; the app's 600 s in production): the old copy, at once.
    expect(await get('/story/b')).toMatchObject({ body: kept.body, edge: 'HIT' });
    // The refetch reached the app; its answer is stored a moment later (on a loaded machine, not at once).
    const fresh = `/story/b render ${rendered + 1}`;
    let next = await get('/story/b');
    for (let i = 0; i < 80 && next.body !== fresh; i++) {
      await sleep(25);
      next = await get('/story/b');
    }
    expect(next).toMatchObject({ body: fresh, edge: 'HIT' });
  });

  it('the key `all` drops everything', async () => {
    await Promise.all(['/story/a', '/story/b', '/sections/news'].map((p) => get(p)));
    expect(await get('/story/a')).toMatchObject({ edge: 'HIT' });
    const purge = await varnish.purge('all');
    expect(purge.status).toBe(200);
    expect(purge.purged).toBeGreaterThanOrEqual(3);
    for (const p of ['/story/a', '/story/b', '/sections/news']) expect((await get(p)).edge).toBe('MISS');
  });

  it('refuses a PURGE from an address outside acl purgers (127.0.0.2 is not localhost) and purges nothing', async () => {
    await get('/story/a');
    const refused = await varnish.purge('all', { from: '127.0.0.2' });
    expect(refused.status).toBe(403);
    expect(await get('/story/a')).toMatchObject({ edge: 'HIT' });
    // A PURGE without a key is a 400, not a purge of everything.
    const bare = await fetch(`${varnish.base}/story/a`, { method: 'PURGE' });
    expect(bare.status).toBe(400);
    expect(await get('/story/a')).toMatchObject({ edge: 'HIT' });
  });

  it("passes a member's session and an editor's preview cookie to the app every time", async () => {
    await get('/story/b');
    const before = hits.get('/story/b')!;
    for (const cookie of ['colophon_session=s3cret', '_ga=GA1.1.1; colophon_preview=ticket']) {
      const res = await get('/story/b', { cookie });
      expect(res.edge).toBe('PASS');
    }
    expect(hits.get('/story/b')).toBe(before + 2);
  });

  it('strips cookies no answer depends on (analytics, consent, the member hint): one shared copy, the app sees none', async () => {
    const first = await get('/cookies', { cookie: '_ga=GA1.2.3; OptanonConsent=x; colophon_member=1' });
    expect(first.body).toBe('cookie=');
    expect((await get('/cookies', { cookie: '_gid=other' })).edge).toBe('HIT');
    expect(hits.get('/cookies')).toBe(1);
  });

  it('never keeps a private answer, nor one that sets a cookie', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await get('/private')).edge).toBe('PASS');
      expect((await get('/sets-cookie')).headers.get('set-cookie')).toContain('colophon_session=abc');
    }
    expect(hits.get('/private')).toBe(2);
    expect(hits.get('/sets-cookie')).toBe(2);
  });

  it('honours Vary: Accept, with Accept narrowed to what the app picks from for auto-format images', async () => {
    const chrome = await get('/image.jpg?auto=format&w=300', { accept: 'image/avif,image/webp,image/apng,*/*;q=0.8' });
    expect(chrome.body).toBe('accept=image/webp');
    const firefox = await get('/image.jpg?auto=format&w=300', { accept: 'image/webp,*/*' });
    expect(firefox).toMatchObject({ body: 'accept=image/webp', edge: 'HIT' });
    const old = await get('/image.jpg?auto=format&w=300', { accept: 'image/png,*/*' });
    expect(old).toMatchObject({ body: 'accept=*/*', edge: 'MISS' });
    expect(hits.get('/image.jpg')).toBe(2);
  });

  it('past its s-maxage an answer is refetched while the app is up, and served stale while the app is down', async () => {
    expect((await get('/short')).body).toBe('/short render 1');
    // s-maxage=1 and the (shortened) healthy grace of 1 s: past both, an up app is asked again.
    await sleep(2500);
    expect((await get('/short')).body).toBe('/short render 2');
    await sleep(2500);

    app.closeAllConnections();
    await new Promise((r) => app.close(r));
    // The probe (every 200 ms here) sees the app gone; the stale copy is then kept for 24 h.
    await sleep(1500);
    const stale = await get('/short');
    expect(stale).toMatchObject({ status: 200, body: '/short render 2' });
    expect(Number(stale.headers.get('age'))).toBeGreaterThanOrEqual(2);
    // Nothing kept: a short 503, not kept.
    expect((await get('/story/never-fetched')).status).toBe(503);

    app = await listen(appPort);
  });
});
