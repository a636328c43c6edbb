/** Renders pages of the real app over the generated dataset and parses them for assertions. */
import request from 'supertest';
import { JSDOM } from 'jsdom';
import type { RequestListener } from 'node:http';
import { createContentService } from '../../../server/content/index.js';
import { createLogger } from '../../../server/logger.js';
import { buildTestApp, testConfig } from '../../support/app.js';

export function pagesApp(vars: Record<string, string> = {}): RequestListener {
  const config = testConfig(vars);
  const content = createContentService({ config, logger: createLogger('silent') });
  return buildTestApp(content, { config });
}

export interface RenderedPage {
  status: number;
  html: string;
  doc: Document;
  /** The page's own content (the frame's nav and footer excluded). */
  main: Element;
  title: string;
}

export async function render(app: RequestListener, path: string): Promise<RenderedPage> {
  const res = await request(app).get(path);
  const doc = new JSDOM(res.text).window.document;
  return { status: res.status, html: res.text, doc, main: doc.querySelector('main')!, title: doc.title };
}

/**
 * Every <img> (and <source>) in `root` must reserve its box: width and height set (no layout shift:
 * docs/architecture.md#the-bars).
 */
export function expectSizedImages(root: Element): void {
  for (const img of images(root, 'img, picture source')) {
    expect(Number(img.getAttribute('width')), img.outerHTML.slice(0, 120)).toBeGreaterThan(0);
    expect(Number(img.getAttribute('height')), img.outerHTML.slice(0, 120)).toBeGreaterThan(0);
  }
}

/** Rendered images matching `selector` (the <noscript> copies of lazy images left out). */
export const images = (root: Element, selector = 'img') => [...root.querySelectorAll(selector)].filter((el) => !el.closest('noscript'));

export const texts = (root: Element, selector: string) => [...root.querySelectorAll(selector)].map((el) => el.textContent?.trim() ?? '');

/** The date format pages use (client/components/content/format.ts). */
export const usDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(Date.parse(iso));

/** The parsed JSON-LD blocks of a page. */
export function jsonLd(doc: Document): Record<string, unknown>[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));
}
