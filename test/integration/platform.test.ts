/** Platform behaviour of createApp: security headers, asset caching, health, state embedding. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { buildRealApp } from '../support/real-app.js';
import { buildTestApp, testConfig } from '../support/app.js';
import { createFakeContent } from '../support/fake-content.js';
import { escapeJson } from '../../server/render/serialize.js';
import { MEMBER_HINT_SCRIPT } from '../../shared/member-hint.js';

let app: RequestListener;
beforeAll(() => {
  app = buildRealApp().app;
});

describe('HTTP basics', () => {
  it('pages carry helmet headers and a CSP without unsafe-inline scripts', async () => {
    const res = await request(app).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it('state travels as JSON script tags, not inline executable script', async () => {
    const res = await request(app).get('/sections/news');
    // The member hint (shared/member-hint.ts) is the one inline script, allowed by its hash.
    const scripts = [...res.text.replace(`<script>${MEMBER_HINT_SCRIPT}</script>`, '').matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) {
      expect(attrs).toMatch(/type="application\/json"|type="application\/ld\+json"|src="/);
    }
    const state = /<script type="application\/json" id="__state">(.*?)<\/script>/s.exec(res.text)![1]!;
    expect(JSON.parse(state).ui.theme).toBe('beige');
  });

  it('escapes content that could close the script tag', () => {
    const json = escapeJson({ title: '</script><script>alert(1)</script>', sep: '\u2028' });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('<');
    expect(JSON.parse(json).title).toBe('</script><script>alert(1)</script>');
  });

  it('GET /healthz answers ok', async () => {
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('pages compress', async () => {
    const res = await request(app).get('/sections/news').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('unknown API paths answer a JSON 404', async () => {
    const res = await request(app).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBeTruthy();
  });
});

describe('static assets', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'colophon-assets-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'public'));
  writeFileSync(path.join(dir, 'assets', 'entry-ABC123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'public', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const assetsApp = buildTestApp(createFakeContent(), { config: { ...testConfig(), clientBuildDir: dir } });

  it('hashed files are cached for a year, immutable', async () => {
    const res = await request(assetsApp).get('/assets/entry-ABC123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('other public files get a short cache', async () => {
    const res = await request(assetsApp).get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('a missing asset is a 404, not a page render', async () => {
    const res = await request(assetsApp).get('/assets/nope-123.js');
    expect(res.status).toBe(404);
  });
});

describe('readiness', () => {
  it('GET /readyz is ready when the content source and the checks answer', async () => {
    const ready = buildTestApp(createFakeContent(), { readiness: { database: async () => 1 } });
    const res = await request(ready).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', checks: { content: 'ok', database: 'ok' } });
  });

  it('answers 503 naming what is down', async () => {
    const content = createFakeContent();
    content.ping = () => Promise.reject(new Error('down'));
    const res = await request(buildTestApp(content, { readiness: { database: async () => 1 } })).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.checks).toEqual({ content: 'unavailable', database: 'ok' });
  });
});
