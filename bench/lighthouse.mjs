#!/usr/bin/env node
/**
 * npm run lighthouse: starts the production server (bench/server.mjs) on 127.0.0.1 and runs
 * Lighthouse 12 in the system Chromium (never a downloaded browser) on home, a section and an
 * article: mobile emulation with simulated throttling (Lighthouse's defaults), categories
 * performance, accessibility, best-practices and SEO. Each page runs 3 times (--runs N); the run
 * with the median performance score is reported, with all four of its scores.
 *
 * Bars (docs/architecture.md#the-bars): performance, accessibility and SEO at least 95
 * on home, a section and an article; CLS under 0.05 on every page measured. Exits 1 when a bar is missed.
 * Writes the table between <!-- lighthouse:begin --> and <!-- lighthouse:end --> in
 * bench/README.md (the record of the figures), and the full reports of the median runs and their
 * summary.json under test-results/lighthouse/ (ignored by git).
 * Chromium: CHROMIUM_PATH, else /usr/bin/chromium.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { firstArticlePath, root, startServer, writeReadmeSection } from './server.mjs';

const i = process.argv.indexOf('--runs');
const RUNS = i > 0 ? Number(process.argv[i + 1]) : 3;
const CHROME_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const BAR = { score: 95, scoreCategories: ['performance', 'accessibility', 'seo'], scorePages: ['home', 'section', 'article'], cls: 0.05 };
const reportDir = path.join(root, 'test-results/lighthouse');
const lighthouseVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;

/** Audits that pull a category down: scored, below 0.9, not hidden; heaviest first. */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  return category.auditRefs
    .filter((ref) => ref.group !== 'hidden')
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9 && !['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode))
    .sort((a, b) => b.ref.weight - a.ref.weight || a.audit.score - b.audit.score)
    .map(({ ref, audit }) => ({ id: audit.id, title: audit.title, score: audit.score, weight: ref.weight, displayValue: audit.displayValue ?? null }));
}

function summarise(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(c)]));
  return {
    scores,
    metrics: {
      lcpMs: Math.round(num('largest-contentful-paint')),
      cls: Number((num('cumulative-layout-shift') ?? 0).toFixed(3)),
      tbtMs: Math.round(num('total-blocking-time')),
      fcpMs: Math.round(num('first-contentful-paint')),
      speedIndexMs: Math.round(num('speed-index')),
    },
    failing: Object.fromEntries(CATEGORIES.filter((c) => scores[c] !== null && scores[c] < 95).map((c) => [c, failingAudits(lhr, c)])),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    runWarnings: lhr.runWarnings ?? [],
  };
}

let chromeVersion = 'unknown';
try {
  const out = execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  chromeVersion = /^\S+ [\d.]+/.exec(out)?.[0] ?? out;
} catch {
  // reported by the launch below
}
// Simulated throttling scales with the CPU Lighthouse gets: anything else busy on the machine lowers the scores.
const loadBefore = Number(loadavg()[0].toFixed(2));
if (loadBefore > 1) console.warn(`lighthouse: load average ${loadBefore} before the run; other work on this machine will lower the performance scores`);
const server = await startServer({});
let chrome = null;
const pages = [];
try {
  const article = await firstArticlePath(server.base);
  const targets = [
    { name: 'home', path: '/' },
    { name: 'section', path: '/sections/news' },
    { name: 'article', path: article },
  ];
  // Warm the page cache and the content reads, as a visitor after the first would find them.
  for (const t of targets) await fetch(server.base + t.path).then((r) => r.arrayBuffer());
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  mkdirSync(reportDir, { recursive: true });
  console.log(`lighthouse ${lighthouseVersion}, ${chromeVersion}: ${RUNS} runs per page, mobile emulation, simulated throttling`);
  for (const t of targets) {
    const runs = [];
    for (let run = 0, attempts = 0; run < RUNS; attempts++) {
      const result = await lighthouse(
        server.base + t.path,
        { port: chrome.port, output: ['json', 'html'], logLevel: 'error', onlyCategories: CATEGORIES },
      );
      if (!result) throw new Error(`lighthouse returned nothing for ${t.path}`);
      const s = summarise(result.lhr);
      console.log(
        `  ${t.name} run ${run + 1}: ${CATEGORIES.map((c) => `${c} ${s.scores[c]}`).join(', ')}; LCP ${s.metrics.lcpMs} ms, CLS ${s.metrics.cls}, TBT ${s.metrics.tbtMs} ms, benchmarkIndex ${s.benchmarkIndex}${s.runtimeError ? `; ERROR ${s.runtimeError}${attempts - run < 2 ? ' (retrying)' : ''}` : ''}`,
      );
      // A run Lighthouse itself could not complete (e.g. NO_NAVSTART) is retried, twice at most per page.
      if (s.runtimeError && attempts - run < 2) continue;
      runs.push({ ...s, report: result.report });
      run++;
    }
    const ok = runs.map((r, idx) => idx).filter((idx) => !runs[idx].runtimeError);
    const order = (ok.length ? ok : runs.map((r, idx) => idx)).sort((a, b) => (runs[a].scores.performance ?? -1) - (runs[b].scores.performance ?? -1));
    const medianIndex = order[Math.floor((order.length - 1) / 2)];
    const median = runs[medianIndex];
    const [json, html] = median.report;
    writeFileSync(path.join(reportDir, `${t.name}.json`), json);
    writeFileSync(path.join(reportDir, `${t.name}.html`), html);
    pages.push({
      ...t,
      medianRun: medianIndex + 1,
      ...Object.fromEntries(Object.entries(median).filter(([k]) => k !== 'report')),
      allRuns: runs.map((r) => ({ scores: r.scores, metrics: r.metrics, benchmarkIndex: r.benchmarkIndex, runtimeError: r.runtimeError })),
    });
  }
} finally {
  if (chrome) await chrome.kill();
  await server.stop();
}

