import express from 'express';
import request from 'supertest';
import { createJsonErrorHandler } from '../../server/http/error-handler.js';
import { createClientErrorsRouter } from '../../server/api/client-errors.js';
import { CLIENT_ERRORS_PATH, CLIENT_ERROR_LIMITS } from '../../shared/client-errors.js';
import pino from 'pino';

const PUBLIC_URL = 'http://localhost:3000';

function appWith() {
  const logged: { obj: unknown; msg: string }[] = [];
  const logger = { warn: (obj: unknown, msg: string) => logged.push({ obj, msg }) };
  const app = express();
  app.use(createClientErrorsRouter({ config: { PUBLIC_URL }, logger: logger as never, rateLimits: { perIp: 3 } }));
  app.use(createJsonErrorHandler(pino({ level: 'silent' })));
  return { app, logged };
}

const report = { kind: 'recoverable', message: 'Hydration failed', componentStack: '\n    at p', url: '/sections/news' };

describe('POST /api/client-errors', () => {
  it('logs a React error report from the browser and answers 204', async () => {
    const { app, logged } = appWith();
    const res = await request(app).post(CLIENT_ERRORS_PATH).set('origin', PUBLIC_URL).send(report);
    expect(res.status).toBe(204);
    expect(logged).toEqual([{ obj: { clientError: report }, msg: 'browser: React recoverable error' }]);
  });

  it.each([
    ['an unknown kind', { ...report, kind: 'weird' }, /kind must be one of recoverable, uncaught, caught/],
    ['a message that is not text', { ...report, message: 42 }, /message must be a string/],
    ['an off-site url', { ...report, url: 'https://evil.example/' }, /url must be a path on this site/],
    ['a message over the limit', { ...report, message: 'x'.repeat(CLIENT_ERROR_LIMITS.message + 1) }, /at most 1000 characters/],
    ['no body fields', {}, /kind must be one of/],
  ])('refuses %s with a 400 and a message, logging nothing', async (_what, body, message) => {
    const { app, logged } = appWith();
    const res = await request(app).post(CLIENT_ERRORS_PATH).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect(logged).toEqual([]);
  });

  it('refuses other sites, non-JSON bodies and floods', async () => {
    const { app, logged } = appWith();
    expect((await request(app).post(CLIENT_ERRORS_PATH).set('origin', 'https://evil.example').send(report)).status).toBe(403);
    expect((await request(app).post(CLIENT_ERRORS_PATH).type('text/plain').send('hello')).status).toBe(415);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await request(app).post(CLIENT_ERRORS_PATH).send(report)).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect(logged).toHaveLength(3);
  });
});
