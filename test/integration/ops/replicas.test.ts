/**
 * Two replicas (separate server processes) on one PostgreSQL, as deploy/ runs them: a publish
 * webhook arriving at one purges the other's caches, failed sign-ins spread over both meet one
 * shared per-email limit, an editor's exit from preview on one ends that preview cookie on the
 * other, and refused preview secrets spread over both meet one limit before Sanity is asked.
 * Needs TEST_DATABASE_URL (CI always sets it; see .ci/run).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { FIXTURE_DIR } from '../../fixtures/content/write.js';
import { startGroqStub, type GroqStub } from '../../support/groq-stub.js';
import { createPgSchema, type PgSchema } from '../../support/pg-schema.js';
import { bundleServer, startServerProcess, type ServerBundle, type ServerProcess } from '../../support/server-process.js';
import { DEFAULT_RATE_LIMITS } from '../../../server/http/rate-limit.js';
import * as previewApi from '../../../server/api/preview.js';
import { PREVIEW } from '../../../shared/messages.js';

const DATABASE = process.env.TEST_DATABASE_URL;
const SECRET = 'replica-webhook-secret';
const PREVIEW_SECRET = 'replica-preview-secret';
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
      SANITY_READ_TOKEN: 'read-token',
      PREVIEW_SECRET,
      // Replicas sharing accounts must sign cookies alike: the server refuses to start without it.
      SESSION_SECRET: randomBytes(32).toString('hex'),
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
    // What B purged is the story's keys, not everything (docs/decisions/edge-cache.md).
    expect(purgedOnB()!.keys).toEqual(expect.arrayContaining([ARTICLE.id]));
    expect(purgedOnB()!.keys).not.toContain('all');

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

  it("an exit from preview on replica A ends that cookie on replica B too (a copy stops working)", async () => {
    const enter = await fetch(`${a.url}/api/preview?secret=${PREVIEW_SECRET}&slug=${encodeURIComponent(ARTICLE.path)}`, { redirect: 'manual' });
    expect(enter.status).toBe(307);
    const cookie = enter.headers.get('set-cookie')!.split(';')[0]!;
    const inPreview = async (replica: ServerProcess) => {
      const res = await fetch(`${replica.url}${ARTICLE.path}`, { headers: { cookie } });
      expect(res.status).toBe(200);
      return (await res.text()).includes(PREVIEW.exit);
    };
    expect(await inPreview(b)).toBe(true);
    const exit = await fetch(`${a.url}/api/exit-preview?slug=/`, { headers: { cookie }, redirect: 'manual' });
    expect(exit.status).toBe(307);
    expect(await inPreview(b)).toBe(false);
    expect(await inPreview(a)).toBe(false);
  });

  it('refused Presentation handshakes spread over both replicas meet one limit, and past it Sanity is not asked', async () => {
    const handshake = (replica: ServerProcess, i: number) =>
      fetch(`${replica.url}/api/preview/enable?sanity-preview-secret=guess-${i}&sanity-preview-pathname=/`, { redirect: 'manual' });
    // Guesses alternate between the replicas until one is refused for their number.
    const statuses: number[] = [];
    for (let i = 0; i < 100 && !statuses.includes(429); i++) statuses.push((await handshake(i % 2 === 0 ? a : b, i)).status);
    expect(statuses.at(-1)).toBe(429);
    // One count over both: each replica saw half the limit when the next guess was refused.
    expect(statuses.slice(0, -1)).toEqual(Array.from({ length: previewApi.PREVIEW_ATTEMPT_LIMITS.perIp }, () => 401));
    const asked = stub.requests;
    for (const replica of [a, b]) {
      const refused = await handshake(replica, -1);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(PREVIEW.tooManyAttempts);
    }
    expect(stub.requests).toBe(asked);
  });
});
