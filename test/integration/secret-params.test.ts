/**
 * Issue 48, security 4: a URL's secrets (a gift subscription's `code`, a gift link's `gift`, a
 * sign-in `token`, Sanity's `secret` and `sanity-preview-secret`) never reach a log line or an error
 * report. Requests go through createApp wired as server/main.ts wires it, and what the app logs is
 * captured as the JSON lines the production process writes; error reports through a fake Sentry
 * SDK. And a page that carries one tells the browser to send no path or query to other sites.
 */
import express from 'express';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { buildFullApp, type FullApp } from './reliability/full-app.js';
import { buildTestApp, testConfig } from '../support/app.js';
import { createFakeContent } from '../support/fake-content.js';
import { createJsonErrorHandler } from '../../server/http/error-handler.js';
import { createObservability, type SentrySdk } from '../../server/observability.js';
import { CLIENT_ERRORS_PATH } from '../../shared/client-errors.js';
import { MASKED, maskSecrets, SECRET_PARAMS } from '../../shared/secret-params.js';

const PUBLIC_URL = 'http://localhost:3000';

/** A logger writing JSON lines (as the server's does) into an array. */
function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, sink) };
}

/** Distinct, token-shaped secrets, one per use, so a hit names its leak. */
const secret = (name: string) => `S3cr3t${name}${'x'.repeat(30)}`.slice(0, 43);

describe('secret query parameters in logs and error reports', () => {
  let full: FullApp;
  let log: ReturnType<typeof capture>;
  beforeAll(async () => {
    log = capture();
    full = await buildFullApp({ vars: { PUBLIC_URL }, logger: log.logger });
  });
  afterAll(() => full.close());

  it('writes /gift/redeem?code=… in the access log, on the stack and on a page-cache hit, and masks the Referer', async () => {
    const code = secret('code');
    const referred = secret('ref');
    const first = await request(full.app).get(`/gift/redeem?code=${code}`).expect(200);
    const second = await request(full.app).get(`/gift/redeem?code=${code}`).set('Referer', `${PUBLIC_URL}/auth/magic?token=${referred}&x=1`).expect(200);
    expect(second.headers['x-cache']).toBe('HIT');
    // No page that carries a secret sends its path or query to another site.
    for (const res of [first, second]) expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    const all = log.lines.join('\n');
    expect(all).not.toContain(code);
    expect(all).not.toContain(referred);
    const access = log.lines.map((l) => JSON.parse(l) as { req?: { url?: string; referer?: string }; cache?: string }).filter((l) => l.req?.url?.startsWith('/gift/redeem'));
    expect(access.map((l) => [l.req!.url, l.cache ?? null])).toEqual([
      [`/gift/redeem?code=${MASKED}`, null],
      [`/gift/redeem?code=${MASKED}`, 'HIT'],
    ]);
    expect(access[1].req!.referer).toBe(`${PUBLIC_URL}/auth/magic?token=${MASKED}&x=1`);
  });

  it('masks every secret parameter, whatever the path, and keeps the others', async () => {
    const values = Object.fromEntries(SECRET_PARAMS.map((p) => [p, secret(p.replace(/-/g, ''))]));
    const query = SECRET_PARAMS.map((p) => `${p}=${values[p]}`).join('&');
    await request(full.app).get(`/search?q=bread&${query}`);
    await request(full.app).get(`/api/preview?${query}`);
    const all = log.lines.join('\n');
    for (const value of Object.values(values)) expect(all).not.toContain(value);
    expect(all).toContain(`/search?q=bread&code=${MASKED}&token=${MASKED}&gift=${MASKED}&secret=${MASKED}&sanity-preview-secret=${MASKED}`);
  });

  it('logs a browser error report without the code in its page address or message', async () => {
    const code = secret('browser');
    await request(full.app)
      .post(CLIENT_ERRORS_PATH)
      .set('Origin', PUBLIC_URL)
      .send({ kind: 'uncaught', message: `Failed to load /gift/redeem?code=${code}`, stack: `at ${PUBLIC_URL}/gift/redeem?code=${code}:1:2`, url: `/gift/redeem?code=${code}` })
      .expect(204);
    expect(log.lines.join('\n')).not.toContain(code);
    const line = log.lines.map((l) => JSON.parse(l) as { clientError?: { url: string; message: string } }).find((l) => l.clientError)!;
    expect(line.clientError).toMatchObject({ url: `/gift/redeem?code=${MASKED}`, message: `Failed to load /gift/redeem?code=${MASKED}` });
  });
});

