/**
 * WEB_CONCURRENCY=2: two worker processes answer on one port, and SIGTERM to the primary stops
 * them all cleanly. Workers share PostgreSQL (PGlite has one writer), so this needs TEST_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createPgSchema, type PgSchema } from '../../support/pg-schema.js';
import { bundleServer, startServerProcess, type ServerBundle, type ServerProcess } from '../../support/server-process.js';

const DATABASE = process.env.TEST_DATABASE_URL;

/** A GET on a connection of its own, so the cluster may hand each request to another worker. */
const getOnNewConnection = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http.get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

(!DATABASE ? describe.skip : describe)(`WEB_CONCURRENCY=2${DATABASE ? '' : ' (skipped: set TEST_DATABASE_URL)'}`, () => {
  let bundle: ServerBundle;
  let schema: PgSchema;
  let server: ServerProcess;

  beforeAll(async () => {
    bundle = await bundleServer();
    schema = await createPgSchema(DATABASE!, 'cluster');
    server = await startServerProcess(bundle.entry, { WEB_CONCURRENCY: '2', DATABASE_URL: schema.url, SESSION_SECRET: randomBytes(32).toString('hex') });
    // /readyz answered once the first worker listens; wait for the second too.
    const deadline = Date.now() + 60_000;
    while (server.logs.filter((l) => String(l.msg).startsWith('Colophon listening')).length < 2 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 120_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await schema?.drop();
    bundle?.remove();
  });

  it('answers on one port from two worker processes, and SIGTERM stops them all with exit 0', async () => {
    const primary = server.child.pid!;
    for (let i = 0; i < 8; i++) expect(await getOnNewConnection(`${server.url}/robots.txt`)).toBe(200);
    // The server writes its log asynchronously, in batches at most ASYNC_LOG_FLUSH_MS late.
    const robotsLines = () => server.logs.filter((l) => (l.req as { url?: string } | undefined)?.url === '/robots.txt');
    for (let waited = 0; robotsLines().length < 8 && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(robotsLines()).toHaveLength(8);
    const answeredBy = new Set(robotsLines().map((l) => l.pid as number));
    expect(answeredBy.size).toBe(2);
    expect(answeredBy.has(primary)).toBe(false);

    const ended = await server.stop('SIGTERM');
    expect(ended).toEqual({ code: 0, signal: null });
    for (const pid of answeredBy) expect(isRunning(pid)).toBe(false);
    expect(server.logs.filter((l) => l.msg === 'all connections closed')).toHaveLength(2);
  });
});
