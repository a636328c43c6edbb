/**
 * The built server's process entry (build/server/main.js, what `npm run start:prod` and the Docker
 * image run). It runs the server bundle, server/main.ts bundled by build.mjs as one CommonJS script
 * (build/server/server.cjs), with the V8 code cache the build made for it (server.cjs.cache): the
 * bytecode of the modules' top level and of every function the first render of `/` ran, so a new
 * replica neither compiles them nor waits for V8 to compile them lazily
 * (docs/decisions/code-cache.md). Without the cache file, with one V8 refuses (another Node
 * version, or other V8 flags than the build's) or with one not made for these bytes of the bundle,
 * the bundle compiles as usual: the same server, about 0.15 s slower to its first page.
 *
 * This file imports nothing but Node's own modules and code-cache.ts: it is compiled uncached.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { CODE_CACHE_STATE, codeCacheDigest, type CodeCacheState, DIGEST_BYTES, sealCodeCache, WRITE_CODE_CACHE_ENV } from './code-cache.js';

const dir = path.dirname(fileURLToPath(import.meta.url));
const bundle = path.join(dir, 'server.cjs');
const cacheFile = `${bundle}.cache`;
const source = readFileSync(bundle);

/**
 * The cache, if its file holds one made for these bytes of server.cjs: V8 checks its version and
 * flags and the source's length, but not the cache's own bytes, and a damaged cache aborts the
 * process; so the file starts with a SHA-256 of the source and the cache (sealCodeCache).
 */
function readCache(): { cachedData?: Buffer; state: CodeCacheState } {
  let file: Buffer;
  try {
    file = readFileSync(cacheFile);
  } catch {
    return { state: 'absent' };
  }
  const cachedData = file.subarray(DIGEST_BYTES);
  const intact = file.length > DIGEST_BYTES && codeCacheDigest(source, cachedData).equals(file.subarray(0, DIGEST_BYTES));
  return intact ? { cachedData, state: 'used' } : { state: 'damaged' };
}

const cache = readCache();
// Node's own CommonJS wrapper, so the bundle sees require, module and __dirname as under `node server.cjs`.
// (The bundle is ASCII, which Node decodes fastest: build.mjs, docs/decisions/code-cache.md.)
const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source.toString('utf8')}\n})`, {
  filename: bundle,
  cachedData: cache.cachedData,
  // No importModuleDynamically: the bundle makes no import() (build.mjs turns them into require()).
});
const state: CodeCacheState = cache.state === 'used' && script.cachedDataRejected ? 'rejected' : cache.state;
(globalThis as Record<symbol, unknown>)[CODE_CACHE_STATE] = state;

// The build's training start (build.mjs, makeCodeCache) asks for the cache over IPC once it has
// had its pages: by then V8 has compiled what a first render runs.
const writeTo = process.env[WRITE_CODE_CACHE_ENV];
if (writeTo && process.send) {
  process.on('message', (message) => {
    if (message !== 'write-code-cache') return;
    writeFileSync(writeTo, sealCodeCache(source, script.createCachedData()));
    process.send?.('code-cache-written');
  });
}

const module = { exports: {}, filename: bundle, id: bundle, loaded: false };
const run = script.runInThisContext() as (exports: object, require: NodeJS.Require, module: object, filename: string, dirname: string) => void;
run.call(module.exports, module.exports, createRequire(bundle), module, bundle, dir);
