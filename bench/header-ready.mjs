#!/usr/bin/env node
/**
 * First paint → working header on a throttled phone (issue 48): Chromium at 390×844 (touch, DPR 2)
 * with its CPU slowed 4× (DevTools' throttling) and a slow 3G network (400 ms round trip, 400 kbit/s
 * down and up: WebPageTest's "3G Slow"), empty cache, an article. As soon as the first contentful
 * paint is in, the bench taps the header's menu button; a tap that has not opened the side menu
 * within 1 s is tapped again, and so on. "Working" is when the tap that opened it was made (taps
 * before that were lost); also recorded: first contentful paint and when hydration finished (the
 * `data-hydrated` mark). Median of N loads (N=5) per build.
 *
 * `node bench/header-ready.mjs` measures this checkout's build (`npm run build` first);
 * `BEFORE=/path/to/other/checkout node bench/header-ready.mjs` measures that checkout's build too,
 * in the same run, loads alternating (the absolute figures move with the host's CPU). The other
 * checkout needs its own build/ (and data/, node_modules).
 * Chromium: CHROMIUM_PATH, else /usr/bin/chromium.
 */
import { chromium } from 'playwright-core';
import { startServer, firstArticlePath } from './server.mjs';

const N = Number(process.env.N ?? 5);
const builds = [...(process.env.BEFORE ? [{ label: 'before', cwd: process.env.BEFORE }] : []), { label: 'after', cwd: undefined }];
const servers = [];
for (const b of builds) servers.push(await startServer({}, { cwd: b.cwd }));
const article = await firstArticlePath(servers[0].base);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });

/** Page-clock times of the first contentful paint and of the hydration mark, recorded from the start. */
function recorder() {
  window.__marks = {};
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__marks.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver(() => {
    if (document.documentElement.dataset.hydrated === 'true' && !window.__marks.hydrated) window.__marks.hydrated = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  document.addEventListener('pointerdown', () => (window.__marks.taps ??= []).push(performance.now()), true);
}

const menuOpen = () => {
  const el = document.getElementById('side-nav');
  if (!el) return false;
  const r = el.getBoundingClientRect();
  return getComputedStyle(el).visibility === 'visible' && r.width > 0 && r.right > 0;
};

async function once(base) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  await page.addInitScript(recorder);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 });
  await page.goto(base + article, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__marks?.fcp !== undefined && document.querySelector('[aria-controls="side-nav"]'), null, { polling: 50, timeout: 60_000 });
  const button = page.locator('[aria-controls="side-nav"]').first();
  const box = await button.boundingBox();
  let working;
  for (let i = 0; i < 60 && working === undefined; i++) {
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const opened = await page.waitForFunction(menuOpen, null, { polling: 50, timeout: 1000 }).then(() => true, () => false);
    if (opened) working = (await page.evaluate(() => window.__marks.taps)).at(-1);
  }
  await page.waitForFunction(() => window.__marks.hydrated !== undefined, null, { timeout: 60_000 });
  const { fcp, hydrated, taps } = await page.evaluate(() => window.__marks);
  await ctx.close();
  return { fcp, hydrated, working, taps: taps.length };
}

const rows = builds.map(() => []);
for (let i = 0; i < N; i++) {
  for (let b = 0; b < builds.length; b++) rows[b].push(await once(servers[b].base));
}
const med = (list, k) => list.map((r) => r[k]).sort((a, b) => a - b)[list.length >> 1];
const s = (ms) => (ms / 1000).toFixed(2);
for (let b = 0; b < builds.length; b++) {
  const r = rows[b];
  console.log(
    `${builds[b].label}: first paint ${s(med(r, 'fcp'))} s, hydrated ${s(med(r, 'hydrated'))} s, menu works from ${s(med(r, 'working'))} s`,
    `(first paint → working header ${s(med(r.map((x) => ({ d: x.working - x.fcp })), 'd'))} s; taps needed ${med(r, 'taps')})`,
    '| working-fcp per load:',
    r.map((x) => s(x.working - x.fcp)).join(' '),
  );
}
await browser.close();
for (const srv of servers) await srv.stop();
