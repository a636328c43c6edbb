/**
 * Where a CPU profile's time went: `node bench/profile-summary.mjs FILE.cpuprofile [N] [--skip S]`
 * prints the top N (default 25) functions by self time (function + file:line, percent of the
 * profile, or of what follows its first S seconds: `--skip 8` leaves out a server's startup), then
 * the same self time summed per package (node_modules/<pkg>, scoped packages as @scope/name), per
 * Node internal (node:*) and for the app's own code. Profiles come from `node --cpu-prof`
 * (Chrome's .cpuprofile JSON: nodes with callFrame and hitCount, samples with timeDeltas).
 */
import { readFileSync } from 'node:fs';

const argv = process.argv.slice(2);
const skipAt = argv.indexOf('--skip');
const skipUs = skipAt >= 0 ? Number(argv.splice(skipAt, 2)[1]) * 1e6 : 0;
const [file, topArg] = argv;
if (!file || Number.isNaN(skipUs)) {
  console.error('usage: node bench/profile-summary.mjs FILE.cpuprofile [N] [--skip SECONDS]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));

// Self time per node: each sample's time delta belongs to the node sampled (more exact than hitCount
// x interval when sampling was irregular under load).
const selfUs = new Map();
let elapsedUs = 0;
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  elapsedUs += us;
  if (elapsedUs > skipUs) selfUs.set(id, (selfUs.get(id) ?? 0) + us);
});
const total = [...selfUs.values()].reduce((a, b) => a + b, 0) || 1;

/** node_modules/<pkg> (the innermost one), node:<module>, (native) for V8 builtins and GC, or app. */
function packageOf(url) {
  if (!url) return '(native/V8)';
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').split('/').slice(0, 1).join('/');
  const parts = url.split('node_modules/');
  if (parts.length > 1) {
    const rest = parts.at(-1).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  return url.includes('/build/server/') ? 'app (build/server bundle)' : 'app';
}

const byFunction = new Map();
const byPackage = new Map();
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  if (!us) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${url.replace(/^file:\/\//, '')}:${lineNumber + 1}` : '';
  const key = `${functionName || '(anonymous)'} ${where}`.trim();
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  const pkg = packageOf(url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
}

const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)}%`;
const ms = (us) => `${(us / 1000).toFixed(0).padStart(7)} ms`;
const print = (title, map, n) => {
  console.log(`\n${title}`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${pct(us)} ${ms(us)}  ${key}`);
};

console.log(`${file}: ${(total / 1e6).toFixed(2)} s sampled${skipUs ? ` after the first ${skipUs / 1e6} s` : ''}`);
print(`Top ${top} functions by self time`, byFunction, top);
print('Self time by package', byPackage, Infinity);
