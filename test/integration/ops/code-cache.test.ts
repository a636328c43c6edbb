/**
 * The built server starts from V8's code cache the build makes (docs/decisions/code-cache.md): the
 * build's training start writes it, a server started as start:prod starts it uses it, and a server
 * whose cache is missing, refused (other Node flags) or damaged still serves, saying so in its log.
 */
import { copyFileSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeCodeCache } from '../../../build.mjs';
import { startProdArgs } from '../../../bench/start-command.mjs';
import { bundleServer, startServerProcess, type ServerBundle } from '../../support/server-process.js';

const SLOW = 180_000;
/** start:prod's Node flags (a cache is V8's for one set of flags). */
const prodFlags = () => startProdArgs().slice(0, -1);

describe('the server bundle and its code cache', () => {
  let bundle: ServerBundle;
  let cacheFile: string;
  beforeAll(async () => {
    bundle = await bundleServer();
    cacheFile = path.join(bundle.dir, 'server.cjs.cache');
    const made = await makeCodeCache(bundle.dir);
    if (!made.written) throw new Error(made.message);
  }, SLOW);
  afterAll(() => bundle?.remove());

  /** Starts the bundle, checks / answers 200 and returns what the server said of the cache. */
  async function start(nodeArgs: string[]): Promise<{ codeCache: unknown; level: unknown; msg: unknown }> {
    const server = await startServerProcess(bundle.entry, { FEATURE_LOGIN: 'off', LOG_LEVEL: 'debug' }, 60_000, { readyOn: 'listening', nodeArgs });
    try {
      const res = await fetch(`${server.url}/`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('</html>');
      // A resized image: sharp, a package the bundle loads with import() on first use.
      const image = /"(\/images\/[^" ]+)"/.exec(html)![1].replaceAll('&amp;', '&');
      const resized = await fetch(server.url + image);
      expect([resized.status, resized.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
      const line = server.logs.find((l) => typeof l.msg === 'string' && l.msg.startsWith('code cache'));
      expect(line).toBeDefined();
      return { codeCache: line!.codeCache, level: line!.level, msg: line!.msg };
    } finally {
      await server.stop();
    }
  }

  it('is made by the build, after a first render, and used by a server started as start:prod starts it', async () => {
    expect(existsSync(cacheFile)).toBe(true);
    // The bytecode of the modules and of the first render's functions: megabytes, not a header.
    expect(statSync(cacheFile).size).toBeGreaterThan(500_000);
    expect(await start(prodFlags())).toEqual({ codeCache: 'used', level: 20, msg: 'code cache: used' });
  }, SLOW);

  it('is refused under other Node flags, and the server says so and serves all the same', async () => {
    const said = await start([]);
    expect(said).toMatchObject({ codeCache: 'rejected', level: 40 });
    expect(said.msg).toMatch(/^code cache: V8 refused build\/server\/server\.cjs\.cache \(this Node or its flags differ from the build's/);
  }, SLOW);

  it('is not used when damaged (V8 would abort on it), and the server still serves', async () => {
    const kept = `${cacheFile}.kept`;
    copyFileSync(cacheFile, kept);
    try {
      const bytes = readFileSync(cacheFile);
      for (let i = 64; i < bytes.length; i += 4096) bytes[i] ^= 0xff;
      writeFileSync(cacheFile, bytes);
      const said = await start(prodFlags());
      expect(said).toMatchObject({ codeCache: 'damaged', level: 40 });
      expect(said.msg).toMatch(/^code cache: build\/server\/server\.cjs\.cache was not made for this build\/server\/server\.cjs \(damaged, or from another build\)/);
    } finally {
      copyFileSync(kept, cacheFile);
      rmSync(kept);
    }
  }, SLOW);

  it('is not needed: without it the server compiles as before', async () => {
    rmSync(cacheFile);
    expect(await start(prodFlags())).toEqual({
      codeCache: 'absent',
      level: 20,
      msg: 'code cache: none (build/server/server.cjs.cache is missing); compiling the server as usual',
    });
  }, SLOW);
});
