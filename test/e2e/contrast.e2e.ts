/**
 * Issue 32: every button and badge readable on every page type, in every site theme. On a server
 * of its own with login and the paywall on (so the account buttons and PREMIUM badges show),
 * at 390 and 1440 px: one page of each type (test/e2e/page-types.ts) in its own theme, and the
 * home page (the most kinds of buttons) in every theme. For each piece of text in a button, a
 * button-styled link or a badge, the computed colour against the nearest background painted
 * under it has a WCAG contrast ratio of at least 4.5:1. axe leaves such colours 'incomplete'
 * when backgrounds are layered, so the ratio is computed here (test/e2e/contrast.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { THEMES } from '../../shared/theme.js';
import { freePort } from '../support/free-port.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { MIN_TEXT_CONTRAST, sampleContrast, type ContrastSample } from './contrast.js';
import { PAGE_TYPES } from './page-types.js';
import { spawnServer, waitReady, type Spawned } from './spawn-server.js';
import { DESKTOP, PHONE } from './viewports.js';

/** Buttons, links styled as buttons, and badges (PREMIUM, labels on cards, counts). */
const TARGETS = ['button', '.button', '[role="button"]', 'input[type="submit"]', '[class*="badge"]'].join(', ');

let server: Spawned;
let dataDir: string;
beforeAll(async () => {
  const port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'colophon-e2e-contrast-'));
  server = spawnServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, FEATURE_PAYWALL: 'on', FEATURE_LOGIN: 'on' });
  await waitReady(server);
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function open(page: Page, url: string): Promise<void> {
  // Third-party frames and scripts cannot load here; what is checked is our own paint.
  await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
  await page.goto(server.base + url);
  await waitForHydration(page);
}

function unreadable(samples: ContrastSample[]): ContrastSample[] {
  return samples.filter((s) => !(s.ratio >= MIN_TEXT_CONTRAST));
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('buttons and badges contrast (%s)', (_name, viewport) => {
  const t = pagePerTest({ viewport });

  it('every page type, in its own theme', async () => {
    let sampled = 0;
    const failures: Record<string, ContrastSample[]> = {};
    for (const [type, url] of PAGE_TYPES) {
      await open(t.page, url);
      const samples = await sampleContrast(t.page, TARGETS);
      sampled += samples.length;
      if (unreadable(samples).length) failures[`${type} ${url}`] = unreadable(samples);
    }
    // The check looks at something: every page has at least its header's buttons.
    expect(sampled).toBeGreaterThan(PAGE_TYPES.length);
    expect(failures).toEqual({});
  }, 240_000);

  it('home in every site theme', async () => {
    await open(t.page, '/');
    const failures: Record<string, ContrastSample[]> = {};
    for (const theme of THEMES) {
      await t.page.evaluate((value) => {
        const app = document.querySelector('.app')!;
        if (value !== 'default') app.setAttribute('data-theme', value);
        else app.removeAttribute('data-theme');
      }, theme);
      const samples = await sampleContrast(t.page, TARGETS);
      expect(samples.length).toBeGreaterThan(0);
      if (unreadable(samples).length) failures[theme] = unreadable(samples);
    }
    expect(failures).toEqual({});
  }, 120_000);
});
