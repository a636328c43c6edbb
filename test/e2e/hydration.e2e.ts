/**
 * The server renders with React, the browser hydrates with Preact (build.mjs). Preact keeps the
 * server's DOM when it hydrates and reports no mismatch, so a page whose client render differs
 * would go unnoticed (stale attributes, a label pointing at the wrong id). Here each page is
 * rendered afresh in the browser, with the browser bundle's aliases and the page's own data, and
 * compared with the server's HTML: elements, attributes and text must be the same, and the head
 * tags the client renders must be the ones the server hoisted.
 */
import * as esbuild from 'esbuild';
import type { Browser } from 'playwright-core';
import { inject } from './provided.js';
import { browserAlias } from '../../build.mjs';
import { released, slugOf } from '../support/dataset.js';
import type { ArticleDocument } from '../../shared/content/raw.js';
import { launchBrowser } from './browser.js';
import type { ClientRenderResult } from './client-render.js';

const baseUrl = inject('baseUrl');
const articleUrl = (a: ArticleDocument) => `/sections/${slugOf(a.section._ref)}/articles/${a.slug.current}`;
const article = (pick: (a: ArticleDocument) => boolean) => articleUrl(released('article').find(pick)!);
const episode = released('podcastEpisode')[0]!;

const PAGES = [
  '/',
  '/sections/arts-letters',
  '/sections/news/archive',
  article(() => true),
  article((a) => (a.hero?.imageHotspots?.length ?? 0) > 0),
  article((a) => a.content.body.some((b) => b._type === 'imageCarousel')),
  article((a) => a.content.body.some((b) => b._type === 'podcastPlayer')),
  `/podcasts/${slugOf(episode.podcast._ref)}/${episode.slug.current}`,
  `/recipes/${released('recipeArticle')[0]!.slug.current}`,
  `/sections/holidays/${released('holiday')[0]!.slug.current}`,
  '/encyclopedia',
  '/contributors',
  '/newsletter',
  '/search?q=bread',
  '/auth/reset?token=x',
  '/no/such/page',
];

describe('the browser renders what the server rendered', () => {
  let browser: Browser;
  let script: string;

  beforeAll(async () => {
    const result = await esbuild.build({
      entryPoints: ['test/e2e/client-render.tsx'],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      jsx: 'automatic',
      alias: browserAlias,
      define: { 'process.env.NODE_ENV': '"production"' },
      loader: { '.css': 'empty', '.svg': 'empty', '.woff2': 'empty', '.png': 'empty' },
      logLevel: 'warning',
    });
    script = result.outputFiles[0]!.text;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(PAGES)('%s', async (path) => {
    const page = await browser.newPage();
    // The page's entry script is swapped for the fresh render; the page's chunks never load.
    await page.route(/\/assets\/entry-[A-Z0-9]+\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: script }));
    await page.goto(baseUrl + path);
    await page.waitForFunction(() => window.__clientRender !== undefined, undefined, { timeout: 15000 });
    const result = (await page.evaluate(() => window.__clientRender)) as ClientRenderResult;
    await page.close();
    expect(result.error).toBeUndefined();
    expect(result.diffs).toEqual([]);
    expect(result.headOnlyOnClient).toEqual([]);
  });
});
