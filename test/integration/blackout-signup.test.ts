import express from 'express';
import request from 'supertest';
import { createBlackoutRouter } from '../../server/api/blackout.js';
import { createJsonErrorHandler } from '../../server/http/error-handler.js';
import { BLACKOUT_ERROR, BLACKOUT_UNAVAILABLE } from '../../shared/messages.js';

const PUBLIC_URL = 'http://127.0.0.1:3000';

function app(formsEndpoint: string | undefined, fetchImpl?: typeof fetch) {
  const logged: string[] = [];
  const logger = { warn: (...a: unknown[]) => logged.push(String(a.at(-1))), error: (...a: unknown[]) => logged.push(String(a.at(-1))) };
  const silent = { warn: () => undefined, error: () => undefined, info: () => undefined } as never;
  const a = express();
  a.use(createBlackoutRouter({ config: { PUBLIC_URL, FORMS_ENDPOINT: formsEndpoint }, logger, fetchImpl }));
  a.use(createJsonErrorHandler(silent));
  return { app: a, logged };
}

const post = (a: express.Express, body: unknown) =>
  request(a).post('/api/blackout').set('Origin', PUBLIC_URL).set('Content-Type', 'application/json').send(JSON.stringify(body));

describe('POST /api/blackout', () => {
  it('an invalid address is the reader’s: 400 with the form’s wording, Please enter a valid email', async () => {
    const res = await post(app('https://forms.example/submit').app, { email: 'not an email' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(BLACKOUT_ERROR);
  });

  it('without FORMS_ENDPOINT a valid address is not blamed, and the operator sees why in the log', async () => {
    const { app: a, logged } = app(undefined);
    const res = await post(a, { email: 'Valid.Person@Example.com' });
    expect(res.status).toBe(503);
    expect(JSON.stringify(res.body)).toContain(BLACKOUT_UNAVAILABLE);
    expect(JSON.stringify(res.body)).not.toContain(BLACKOUT_ERROR);
    expect(logged.join('\n')).toContain('FORMS_ENDPOINT is not configured');
  });

  it('forwards the lowercased address in the marketing-forms shape: {fields: [email], context: {pageUri}}', async () => {
    const sent: { url: string; body: unknown }[] = [];
    const fake = (async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return new Response('nope', { status: 500 });
    }) as unknown as typeof fetch;
    const res = await post(app('https://forms.example/submit', fake).app, { email: 'Valid.Person@Example.com', pageUri: `${PUBLIC_URL}/` });
    expect(res.status).toBe(200);
    expect(sent).toEqual([
      { url: 'https://forms.example/submit', body: { fields: [{ name: 'email', value: 'valid.person@example.com' }], context: { pageUri: `${PUBLIC_URL}/` } } },
    ]);
  });

  it('an unreachable forms service is ours too: 503, logged', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const { app: a, logged } = app('https://forms.example/submit', down);
    const res = await post(a, { email: 'valid.person@example.com' });
    expect(res.status).toBe(503);
    expect(logged.join('\n')).toContain('forms service unreachable');
  });
});
