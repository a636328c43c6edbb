/**
 * Two replicas (separate server processes) on one PostgreSQL, as deploy/ runs them: a publish
 * webhook arriving at one purges the other's caches, and failed sign-ins spread over both meet one
 * shared per-email limit. Needs TEST_DATABASE_URL (CI always sets it; see .ci/run).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { FIXTURE_DIR } from '../../fixtures/content/write.js';
import { startGroqStub, type GroqStub } from '../../support/groq-stub.js';
import { createPgSchema, type PgSchema } from '../../support/pg-schema.js';
import { bundleServer, startServerProcess, type ServerBundle, type ServerProcess } from '../../support/server-process.js';
import { DEFAULT_RATE_LIMITS } from '../../../server/accounts/rate-limit.js';

const DATABASE = process.env.TEST_DATABASE_URL;
const SECRET = 'replica-webhook-secret';
const ARTICLE = { id: 'article-news-01', path: '/sections/news/articles/news-story-01', title: 'News story 01' };

const documents = readFileSync(path.join(FIXTURE_DIR, 'dataset.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Record<string, unknown>);

(!DATABASE ? describe.skip : describe)(`two replicas on one PostgreSQL${DATABASE ? '' : ' (skipped: set TEST_DATABASE_URL)'}`, () => {
  let bundle: ServerBundle;
  let schema: PgSchema;
  let stub: GroqStub;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    bundle = await bundleServer();
    schema = await createPgSchema(DATABASE!, 'replicas');
    stub = await startGroqStub(documents);
    const env = {
      DATABASE_URL: schema.url,
      CONTENT_SOURCE: 'sanity',
      SANITY_PROJECT_ID: 'replicas',
      SANITY_API_HOST: stub.url,
      SANITY_WEBHOOK_SECRET: SECRET,
    };
    [a, b] = await Promise.all([startServerProcess(bundle.entry, env), startServerProcess(bundle.entry, env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await stub?.close();
    await schema?.drop();
    bundle?.remove();
  });

  const page = async (replica: ServerProcess) => {
    const res = await fetch(`${replica.url}${ARTICLE.path}`);
    expect(res.status).toBe(200);
    return { html: await res.text(), xCache: res.headers.get('x-cache') };
  };

  it("a signed publish webhook on replica A purges replica B's caches within a second", async () => {
    expect((await page(b)).html).toContain(ARTICLE.title);
    stub.publish(ARTICLE.id, { title: 'Corrected headline' });
    // B serves its cached page until it hears of the publish.
    const cached = await page(b);
    expect(cached.html).not.toContain('Corrected headline');
    if (cached.xCache !== null) expect(cached.xCache).toBe('HIT');

    const body = JSON.stringify({ _id: ARTICLE.id, _type: 'article' });
    const sent = Date.now();
    const res = await fetch(`${a.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, sent, SECRET) },
      body,
    });
    expect(res.status).toBe(200);

    // B's log line is written as it purges: its time is when the purge reached B.
    const purgedOnB = () => b.logs.find((l) => l.msg === 'purge from another replica: caches purged' && l.documentId === ARTICLE.id);
    for (let i = 0; i < 100 && !purgedOnB(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(purgedOnB()).toBeDefined();
    expect(Number(purgedOnB()!.time) - sent).toBeLessThan(1000);

    const fresh = await page(b);
    expect(fresh.html).toContain('Corrected headline');
    if (fresh.xCache !== null) expect(fresh.xCache).toBe('MISS');
    expect((await page(a)).html).toContain('Corrected headline');
  });

  it('failed sign-ins spread over both replicas meet one per-email limit', async () => {
    const login = (replica: ServerProcess) =>
      fetch(`${replica.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'target@example.com', password: 'not-the-password' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_RATE_LIMITS.perEmail; i++) statuses.push((await login(i % 2 === 0 ? a : b)).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    // Each replica has seen only half the attempts; the shared count refuses the next on either.
    const refused = await login(b);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('quota-exceeded');
    expect((await login(a)).status).toBe(429);
  });
});
