/**
 * Third-party scripts and the data layer in a real browser.
 * - Default browser run (no ids configured): a page requests nothing from any host but its own.
 * - Third-party run (jest.thirdparty.config.js, fake ids; every third-party host answered here
 *   through page.route): no script loads before the page is interactive, all load after, the CSP
 *   lets them run, and the data layer gets a page view per client navigation and a share event.
 */
import type { Page, Request } from 'playwright-core';
import { poll } from '../support/poll.js';
import { inject } from './provided.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { THIRD_PARTY_SCRIPT_HOSTS } from './thirdparty-env.js';

const baseUrl = inject('baseUrl');
const ownOrigin = new URL(baseUrl).origin;
const thirdPartyRun = process.env.E2E_THIRD_PARTY === 'on';

/** What a stubbed script records when it runs: where it came from and the page's state then. */
const STUB = `(window.__thirdParty = window.__thirdParty || []).push({
  src: document.currentScript && document.currentScript.src,
  hydrated: document.documentElement.dataset.hydrated === 'true',
  readyState: document.readyState
});`;

interface Ran {
  src: string;
  hydrated: boolean;
  readyState: string;
}

const events = (page: Page, name: string) =>
  page.evaluate((n) => (window.dataLayer ?? []).filter((e) => e.event === n) as Record<string, unknown>[], name);

/**
 * An article (share menu, links to its section), found in the home page's HTML without loading it
 * in the browser: a page loaded just for this would request its own third-party scripts mid-test.
 */
async function articlePath(): Promise<string> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const href = /href="(\/sections\/[^"/]+\/articles\/[^"/]+)"/.exec(html)?.[1];
  if (!href) throw new Error('no article link on the home page');
  return href;
}

describe('third-party scripts', () => {
  const t = pagePerTest();

  (thirdPartyRun ? it.skip : it)('with no ids configured, pages request nothing from any other host', async () => {
    const foreign: string[] = [];
    t.page.on('request', (r: Request) => {
      const url = new URL(r.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== ownOrigin) foreign.push(r.url());
    });
    await t.page.goto(`${baseUrl}/`);
    await waitForHydration(t.page);
    await t.page.waitForLoadState('load');
    await t.page.goto(`${baseUrl}${await articlePath()}`);
    await waitForHydration(t.page);
    await t.page.waitForLoadState('load');
    // Longer than the loader's idle wait: anything deferred would have started by now.
    await t.page.waitForTimeout(3500);
    expect(await t.page.evaluate(() => document.querySelectorAll('script[data-third-party]').length)).toBe(0);
    expect(foreign).toEqual([]);
  });

  (thirdPartyRun ? it : it.skip)('loads every configured script only once the page is interactive', async () => {
    const requested: { host: string; hydrated: boolean; loaded: boolean }[] = [];
    await t.page.route(
      (url) => url.origin !== ownOrigin,
      async (route) => {
        const url = new URL(route.request().url());
        // The page's state at the moment the browser asks for the script.
        const state = await t.page
          .evaluate(() => ({ hydrated: document.documentElement.dataset.hydrated === 'true', loaded: document.readyState === 'complete' }))
          .catch(() => ({ hydrated: false, loaded: false }));
        requested.push({ host: url.hostname, ...state });
        const isScript = route.request().resourceType() === 'script';
        await route.fulfill({ status: 200, contentType: isScript ? 'text/javascript' : 'text/plain', body: isScript ? STUB : '' });
      },
    );
    const path = await articlePath();
    await t.page.goto(`${baseUrl}${path}`);
    await waitForHydration(t.page);

    const scriptHosts = () => [...new Set(requested.map((r) => r.host))].filter((h) => (THIRD_PARTY_SCRIPT_HOSTS as readonly string[]).includes(h));
    await poll(scriptHosts, { timeout: 15000 }).toEqual(expect.arrayContaining([...THIRD_PARTY_SCRIPT_HOSTS]));
    for (const r of requested) {
      expect(r, r.host).toMatchObject({ hydrated: true, loaded: true });
    }
    const ran = () => t.page.evaluate(() => (window as unknown as { __thirdParty?: Ran[] }).__thirdParty ?? []);
    await poll(async () => (await ran()).length).toBe(THIRD_PARTY_SCRIPT_HOSTS.length);
    for (const r of await ran()) expect(r).toMatchObject({ hydrated: true, readyState: 'complete' });
    // Loaded as external scripts, once each, with the tag manager's start event queued first.
    const sources = await t.page.evaluate(() => [...document.querySelectorAll('script[data-third-party]')].map((s) => (s as HTMLScriptElement).src));
    expect(sources).toHaveLength(THIRD_PARTY_SCRIPT_HOSTS.length);
    expect(sources[0]).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST');
    expect(await events(t.page, 'gtm.js')).toHaveLength(1);
    // Error reporting started too (its own lazily loaded chunk).
    await poll(() => t.page.evaluate(() => Boolean((window as unknown as { __SENTRY__?: unknown }).__SENTRY__))).toBe(true);
    // The CSP let every one of them run: no violation reported.
    expect(t.problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([]);
  });

  (thirdPartyRun ? it : it.skip)('pushes a page view per client navigation and a share event on share', async () => {
    await t.page.route(
      (url) => url.origin !== ownOrigin,
      (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    const path = await articlePath();
    await t.page.goto(`${baseUrl}${path}`);
    await waitForHydration(t.page);
    await poll(async () => (await events(t.page, 'page_view')).map((e) => e.page_path)).toEqual([path]);
    const [first] = await events(t.page, 'page_view');
    expect(first).toMatchObject({ page_location: `${baseUrl}${path}`, page_title: await t.page.title() });

    await t.page.locator('.share button', { hasText: 'Copy link' }).first().click();
    await poll(async () => (await events(t.page, 'share')).map((e) => e.method)).toEqual(['copy']);

    // A client-side navigation (no reload) to the article's section.
    await t.page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const section = path.replace(/\/articles\/[^/]+$/, '');
    await t.page.locator(`main a[href="${section}"]`).first().click();
    await t.page.waitForURL(`${baseUrl}${section}`);
    await poll(async () => (await events(t.page, 'page_view')).map((e) => e.page_path)).toEqual([path, section]);
    expect(await t.page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    const views = await events(t.page, 'page_view');
    expect(views[1]).toMatchObject({ page_location: `${baseUrl}${section}`, page_title: await t.page.title() });
  });
});
