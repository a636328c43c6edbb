/**
 * Build-time tool:  tsx server/cli/pglite-template.ts FILE
 *
 * Writes FILE, the fresh PGlite data folder new embedded databases start from instead of running
 * initdb (accounts/db.ts, makePgliteTemplate; docs/decisions/pglite-template.md). `npm run build`
 * runs it for build/pglite-template.tar.gz, the test suites' global setup for their own
 * uncompressed copy. Its own process, since initdb's WASM memory is never given back.
 */
import { makePgliteTemplate } from '../accounts/db.js';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx server/cli/pglite-template.ts FILE (gzip when FILE ends in .gz)');
  process.exit(2);
}
await makePgliteTemplate(file);
