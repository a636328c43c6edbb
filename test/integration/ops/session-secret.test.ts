/**
 * Where the cookie-signing secret comes from, against the production server started as an operator
 * starts it (docs/decisions/session-secret.md):
 * - started as the README says (no SESSION_SECRET), it makes a random secret once, keeps it in
 *   DATA_DIR (0600) and says so in its log, never the secret; a preview cookie signed with the
 *   secret the source once held shows nothing (no unreleased story, no premium text), and where
 *   preview is not set up no preview cookie counts at all;
 * - a restart keeps that secret, so the cookies it signed stay valid;
 * - processes that share accounts (DATABASE_URL, WEB_CONCURRENCY above 1) refuse to start without
 *   SESSION_SECRET, saying why.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleServer, startServerProcess, type ServerBundle, type ServerProcess } from '../../support/server-process.js';
import { ofType, slugOf } from '../../support/dataset.js';
import { premiumArticle } from '../../support/premium-article.js';
import { PREVIEW } from '../../../shared/messages.js';

const SLOW = 180_000;
/** The secret server/config.ts fell back to until it was taken out of the source. */
const OLD_DEFAULT_SECRET = 'colophon-development-session-secret';
const PREVIEW_SECRET = 'operator-preview-secret';

const future = ofType('article').find((a) => !a._id.startsWith('drafts.') && (a.releaseDate ?? '') > '2090')!;
const futureUrl = `/sections/${slugOf(future.section._ref)}/articles/${future.slug.current}`;
const premium = premiumArticle();

/** A cookie-parser signed cookie (`s:<value>.<HMAC-SHA256 base64, unpadded>`), URL-encoded as browsers send it. */
function signedCookie(value: string, secret: string): string {
  const mac = createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '');
  return `colophon_preview=${encodeURIComponent(`s:${value}.${mac}`)}`;
}

/** Forged values: the constant every cookie used to carry, and a ticket of today's shape issued now. */
const forgedCookies = [signedCookie('1', OLD_DEFAULT_SECRET), signedCookie(`${'A'.repeat(22)}.${Date.now()}`, OLD_DEFAULT_SECRET)];

async function get(server: ServerProcess, url: string, cookie?: string) {
  const res = await fetch(`${server.url}${url}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return { status: res.status, text: await res.text(), setCookie: res.headers.get('set-cookie') };
}

describe('the cookie-signing secret (the real server entry)', () => {
  let bundle: ServerBundle;
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    bundle = await bundleServer();
  }, SLOW);
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'colophon-secret-'));
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });
  afterAll(() => bundle?.remove());

  it('started with no settings: a preview cookie signed with the old default secret shows no unreleased story and no premium text', async () => {
    // The paywall on, as a magazine runs it: a reader gets a premium story's teaser only.
    server = await startServerProcess(bundle.entry, { DATA_DIR: dataDir, FEATURE_PAYWALL: 'on' });
    for (const cookie of forgedCookies) {
      expect((await get(server, futureUrl, cookie)).status).toBe(404);
      const page = await get(server, premium.path, cookie);
      expect(page.status).toBe(200);
      expect(page.text).toContain(premium.first);
      expect(page.text).not.toContain(premium.last);
      expect(page.text).not.toContain(PREVIEW.exit);
    }
    // The secret it made instead: kept in DATA_DIR for its owner alone, named in the log, never written there.
    const file = path.join(dataDir, 'session-secret');
    const secret = readFileSync(file, 'utf8').trim();
    expect(secret.length).toBeGreaterThanOrEqual(43);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const said = server.logs.find((l) => typeof l.msg === 'string' && l.msg.includes('SESSION_SECRET is not set'));
    expect(said?.msg).toContain(file);
    expect(JSON.stringify(server.logs)).not.toContain(secret);
    // Preview is not set up here: even a cookie signed with the server's own secret does not count.
    expect((await get(server, futureUrl, signedCookie(`${'B'.repeat(22)}.${Date.now()}`, secret))).status).toBe(404);
  }, SLOW);

  it('with preview set up: forged cookies show nothing, a real one works, and still works after a restart', async () => {
    const env = { DATA_DIR: dataDir, PREVIEW_SECRET };
    server = await startServerProcess(bundle.entry, env);
    for (const cookie of forgedCookies) expect((await get(server, futureUrl, cookie)).status).toBe(404);
    const enter = await get(server, `/api/preview?secret=${PREVIEW_SECRET}&slug=${encodeURIComponent(futureUrl)}`);
    expect(enter.status).toBe(307);
    const cookie = enter.setCookie!.split(';')[0]!;
    expect((await get(server, futureUrl, cookie)).status).toBe(200);
    const secret = readFileSync(path.join(dataDir, 'session-secret'), 'utf8');

    await server.stop();
    server = await startServerProcess(bundle.entry, env);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(secret);
    expect(server.logs.some((l) => typeof l.msg === 'string' && l.msg.startsWith('SESSION_SECRET is not set: cookies are signed with the secret kept in'))).toBe(true);
    const again = await get(server, futureUrl, cookie);
    expect(again.status).toBe(200);
    expect(again.text).toContain(PREVIEW.exit);
  }, SLOW);

  it.each([
    ['DATABASE_URL', { DATABASE_URL: 'postgres://colophon:unused@127.0.0.1:1/colophon' }, /DATABASE_URL needs SESSION_SECRET: every process sharing the accounts/],
    ['WEB_CONCURRENCY=2', { DATABASE_URL: 'postgres://colophon:unused@127.0.0.1:1/colophon', WEB_CONCURRENCY: '2' }, /DATABASE_URL needs SESSION_SECRET: every process sharing the accounts/],
  ])('refuses to start with %s and no SESSION_SECRET, saying why', async (_what, env, message) => {
    const started = startServerProcess(bundle.entry, { DATA_DIR: dataDir, ...env }, 30_000);
    await expect(started).rejects.toThrow(/server exited with 1/);
    await expect(started).rejects.toThrow(message);
  }, SLOW);
});
