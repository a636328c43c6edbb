/**
 * deploy/varnish/compose.vcl (what deploy/docker-compose.yml's `edge` runs) in a real varnishd, in
 * front of two fake replicas: requests go round-robin to both, a PURGE is refused on the readers'
 * listener even from localhost (behind Docker's NAT a reader can look private) and accepted on the
 * unpublished `purge` listener, and one replica down leaves the site up. The rules themselves
 * (colophon.vcl) are varnish.test.ts's. Skips with a message without varnishd and vmod_xkey.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startVarnish, varnishAvailable, type VarnishProcess } from '../../../bench/varnish.mjs';

const AVAILABLE = varnishAvailable() || process.env.CI === 'true';

(AVAILABLE ? describe : describe.skip)(`Varnish with deploy/varnish/compose.vcl${AVAILABLE ? '' : ' (skipped: install varnish and varnish-modules)'}`, () => {
  const replicas: http.Server[] = [];
  let varnish: VarnishProcess;

  beforeAll(async () => {
    for (const name of ['a', 'b']) {
      const server = http.createServer((req, res) => {
        if (req.url === '/healthz') return res.end('ok');
        res.writeHead(200, { 'cache-control': 'public, max-age=0, s-maxage=300', 'surrogate-key': `${req.url!.slice(1)} all`, 'x-replica': name }).end(`from ${name}`);
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      replicas.push(server);
    }
    varnish = await startVarnish(replicas.map((s) => (s.address() as AddressInfo).port), { compose: true });
  });

  afterAll(async () => {
    await varnish?.stop();
    for (const s of replicas) {
      s.closeAllConnections();
      await new Promise((r) => s.close(r));
    }
  });

  const get = async (path: string) => {
    const res = await fetch(`${varnish.base}${path}`);
    return { status: res.status, body: await res.text(), edge: res.headers.get('x-edge-cache') };
  };

  it('spreads misses over both replicas', async () => {
    const bodies = new Set<string>();
    for (let i = 0; i < 4; i++) bodies.add((await get(`/page-${i}`)).body);
    expect([...bodies].sort()).toEqual(['from a', 'from b']);
  });

  it('refuses a PURGE on the readers\' listener, even from localhost, and accepts it on the purge listener', async () => {
    expect((await get('/page-0')).edge).toBe('HIT');
    expect(await varnish.purge('page-0', { to: varnish.port })).toMatchObject({ status: 403 });
    expect((await get('/page-0')).edge).toBe('HIT');
    expect(await varnish.purge('page-0')).toEqual({ status: 200, purged: 1 });
    expect((await get('/page-0')).edge).toBe('MISS');
  });

  it('keeps answering when one replica is down', async () => {
    replicas[0]!.closeAllConnections();
    await new Promise((r) => replicas[0]!.close(r));
    // The probe (every 200 ms here) takes replica a out of the round.
    await new Promise((r) => setTimeout(r, 1500));
    for (let i = 0; i < 4; i++) expect(await get(`/fresh-${i}`)).toMatchObject({ status: 200, body: 'from b' });
  });
});
