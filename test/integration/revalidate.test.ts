import request from 'supertest';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { buildTestApp, testConfig } from '../support/app.js';
import { createFakeContent } from '../support/fake-content.js';

const SECRET = 'webhook-secret-for-tests';

function setup(vars: Record<string, string> = { SANITY_WEBHOOK_SECRET: SECRET }) {
  const content = createFakeContent();
  let purges = 0;
  content.purge = () => {
    purges++;
  };
  const app = buildTestApp(content, { config: testConfig(vars) });
  return { app, purges: () => purges };
}

const body = JSON.stringify({ _id: 'article-0001', _type: 'article', slug: { current: 'x' } });

describe('POST /api/revalidate (publish webhook)', () => {
  it('purges the cache for a correctly signed request', async () => {
    const { app, purges } = setup();
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
    const res = await request(app)
      .post('/api/revalidate')
      .set('content-type', 'application/json')
      .set(SIGNATURE_HEADER_NAME, signature)
      .send(body);
    expect(res.status).toBe(200);
    // A content double without changeKeys: everything, as before keys.
    expect(res.body).toEqual({ purged: true, documentId: 'article-0001', keys: ['all'] });
    expect(purges()).toBe(1);
  });

  it.each([
    ['no signature', undefined],
    ['a signature made with another secret', 'other-secret'],
    ['a signature of another body', 'tampered'],
  ])('answers 401 and purges nothing with %s', async (_name, variant) => {
    const { app, purges } = setup();
    let req = request(app).post('/api/revalidate').set('content-type', 'application/json');
    if (variant === 'other-secret') req = req.set(SIGNATURE_HEADER_NAME, await encodeSignatureHeader(body, Date.now(), 'nope'));
    if (variant === 'tampered') req = req.set(SIGNATURE_HEADER_NAME, await encodeSignatureHeader('{"_id":"x"}', Date.now(), SECRET));
    const res = await req.send(body);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Invalid webhook signature');
    expect(purges()).toBe(0);
  });

  it('a garbled signature header is a 401, not a crash', async () => {
    const { app, purges } = setup();
    const res = await request(app).post('/api/revalidate').set(SIGNATURE_HEADER_NAME, 't=abc,v1=').send(body);
    expect(res.status).toBe(401);
    expect(purges()).toBe(0);
  });

  it('answers 503 when no secret is configured', async () => {
    const { app, purges } = setup({});
    const res = await request(app).post('/api/revalidate').send(body);
    expect(res.status).toBe(503);
    expect(purges()).toBe(0);
  });

  it('passes the purge on to the other replicas, and purges when they announce one', async () => {
    const content = createFakeContent();
    let purges = 0;
    content.purge = () => {
      purges++;
    };
    const published: Array<{ documentId?: string | null }> = [];
    let fromOthers: () => void = () => undefined;
    const app = buildTestApp(content, {
      config: testConfig({ SANITY_WEBHOOK_SECRET: SECRET }),
      purges: { publish: async (m) => void published.push(m), subscribe: (listener) => void (fromOthers = listener) },
    });
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
    await request(app).post('/api/revalidate').set('content-type', 'application/json').set(SIGNATURE_HEADER_NAME, signature).send(body).expect(200);
    expect(published).toEqual([{ documentId: 'article-0001' }]);
    expect(purges).toBe(1);
    fromOthers();
    expect(purges).toBe(2);
  });

  it('answers 503 (so Sanity retries) when the purge cannot reach the other replicas', async () => {
    const content = createFakeContent();
    const app = buildTestApp(content, {
      config: testConfig({ SANITY_WEBHOOK_SECRET: SECRET }),
      purges: { publish: () => Promise.reject(new Error('Connection terminated unexpectedly')), subscribe: () => undefined },
    });
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
    const res = await request(app).post('/api/revalidate').set('content-type', 'application/json').set(SIGNATURE_HEADER_NAME, signature).send(body);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: { code: 'purge-not-shared', message: 'The purge could not reach the other replicas. Please retry.' } });
  });
});
