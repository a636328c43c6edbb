/**
 * Screenshots of the Studio for docs/editors.md (docs/studio-desk.png, docs/studio-article.png), taken
 * offline: starts `sanity dev` on a free port, opens it in the system Chromium with every call to
 * api.sanity.io answered from the embedded dataset (offline.mjs, fake-api.mjs), shoots the desk and
 * an article's form at 1440x900, and stops the dev server. The Presentation tool's screenshot
 * (docs/studio-presentation.png) needs the site too: test/e2e/presentation.e2e.ts takes it.
 *
 *   node studio/screenshots.mjs            (CHROMIUM=/path/to/chromium to use another browser)
 *
 * playwright-core comes from the site's node_modules; the Studio's own from studio/node_modules.
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { loadDataset } from './fake-api.mjs';
import { STUDIO_DIR as STUDIO, freePort, offlineStudio, startStudio, stopStudio } from './offline.mjs';

const ROOT = path.resolve(STUDIO, '..');
const OUT = path.join(ROOT, 'docs');
const PROJECT_ID = 'local';
const DATASET = 'production';
const VIEWPORT = { width: 1440, height: 900 };
const VERBOSE = Boolean(process.env.VERBOSE);

async function main() {
  const docs = loadDataset(path.join(ROOT, 'data/dataset.ndjson'));
  const byId = new Map(docs.map((d) => [d._id, d]));
  // The newest published articles head the desk's list; the form shows the newest with a hero image.
  const articles = docs.filter((d) => d._type === 'article' && !d._id.startsWith('drafts.')).sort((a, b) => b._updatedAt.localeCompare(a._updatedAt));
  const article = byId.get(process.env.ARTICLE_ID ?? articles.find((a) => a.hero?.heroImage)?._id);
  if (!article) throw new Error('no article to show: generate the dataset first (npm run dataset)');
  const newest = new RegExp(articles.slice(0, 40).map((a) => a.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
  const port = await freePort();
  const studio = await startStudio(port, { projectId: PROJECT_ID, dataset: DATASET });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await offlineStudio(page, { docs, byId, projectId: PROJECT_ID, dataset: DATASET, log: VERBOSE ? (line) => console.log(line) : undefined });
    if (VERBOSE) page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text().slice(0, 300)));

    mkdirSync(OUT, { recursive: true });
    const base = `http://127.0.0.1:${port}`;
    await page.goto(`${base}/structure/article`, { waitUntil: 'domcontentloaded' });
    await page.getByText(newest).first().waitFor({ timeout: 45_000 });
    await page.waitForTimeout(1500); // thumbnails and list previews settle
    await page.screenshot({ path: path.join(OUT, 'studio-desk.png') });

    await page.goto(`${base}/structure/article;${article._id}`, { waitUntil: 'domcontentloaded' });
    await page.locator('[data-testid="document-panel-scroller"], form').first().waitFor({ timeout: 45_000 });
    await page.getByText('Title', { exact: true }).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2500);
    await page.screenshot({ path: path.join(OUT, 'studio-article.png') });
    console.log(`wrote ${path.relative(ROOT, path.join(OUT, 'studio-desk.png'))} and studio-article.png`);
  } catch (error) {
    // What the page showed when it gave up (VERBOSE=1 also logs every API call and query).
    const shot = path.join(os.tmpdir(), 'studio-screenshots-failed.png');
    await browser.contexts()[0]?.pages()[0]?.screenshot({ path: shot });
    console.error(`the page at the time: ${shot}`);
    throw error;
  } finally {
    await browser.close();
    stopStudio(studio);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
