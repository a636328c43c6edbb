/**
 * Issue 32: the paywall panel stays readable whatever colours the page around it paints. On a
 * server of its own with FEATURE_PAYWALL on, signed out, at 390 and 1440 px: a premium article in
 * every site theme, and every premium feature in its own palette and in every feature palette of
 * the dataset (applied as the feature page applies it: --paper, --ink and --muted on .feature).
 * For every piece of text in every paywall panel (heading, copy, badge, Subscribe, Log in), the
 * computed colour against the nearest background actually painted under it has a WCAG contrast
 * ratio of at least 4.5:1. axe reports such colours as 'incomplete', so the ratio is computed here.
 * Screenshots of the premium feature's panel land in test-results/screenshots/.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PAYWALL } from '../../shared/premium-messages.js';
import { PAYWALL_SELECTOR } from '../../shared/content/paywall.js';
import { released, ofType } from '../support/dataset.js';
import { freePort } from '../support/free-port.js';
import { premiumArticle } from '../support/premium-article.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { MIN_TEXT_CONTRAST, sampleContrast } from './contrast.js';
import { spawnServer, waitReady, type Spawned } from './spawn-server.js';
import { DESKTOP, PHONE } from './viewports.js';

const OUT = 'test-results/screenshots';
/** The site's themes (client/styles/tokens.css), '' being the default. */
const THEMES = ['', 'black', 'beige', 'collectionWhite', 'sand'];

interface Palette {
  name: string;
  backgroundColor?: string;
  bodyTextColor?: string;
}
const PALETTES: Palette[] = ofType('featureArticle').map((f) => ({
  name: f.slug.current,
  backgroundColor: (f as { backgroundColor?: string }).backgroundColor,
  bodyTextColor: (f as { bodyTextColor?: string }).bodyTextColor,
}));
const PREMIUM_FEATURES = released('featureArticle')
  .filter((f) => f.isPremium === true)
  .map((f) => `/feature/${f.slug.current}`);

let server: Spawned;
let dataDir: string;
beforeAll(async () => {
  const port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'colophon-e2e-paywall-contrast-'));
  server = spawnServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, FEATURE_PAYWALL: 'on', FEATURE_LOGIN: 'on' });
  await waitReady(server);
  mkdirSync(OUT, { recursive: true });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function expectReadable(page: Page, where: string): Promise<void> {
  const samples = await sampleContrast(page, '.paywall');
  // The panel is there, with its badge, heading, Subscribe and Log in.
  for (const text of ['PREMIUM', PAYWALL.heading, PAYWALL.subscribe, PAYWALL.logIn]) expect(samples.map((s) => s.text)).toContain(text);
  expect({ where, unreadable: samples.filter((s) => !(s.ratio >= MIN_TEXT_CONTRAST)) }).toEqual({ where, unreadable: [] });
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(server.base + url);
  await waitForHydration(page);
  await page.locator(`${PAYWALL_SELECTOR} .paywall`).waitFor();
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('paywall panel contrast (%s)', (name, viewport) => {
  const t = pagePerTest({ viewport });

  it('a premium article, in every site theme', async () => {
    await open(t.page, premiumArticle().path);
    for (const theme of THEMES) {
      await t.page.evaluate((value) => {
        const app = document.querySelector('.app')!;
        if (value) app.setAttribute('data-theme', value);
        else app.removeAttribute('data-theme');
      }, theme);
      await expectReadable(t.page, `article, theme '${theme || 'default'}'`);
    }
  });

  it('every premium feature, in its own palette and in every feature palette of the dataset', async () => {
    expect(PREMIUM_FEATURES.length).toBeGreaterThan(0);
    expect(PALETTES.length).toBeGreaterThan(0);
    for (const url of PREMIUM_FEATURES) {
      await open(t.page, url);
      await expectReadable(t.page, `${url}, own palette`);
      const panel = t.page.locator('.paywall').first();
      await panel.scrollIntoViewIfNeeded();
      await t.page.screenshot({ path: `${OUT}/paywall-feature-${name}.png` });
      for (const palette of PALETTES) {
        // As FeaturePage writes them: the background becomes --paper, the body text --ink and --muted.
        await t.page.evaluate((p) => {
          const feature = document.querySelector<HTMLElement>('.feature')!;
          for (const v of ['--paper', '--ink', '--muted']) feature.style.removeProperty(v);
          if (p.backgroundColor) feature.style.setProperty('--paper', p.backgroundColor);
          if (p.bodyTextColor) {
            feature.style.setProperty('--ink', p.bodyTextColor);
            feature.style.setProperty('--muted', p.bodyTextColor);
          }
        }, palette);
        await expectReadable(t.page, `${url}, palette of ${palette.name}`);
      }
    }
    expect(t.problems).toEqual([]);
  });
});
