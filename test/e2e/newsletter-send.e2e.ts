/**
 * 'Send to newsletter' in the Studio, offline (studio/offline.mjs: `sanity dev`, every call to
 * Sanity answered on this machine; the Content Lake is test/support/groq-stub.ts): an editor opens a
 * published feature article, picks a newsletter in the action's dialog, confirms, and a
 * newsletterSend document lands in the Content Lake with the editor's name, the newsletter and the
 * story; its webhook projection is the body the site's POST /api/newsletters/sends takes (that
 * route is proven in test/integration/newsletters/studio-sends.test.ts). Opened again, the dialog
 * marks that newsletter as already sent and will not choose it; on a story that was never
 * published the action is off; 'Newsletter sends' in the desk lists the request. Captures of the
 * dialog, its confirmation and the list: test-results/newsletter-send/{dialog,confirm,sends}.png.
 */
import { mkdirSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { evaluate, parse } from 'groq-js';
import { freePort, offlineStudio, startStudio, stopStudio } from '../../studio/offline.mjs';
import { SEND_TEXT, SEND_WEBHOOK } from '../../studio/newsletter-send/request.js';
import { datasetDocuments, released } from '../support/dataset.js';
import { startGroqStub, type GroqStub } from '../support/groq-stub.js';
import { poll } from '../support/poll.js';
import { launchBrowser } from './browser.js';

const OUT = path.resolve('test-results/newsletter-send');
const feature = released('featureArticle')[0]!;
/** What fake-api.mjs says of the signed-in editor. */
const EDITOR = 'Ruth Adler <editor@colophon.example>';

let stub: GroqStub;
let studio: ChildProcess | undefined;
let browser: Browser;
let page: Page;
let offline: { close(): Promise<void> } | undefined;
let studioOrigin: string;
let newsletter: { _id: string; name: string };

/** The newsletterSend documents in the Content Lake stand-in. */
async function sends(): Promise<Array<Record<string, unknown>>> {
  const url = `${stub.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_type == "newsletterSend"]')}`;
  return ((await (await fetch(url)).json()) as { result: Array<Record<string, unknown>> }).result;
}

async function openAction(id: string, type: string) {
  await page.goto(`${studioOrigin}/structure/${type};${id}`, { waitUntil: 'domcontentloaded', timeout: 120_000 });
  const menu = page.locator('[data-testid="pane-footer"] [data-testid="action-menu-button"]');
  await menu.waitFor({ timeout: 120_000 });
  await menu.click();
  return page.getByRole('menuitem', { name: SEND_TEXT.label });
}

beforeAll(async () => {
  const docs = datasetDocuments() as unknown as Array<Record<string, unknown> & { _id: string }>;
  const first = docs.find((d) => d._type === 'newsletter' && !d._id.startsWith('drafts.'))!;
  newsletter = { _id: first._id, name: String(first.name) };
  stub = await startGroqStub(docs);
  const port = await freePort();
  studioOrigin = `http://127.0.0.1:${port}`;
  studio = await startStudio(port, { timeoutMs: 400_000 });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  offline = await offlineStudio(page, { docs, byId: new Map(docs.map((d) => [d._id, d])), contentLake: stub.url, log: process.env.VERBOSE ? console.log : undefined });
  // The first load of a fresh `sanity dev` bundles the Studio's modules on demand: once, here.
  await page.goto(`${studioOrigin}/structure/featureArticle`, { waitUntil: 'domcontentloaded', timeout: 400_000 });
  await page.locator('[data-testid="pane-footer"], [data-testid="document-pane"], [data-testid="pane-content"]').first().waitFor({ timeout: 300_000 });
}, 800_000);

afterAll(async () => {
  await browser?.close();
  await offline?.close();
  if (studio) stopStudio(studio);
  await stub?.close();
});

describe("the Studio's 'Send to newsletter' (offline, one fake Content Lake)", () => {
  it('sends a published feature to the chosen newsletter: a newsletterSend document with who and when', async () => {
    const item = await openAction(feature._id, 'featureArticle');
    await item.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(SEND_TEXT.choose).waitFor({ timeout: 30_000 });
    await dialog.getByText(newsletter.name, { exact: true }).click();
    mkdirSync(OUT, { recursive: true });
    await page.screenshot({ path: path.join(OUT, 'dialog.png') });
    await dialog.getByRole('button', { name: SEND_TEXT.next }).click();
    await dialog.getByText(SEND_TEXT.confirm(feature.title, newsletter.name)).waitFor({ timeout: 10_000 });
    await page.screenshot({ path: path.join(OUT, 'confirm.png') });
    const before = Date.now();
    await dialog.getByRole('button', { name: SEND_TEXT.send }).click();
    await page.getByText(SEND_TEXT.sent(newsletter.name)).waitFor({ timeout: 30_000 });

    await poll(sends, { timeout: 10_000 }).toHaveLength(1);
    const [doc] = await sends();
    expect(doc).toMatchObject({
      _type: 'newsletterSend',
      newsletter: { _type: 'reference', _ref: newsletter._id, _weak: true },
      story: { _type: 'reference', _ref: feature._id, _weak: true },
      requestedBy: EDITOR,
    });
    expect(Date.parse(String(doc!.requestedAt))).toBeGreaterThanOrEqual(before - 60_000);
    // What Sanity's webhook would post to the site.
    const [body] = (await (await evaluate(parse(`*[${SEND_WEBHOOK.filter}]${SEND_WEBHOOK.projection}`), { dataset: [doc] })).get()) as object[];
    expect(body).toEqual({ _id: doc!._id, newsletterId: newsletter._id, storyId: feature._id, requestedBy: EDITOR, requestedAt: doc!.requestedAt });
  }, 240_000);

  it('marks that newsletter as already sent the next time, and will not choose it', async () => {
    const item = await openAction(feature._id, 'featureArticle');
    await item.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(SEND_TEXT.choose).waitFor({ timeout: 30_000 });
    const day = new Date().toISOString().slice(0, 10);
    await dialog.getByText(SEND_TEXT.alreadySent(day, EDITOR), { exact: false }).waitFor({ timeout: 10_000 });
    await expect(dialog.locator(`input[type="radio"][value="${newsletter._id}"]`).isDisabled()).resolves.toBe(true);
    await expect(dialog.getByRole('button', { name: SEND_TEXT.next }).isDisabled()).resolves.toBe(true);
    await dialog.getByRole('button', { name: SEND_TEXT.cancel }).click();
    expect(await sends()).toHaveLength(1);
  }, 180_000);

  it("lists the request under 'Newsletter sends': story, newsletter, when and who", async () => {
    await page.goto(`${studioOrigin}/structure/newsletterSend`, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    await page.getByText(`${feature.title} \u2192 ${newsletter.name}`).first().waitFor({ timeout: 60_000 });
    await page.getByText(EDITOR, { exact: false }).first().waitFor({ timeout: 10_000 });
    await page.screenshot({ path: path.join(OUT, 'sends.png') });
  }, 180_000);

  it('is off on a story that was never published', async () => {
    const item = await openAction('drafts.article-new-01', 'article');
    await item.waitFor({ timeout: 10_000 });
    await expect(item.isDisabled()).resolves.toBe(true);
  }, 180_000);
});