// Bars.
const misses = [];
for (const p of pages) {
  if (p.runtimeError) misses.push(`${p.name}: Lighthouse error ${p.runtimeError}`);
  if (BAR.scorePages.includes(p.name)) {
    for (const c of BAR.scoreCategories) {
      if (p.scores[c] === null || p.scores[c] < BAR.score) misses.push(`${p.name}: ${c} ${p.scores[c]} < ${BAR.score}`);
    }
  }
  if (p.metrics.cls >= BAR.cls) misses.push(`${p.name}: CLS ${p.metrics.cls} >= ${BAR.cls}`);
}

// Report.
console.log(`\nmedian run of ${RUNS} per page (by performance score):\n`);
for (const p of pages) {
  console.log(
    `${p.name.padEnd(8)} ${p.path}\n         performance ${p.scores.performance}, accessibility ${p.scores.accessibility}, best-practices ${p.scores['best-practices']}, SEO ${p.scores.seo}; LCP ${p.metrics.lcpMs} ms, CLS ${p.metrics.cls}, TBT ${p.metrics.tbtMs} ms (FCP ${p.metrics.fcpMs} ms, SI ${p.metrics.speedIndexMs} ms)`,
  );
  for (const [c, audits] of Object.entries(p.failing)) {
    console.log(`         ${c} ${p.scores[c]}, failing audits:`);
    for (const a of audits) console.log(`           - ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''} [${a.id}, score ${a.score}${a.weight ? `, weight ${a.weight}` : ''}]`);
  }
  for (const w of p.runWarnings) console.log(`         warning: ${w}`);
}

const results = {
  date: new Date().toISOString(),
  command: `npm run lighthouse${RUNS !== 3 ? ` -- --runs ${RUNS}` : ''}`,
  machine: { cpus: cpus().length, node: process.version, loadAverageBefore: loadBefore },
  lighthouse: lighthouseVersion,
  chrome: chromeVersion,
  settings: { formFactor: 'mobile', throttlingMethod: 'simulate', runsPerPage: RUNS, reported: 'the run with the median performance score' },
  bars: BAR,
  pages,
  misses,
};
writeFileSync(path.join(reportDir, 'summary.json'), JSON.stringify(results, null, 2) + '\n');

const table = [
  '| page | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...pages.map(
    (p) => `| ${p.name} (\`${p.path}\`) | ${p.scores.performance} | ${p.scores.accessibility} | ${p.scores['best-practices']} | ${p.scores.seo} | ${p.metrics.lcpMs} | ${p.metrics.cls} | ${p.metrics.tbtMs} |`,
  ),
].join('\n');
const failingLines = pages.flatMap((p) =>
  Object.entries(p.failing).map(([c, audits]) => `- ${p.name}, ${c} ${p.scores[c]}: ${audits.map((a) => (a.displayValue ? `${a.title} (${a.displayValue})` : a.title)).join('; ') || '(no single failing audit)'}`),
);
const summary = `Last run ${results.date}: \`${results.command}\` (Lighthouse ${lighthouseVersion}, ${chromeVersion}, node ${process.version}, ${results.machine.cpus} cores, load average ${loadBefore} before, Lighthouse benchmarkIndex ${pages.map((p) => p.benchmarkIndex).join('/')}), mobile emulation with simulated throttling, median of ${RUNS} runs per page by performance score.`;
const barsLine = misses.length ? `Bars missed: ${misses.join('; ')}.` : 'All bars met.';
writeReadmeSection('lighthouse', [summary, '', table, '', barsLine, ...(failingLines.length ? ['', 'Failing audits (categories under 95):', '', ...failingLines] : [])].join('\n'));
console.log(`\nwrote bench/README.md and test-results/lighthouse/*.{json,html}`);

if (misses.length) {
  console.error(`\nlighthouse: bars missed:\n${misses.map((m) => `  - ${m}`).join('\n')}`);
  process.exit(1);
}
console.log('lighthouse: all bars met');