describe('secret query parameters in error logs and Sentry', () => {
  const failing = () => {
    const r = express.Router();
    r.get(['/api/boom', '/boom'], () => {
      throw new Error('broken');
    });
    return r;
  };

  it('logs a failed request (API or page) without its secrets', async () => {
    const { lines, logger } = capture();
    const app = buildTestApp(createFakeContent(), { logger, routers: [failing()], apiErrorHandler: createJsonErrorHandler(logger) });
    const token = secret('apitoken');
    const code = secret('pagecode');
    await request(app).get(`/api/boom?token=${token}`).expect(500);
    await request(app).get(`/boom?code=${code}`).expect(500);
    const all = lines.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain(code);
    const failed = lines.map((l) => JSON.parse(l) as { url?: string; msg: string }).filter((l) => l.url && l.msg !== 'request completed');
    expect(failed.map((l) => [l.msg, l.url])).toEqual([
      ['API request failed', `/api/boom?token=${MASKED}`],
      ['request failed', `/boom?code=${MASKED}`],
    ]);
  });

  it('masks secrets in every event, transaction and breadcrumb sent to Sentry', async () => {
    let options: Record<string, (e: unknown) => unknown> = {};
    const captured: unknown[] = [];
    const sdk = {
      init: (o: unknown) => {
        options = o as typeof options;
        return undefined;
      },
      captureException: (err: unknown, hint: unknown) => {
        captured.push(hint);
        return 'id';
      },
      flush: async () => true,
    } as unknown as SentrySdk;
    const observability = await createObservability({ SENTRY_DSN: 'https://key@sentry.example/1', APP_ENV: 'dev' }, pino({ level: 'silent' }), async () => sdk);
    const code = secret('sentry');
    const event = {
      message: `GET /gift/redeem?code=${code} failed`,
      request: { url: `${PUBLIC_URL}/gift/redeem?code=${code}&x=1`, query_string: `code=${code}&x=1` },
      breadcrumbs: [{ category: 'http', data: { url: `https://cdn.example/x?secret=${code}` } }],
      exception: { values: [{ value: `bad gift ${PUBLIC_URL}/feature/a?gift=${code}` }] },
    };
    const sent = JSON.stringify([options.beforeSend(event), options.beforeSendTransaction(event), options.beforeBreadcrumb(event.breadcrumbs[0])]);
    expect(sent).not.toContain(code);
    expect(sent).toContain(`"query_string":"code=${MASKED}&x=1"`);
    expect(sent).toContain(`/gift/redeem?code=${MASKED}&x=1`);

    observability.captureException(new Error('x'), { url: `/gift/redeem?code=${code}` });
    const app = buildTestApp(createFakeContent(), { config: testConfig(), routers: [failing()], observability });
    await request(app).get(`/boom?code=${code}`).expect(500);
    expect(captured).toHaveLength(2);
    expect(JSON.stringify(captured)).not.toContain(code);
  });

  it('masks values only, cheaply, and leaves look-alike names alone', () => {
    expect(maskSecrets('/a?zipcode=1&codex=2&tokens=3')).toBe('/a?zipcode=1&codex=2&tokens=3');
    expect(maskSecrets('/sections/news')).toBe('/sections/news');
    expect(maskSecrets('/x?CODE=abc#top')).toBe(`/x?CODE=${MASKED}#top`);
    // A return path inside another URL's query is masked too.
    expect(maskSecrets('/auth?returnTo=%2Fgift%2Fredeem%3Fcode%3Dabc%26y%3D1')).toBe(`/auth?returnTo=%2Fgift%2Fredeem%3Fcode%3D${MASKED}%26y%3D1`);
  });
});
