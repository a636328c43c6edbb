import express from 'express';
import request from 'supertest';
import pino from 'pino';
import { ConflictError, GoneError, UpstreamError } from '../../../server/domain-errors.js';
import { createJsonErrorHandler } from '../../../server/http/error-handler.js';

function appThrowing(err: unknown) {
  const app = express();
  app.post('/x', express.json({ limit: '10b' }), () => {
    throw err;
  });
  app.use(createJsonErrorHandler(pino({ level: 'silent' })));
  return app;
}

describe('jsonErrorHandler', () => {
  it('answers typed errors with their status, code and message', async () => {
    const res = await request(appThrowing(new ConflictError('email-already-in-use', 'Email already has an account'))).post('/x').expect(409);
    expect(res.body).toEqual({ error: { code: 'email-already-in-use', message: 'Email already has an account' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('maps each kind of domain error to its status, keeping its code and message', async () => {
    const gone = await request(appThrowing(new GoneError('gift-expired', 'This gift link has expired'))).post('/x').expect(410);
    expect(gone.body).toEqual({ error: { code: 'gift-expired', message: 'This gift link has expired' } });
    const upstream = await request(appThrowing(new UpstreamError('billing-unavailable', 'Try again', new Error('stripe: secret detail')))).post('/x').expect(502);
    expect(upstream.body).toEqual({ error: { code: 'billing-unavailable', message: 'Try again' } });
  });

  it('hides everything about unexpected errors', async () => {
    const res = await request(appThrowing(new Error('relation "users" does not exist at /srv/db.ts:12'))).post('/x').expect(500);
    expect(res.body).toEqual({ error: { code: 'internal', message: 'Something went wrong' } });
    expect(res.text).not.toMatch(/relation|db\.ts|stack/);
    await request(appThrowing('a string')).post('/x').expect(500);
    await request(appThrowing({ status: 'weird' })).post('/x').expect(500);
  });

  it('turns body-parser errors into 400 and 413 with a message', async () => {
    const app = appThrowing(new ConflictError('teapot', 'never reached'));
    const bad = await request(app).post('/x').set('Content-Type', 'application/json').send('{"a":').expect(400);
    expect(bad.body).toEqual({ error: { code: 'invalid-input', message: 'Invalid JSON body' } });
    const big = await request(app).post('/x').set('Content-Type', 'application/json').send('{"a":"0123456789"}').expect(413);
    expect(big.body).toEqual({ error: { code: 'payload-too-large', message: 'Request body too large' } });
    const enc = await request(app).post('/x').set('Content-Type', 'application/json').set('Content-Encoding', 'x-zip').send('{}').expect(415);
    expect(enc.body.error.message).toBe('Unsupported request body encoding');
  });
});
