/**
 * Issue "Hardening" 1: pipelined floods against the production server (a child process on
 * 127.0.0.1). Thousands of GETs written on a few connections that never read used to be answered
 * all at once, each response kept in memory (RSS 184 -> 821 MB, /healthz stalled 3 s). Now each
 * connection is answered one request at a time and closed past 16 waiting: the flood runs a
 * handful of requests, memory stays flat and other readers are answered.
 * Times are not asserted here (they are measured by `node bench/attacks.mjs`); what the server
 * ran, what it closed and what it kept in memory are.
 */
import type net from 'node:net';
import { pipelineFlood, rssMb, timedGet } from '../../support/attacks.js';
import { poll } from '../../support/poll.js';
import { bundleServer, startServerProcess, type ServerBundle, type ServerProcess } from '../../support/server-process.js';

const FLOOD_NOTE = 'closed a connection: too many pipelined requests waiting';

describe('pipelined request floods (production server)', () => {
  let bundle: ServerBundle;
  let server: ServerProcess;
  let sockets: net.Socket[] = [];

  beforeAll(async () => {
    bundle = await bundleServer();
    server = await startServerProcess(bundle.entry, {});
    for (let i = 0; i < 3; i++) await timedGet(`${server.url}/`);
    await timedGet(`${server.url}/rss.xml`);
  }, 120_000);

  afterEach(() => {
    for (const s of sockets) s.destroy();
    sockets = [];
  });

  afterAll(async () => {
    await server?.stop('SIGKILL');
    bundle?.remove();
  });

  const answered = (url: RegExp) => server.logs.filter((l) => l.msg === 'request completed' && url.test(String((l.req as { url?: string })?.url))).length;
  const floodNotes = () => server.logs.filter((l) => l.msg === FLOOD_NOTE).length;
  const settle = () => new Promise((r) => setTimeout(r, 1500));

  it('10 connections x 500 GET / that never read: a few run, each connection is closed, memory stays flat', async () => {
    const pid = server.child.pid!;
    const before = rssMb(pid);
    const answeredBefore = answered(/^\/$/);
    const notesBefore = floodNotes();
    sockets = pipelineFlood(server.url, 10, 500, () => '/');
    let peak = before;
    for (let i = 0; i < 15; i++) {
      await new Promise((r) => setTimeout(r, 100));
      peak = Math.max(peak, rssMb(pid));
    }
    const probes = [await timedGet(`${server.url}/healthz`), await timedGet(`${server.url}/`)];
    expect(probes.map((p) => p.status)).toEqual([200, 200]);
    await poll(() => floodNotes() - notesBefore, { timeout: 10_000 }).toBe(10);
    await settle();
    // At most the one being answered per connection (the 16 waiting were dropped with it), plus the probe.
    expect(answered(/^\/$/) - answeredBefore).toBeLessThanOrEqual(10 * 17 + 1);
    // Before: +637 MB. A handful of cached pages' worth now.
    expect(peak - before).toBeLessThan(100);
  });

  it('50 connections x 200 uncached feeds with unique query strings: the feeds run once per connection', async () => {
    const answeredBefore = answered(/^\/rss\.xml\?x=/);
    const notesBefore = floodNotes();
    sockets = pipelineFlood(server.url, 50, 200, (i) => `/rss.xml?x=${i}`);
    const probe = await timedGet(`${server.url}/healthz`);
    expect(probe.status).toBe(200);
    await poll(() => floodNotes() - notesBefore, { timeout: 10_000 }).toBe(50);
    await settle();
    expect(answered(/^\/rss\.xml\?x=/) - answeredBefore).toBeLessThanOrEqual(50 * 17);
  });
});
