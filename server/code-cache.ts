/**
 * The V8 code cache of the server bundle (docs/decisions/code-cache.md): what server/boot.ts found,
 * handed to server/main.ts, which says so in its log once the logger exists.
 */

import { createHash } from 'node:crypto';

/**
 * What happened to the code cache at start: used; refused by V8 (another Node, or other flags);
 * not made for this server.cjs (damaged, or from another build); no cache file.
 */
export type CodeCacheState = 'used' | 'rejected' | 'damaged' | 'absent';

/** The cache file is a SHA-256 of the bundle and the cache, then V8's cache. */
export const DIGEST_BYTES = 32;

export function codeCacheDigest(source: Uint8Array, cachedData: Uint8Array): Buffer {
  return createHash('sha256').update(source).update(cachedData).digest();
}

/** The cache file's bytes for V8's `cachedData` of the script compiled from `source`. */
export function sealCodeCache(source: Uint8Array, cachedData: Buffer): Buffer {
  return Buffer.concat([codeCacheDigest(source, cachedData), cachedData]);
}

/** Where server/boot.ts leaves the state (a registered symbol: the two are different bundles). */
export const CODE_CACHE_STATE = Symbol.for('colophon.codeCache');

/** The build's training start (build.mjs, makeCodeCache) names the file to write the cache to. */
export const WRITE_CODE_CACHE_ENV = 'COLOPHON_WRITE_CODE_CACHE';

/** The state server/boot.ts left, or undefined when the server was not started through it (tests, tsx). */
export function codeCacheState(): CodeCacheState | undefined {
  return (globalThis as Record<symbol, unknown>)[CODE_CACHE_STATE] as CodeCacheState | undefined;
}

/** The log line for a state: a warning when V8 refused the cache, since every start is then slower. */
export function codeCacheLog(state: CodeCacheState): { level: 'debug' | 'warn'; msg: string } {
  if (state === 'damaged') {
    return {
      level: 'warn',
      msg: 'code cache: build/server/server.cjs.cache was not made for this build/server/server.cjs (damaged, or from another build), so it is not used; compiling the server as usual, about 0.15 s slower to the first page (rebuild to make a new one)',
    };
  }
  if (state === 'rejected') {
    return {
      level: 'warn',
      msg: 'code cache: V8 refused build/server/server.cjs.cache (this Node or its flags differ from the build\'s: start with npm run start:prod\'s command, or rebuild); compiling the server as usual, about 0.15 s slower to the first page',
    };
  }
  return { level: 'debug', msg: state === 'used' ? 'code cache: used' : 'code cache: none (build/server/server.cjs.cache is missing); compiling the server as usual' };
}
