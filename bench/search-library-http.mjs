#!/usr/bin/env node
/**
 * Our search index and MiniSearch (bench/search-minisearch.ts) over HTTP, behind the same router
 * (docs/decisions/search-engine.md, "Weighed against MiniSearch"): one server process holding both
 * (`bench/search-library.ts --serve`, an app per engine on its own port, the router's bounds as on
 * the embedded dataset, no per-address limit), and bench/search.mjs's load on each in turn: 16
 * connections sending unique terms (bench/search-terms.mjs) for --duration seconds, rows
 * alternating ours, MiniSearch, ours, MiniSearch (--rounds pairs), so both see the same minutes of
 * the machine. Per row: searches a second, server CPU per search, the search's own time from
 * Server-Timing (p50/p99), the client's p50/p99, non-200 answers.
 * node bench/search-library-http.mjs [--scale 10] [--duration 5] [--rounds 2]
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { cpuSeconds, root } from './server.mjs';
import { searchFlood, termCycle } from './search.mjs';
import { benchTerms } from './search-terms.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SCALE = arg('scale', 1);
const DURATION = arg('duration', 5);
const ROUNDS = arg('rounds', 2);
const CONNECTIONS = 16;

const quantile = (sorted, p) => (sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]);

const child = spawn(process.execPath, ['--import', 'tsx', 'bench/search-library.ts', '--serve', '--scale', String(SCALE)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
try {
  const line = await new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const { pid, ports } = JSON.parse(line);
  const nextTerm = termCycle(benchTerms(200_000, 11));
  const rows = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of round % 2 === 0 ? ['ours', 'minisearch'] : ['minisearch', 'ours']) {
      const cpuBefore = cpuSeconds(pid);
      const flood = searchFlood(`http://127.0.0.1:${ports[name]}`, { connections: CONNECTIONS, duration: DURATION, nextTerm });
      const result = await flood.run;
      const { serverMs, bad } = flood;
      const cpu = cpuSeconds(pid) - cpuBefore;
      serverMs.sort((a, b) => a - b);
      rows.push({
        engine: name,
        searchesPerSec: Math.round(result.requests.average),
        cpuUsPerSearch: Math.round((cpu * 1e6) / Math.max(1, result.requests.total)),
        serverP50Ms: quantile(serverMs, 0.5),
        serverP99Ms: quantile(serverMs, 0.99),
        clientP50Ms: result.latency.p50,
        clientP99Ms: result.latency.p99,
        non200: bad + result.errors + result.timeouts,
      });
    }
  }
  console.log(JSON.stringify({ scale: SCALE, duration: DURATION, connections: CONNECTIONS, rows }));
} finally {
  child.kill();
}
