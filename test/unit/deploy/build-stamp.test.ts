/**
 * `node build.mjs --if-stale` (npm start, the browser tests, the bench scripts): a build of the
 * current sources is reused, and any change to what the build reads, or a missing output, rebuilds.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIsFresh, sourceStamp } from '../../../build.mjs';

describe('the build stamp', () => {
  let dir: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const stampBuild = () => write('build/.source-stamp', sourceStamp(dir));

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'colophon-stamp-'));
    write('client/pages/Home/index.tsx', 'export const Home = 1;');
    write('server/main.ts', 'export {};');
    write('shared/constants.ts', 'export const A = 1;');
    write('package-lock.json', '{}');
    write('build/server/main.js', '');
    write('build/client/manifest.json', '{}');
    write('build/pglite-template.tar.gz', '');
    stampBuild();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reuses a complete build of the current sources', () => {
    expect(buildIsFresh(dir)).toBe(true);
    write('data/dataset.ndjson', '{}');
    write('test/unit/x.test.ts', '');
    expect(buildIsFresh(dir)).toBe(true);
  });

  it.each([
    ['a changed source file', () => write('shared/constants.ts', 'export const A = 2;')],
    ['a new source file', () => write('client/components/New.tsx', '')],
    ['a renamed source file', () => {
      rmSync(path.join(dir, 'server/main.ts'));
      write('server/index.ts', 'export {};');
    }],
    ['changed dependencies', () => write('package-lock.json', '{"lockfileVersion":3}')],
    ['a missing server bundle', () => rmSync(path.join(dir, 'build/server/main.js'))],
    ['a missing accounts database template', () => rmSync(path.join(dir, 'build/pglite-template.tar.gz'))],
    ['no stamp (a dev build, or one from before stamps)', () => rmSync(path.join(dir, 'build/.source-stamp'))],
  ])('rebuilds after %s', (_what, change) => {
    change();
    expect(buildIsFresh(dir)).toBe(false);
  });
});
