/** The real app over the generated dataset with the SEO router mounted, and XML parsing for checks. */
import request from 'supertest';
import { JSDOM } from 'jsdom';
import type { RequestListener } from 'node:http';
import { createContentService, createContentRoutes } from '../../../server/content/index.js';
import { createLogger } from '../../../server/logger.js';
import { createSeoRouter } from '../../../server/seo/index.js';
import { buildTestApp, testConfig } from '../../support/app.js';
import type { AppDeps } from '../../../server/app.js';

export const PUBLIC_URL = 'https://www.colophon.test';
/** The dataset's own 'now' (data/README.md): its newest articles are from the two days before. */
export const DATASET_NOW = new Date('2026-11-15T12:00:00Z');

export function seoApp(vars: Record<string, string> = {}, clock: () => Date = () => DATASET_NOW, overrides: Partial<AppDeps> = {}): RequestListener {
  const config = testConfig({ PUBLIC_URL, ...vars });
  const logger = createLogger('silent');
  const content = createContentService({ config, logger });
  const seo = createSeoRouter({ config, content, logger, clock });
  return buildTestApp(content, { config, contentRoutes: createContentRoutes(config), routers: [seo], ...overrides });
}

/** Parsed with a real XML parser; throws on anything not well-formed. */
export function parseXml(xml: string): Document {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

export async function getXml(app: RequestListener, path: string): Promise<{ status: number; type: string; cacheControl: string; doc: Document; text: string }> {
  const res = await request(app).get(path).buffer(true).parse((r, cb) => {
    let text = '';
    r.setEncoding('utf8');
    r.on('data', (chunk: string) => (text += chunk));
    r.on('end', () => cb(null, text));
  });
  const text = res.body as string;
  return { status: res.status, type: String(res.headers['content-type']), cacheControl: String(res.headers['cache-control']), doc: parseXml(text), text };
}

/** Text of every element named `name` (namespaced names as written, e.g. 'news:title'). */
export const texts = (doc: Document | Element, name: string) => [...doc.getElementsByTagName(name)].map((e) => e.textContent ?? '');

/** Up to `n` items spread evenly over `list` (first and last included). */
export function spread<T>(list: T[], n: number): T[] {
  if (list.length <= n) return list;
  return Array.from({ length: n }, (_, i) => list[Math.round((i * (list.length - 1)) / (n - 1))]);
}

/** The site path of an absolute URL on PUBLIC_URL. */
export function sitePath(url: string): string {
  expect(url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  return url.slice(PUBLIC_URL.length);
}
