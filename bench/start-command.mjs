/**
 * The production start command: package.json's `start:prod` (what the README runs) and the Docker
 * image's CMD (which runs `npm run start:prod`), so the bench and the browser tests start the
 * server exactly the same way.
 */
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);

/** `start:prod`'s command line, split into words. */
function startProdWords() {
  const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
  return String(pkg.scripts['start:prod']).trim().split(/\s+/);
}

/** Node's arguments in `start:prod`: its flags and the script, e.g. ['--heap-growing-percent=60', 'build/server/main.js']. */
export function startProdArgs() {
  const words = startProdWords();
  const node = words.indexOf('node');
  if (node < 0 || !words.at(-1).endsWith('.js')) throw new Error(`start:prod is not "… node [flags] script.js": ${words.join(' ')}`);
  return words.slice(node + 1);
}

/**
 * The environment `start:prod` sets before `node` (e.g. { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2' }):
 * the Docker image sets the same with ENV, and the bench starts its servers with it.
 */
export function startProdEnv() {
  const words = startProdWords();
  const assignments = words.slice(0, words.indexOf('node')).filter((w) => /^[A-Z_][A-Z0-9_]*=/.test(w));
  return Object.fromEntries(assignments.map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]));
}

/** The Dockerfile's CMD (exec form), e.g. ['npm', 'run', 'start:prod']. */
export function imageCommand() {
  const dockerfile = readFileSync(new URL('Dockerfile', root), 'utf8');
  const cmd = [...dockerfile.matchAll(/^CMD\s+(\[.*\])\s*$/gm)].at(-1);
  if (!cmd) throw new Error('the Dockerfile has no exec-form CMD ["…", …]');
  return JSON.parse(cmd[1]);
}
