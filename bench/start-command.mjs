/**
 * The production start command, read from package.json's `start:prod` (what the README and the
 * Docker image run), so the bench and the browser tests start the server exactly the same way.
 */
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);

/** Node's arguments in `start:prod`: its flags and the script, e.g. ['--heap-growing-percent=60', 'build/server/main.js']. */
export function startProdArgs() {
  const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
  const words = String(pkg.scripts['start:prod']).trim().split(/\s+/);
  const node = words.indexOf('node');
  if (node < 0 || !words.at(-1).endsWith('.js')) throw new Error(`start:prod is not "… node [flags] script.js": ${pkg.scripts['start:prod']}`);
  return words.slice(node + 1);
}
