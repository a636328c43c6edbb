/**
 * Whose X-Forwarded-For counts (TRUST_PROXY): by default nobody's, so a client rotating the header
 * from a local hop still meets the per-IP sign-in limit; with a hop count, the proxy's word counts.
 */
import request from 'supertest';
import { buildFullApp, type FullApp } from './full-app.js';

const PER_IP = 3;
const PER_EMAIL = 4;
const login = (app: FullApp['app'], i: number, forwardedFor?: string) => {
  const req = request(app).post('/api/auth/login').set('Origin', 'http://localhost:3000');
  if (forwardedFor) req.set('X-Forwarded-For', forwardedFor);
  return req.send({ email: `reader${i}@example.com`, password: 'wrong-password-1' });
};

describe.each([
  ['unset', {}],
  ['a list without this hop', { TRUST_PROXY: '10.1.0.0/16' }],
])('TRUST_PROXY %s', (_name, vars) => {
  let full: FullApp;
  beforeAll(async () => {
    full = await buildFullApp({ vars, rateLimits: { perIp: PER_IP } });
  });
  afterAll(() => full.close());

  it('ignores X-Forwarded-For: rotating it from loopback still meets the per-IP limit', async () => {
    for (let i = 0; i < PER_IP; i++) await login(full.app, i, `203.0.113.${i + 1}`).expect(401);
    const res = await login(full.app, 99, '198.51.100.77').expect(429);
    expect(res.body.error.code).toBe('quota-exceeded');
  });
});

describe('TRUST_PROXY=1 (one load balancer in front)', () => {
  let full: FullApp;
  beforeAll(async () => {
    full = await buildFullApp({ vars: { TRUST_PROXY: '1' }, rateLimits: { perIp: PER_IP, perEmail: PER_EMAIL } });
  });
  afterAll(() => full.close());

  it('counts each forwarded client address on its own', async () => {
    for (let i = 0; i < PER_IP; i++) await login(full.app, i, '203.0.113.1').expect(401);
    await login(full.app, 10, '203.0.113.1').expect(429);
    // Another client behind the same proxy is not held back by the first one's attempts.
    await login(full.app, 11, '203.0.113.2').expect(401);
    // Only the hop nearest the app counts: a client cannot prepend its own address.
    await login(full.app, 12, '198.51.100.9, 203.0.113.1').expect(429);
  });

  it('counts failed attempts per email across addresses', async () => {
    const attempt = (ip: string) =>
      request(full.app).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email: 'target@example.com', password: 'guess-1234' });
    for (let i = 0; i < PER_EMAIL; i++) await attempt(`192.0.2.${i + 1}`).expect(401);
    expect((await attempt('192.0.2.200').expect(429)).body.error.code).toBe('quota-exceeded');
  });
});
