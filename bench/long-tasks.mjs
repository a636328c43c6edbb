#!/usr/bin/env node
/**
 * Main-thread long tasks of a page load in Chromium with its CPU slowed 4x (DevTools' throttling,
 * as on a mid-range phone): Total Blocking Time after the first contentful paint (the sum of each
 * long task's time over 50 ms), the longest task, and how many there were, on home and an article,
 * median of N fresh loads (N=5). `node bench/long-tasks.mjs`, after `npm run build`; run it on two
 * builds one after the other (copy build/ aside) for a before/after: the absolute figures move with
 * the host's CPU. Unlike Lighthouse's simulation, these are the tasks the throttled browser ran.
 * Chromium: CHROMIUM_PATH, else /usr/bin/chromium (as bench/lighthouse.mjs and the browser tests).
 */
import { chromium } from 'playwright-core';
import { startServer, firstArticlePath } from './server.mjs';
const server = await startServer({});
const article = await firstArticlePath(server.base);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
const N = Number(process.env.N ?? 5);
for (const path of ['/', article]) {
  const rows = [];
  for (let i = 0; i < N; i++) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    const page = await ctx.newPage();
    await page.addInitScript(() => {
      window.__lt = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(server.base + path, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForTimeout(1500);
    const lt = await page.evaluate(() => window.__lt);
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    const after = lt.filter(([s]) => s >= fcp);
    rows.push({ tbt: after.reduce((a, [, d]) => a + Math.max(0, d - 50), 0), max: Math.max(0, ...lt.map(([, d]) => d)), n: lt.length });
    await ctx.close();
  }
  const med = (k) => rows.map((r) => r[k]).sort((a, b) => a - b)[N >> 1].toFixed(0);
  console.log(process.env.LABEL ?? '', path === '/' ? 'home' : 'article', 'TBT', med('tbt'), 'longest', med('max'), 'long tasks', med('n'), '|', rows.map((r) => r.tbt.toFixed(0)).join(' '));
}
await browser.close();
await server.stop();
