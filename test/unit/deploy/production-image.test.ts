/**
 * What the production image carries: the server bundle and the generated data, not the dataset
 * generator (tools/dataset, a build-time tool: the build stage runs it from source with tsx).
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../../../build.mjs';
import { imageCommand, startProdArgs, startProdEnv } from '../../../bench/start-command.mjs';

/** The instructions of one stage of the Dockerfile, continuation lines joined. */
function dockerStage(name: string): string[] {
  const lines = readFileSync(path.resolve('Dockerfile'), 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const start = lines.findIndex((l) => new RegExp(`^FROM .+ AS ${name}$`, 'i').test(l));
  if (start < 0) throw new Error(`Dockerfile has no stage ${name}`);
  const end = lines.findIndex((l, i) => i > start && /^FROM /i.test(l));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

describe('the production build and image', () => {
  it('bundles the server, its entry, its operator commands and nothing of tools/; the server as ASCII', async () => {
    const results = await buildServer(path.join(os.tmpdir(), 'colophon-bundle-check'), { write: false, metafile: true, sourcemap: false, logLevel: 'error' });
    const inputs = results.flatMap((r) => Object.keys(r.metafile!.inputs));
    expect(inputs.filter((file) => file.startsWith('tools/'))).toEqual([]);
    // Files outside chunks/ (build.mjs: what the operator commands share goes there).
    const outputs = results.flatMap((r) => Object.entries(r.metafile!.outputs));
    const entries = outputs.flatMap(([file, o]) => (o.entryPoint && !file.includes('/chunks/') ? [`${o.entryPoint} -> ${path.basename(file)}`] : []));
    expect(entries.sort()).toEqual([
      'server/boot.ts -> main.js',
      'server/cli/accounts.ts -> accounts.js',
      'server/cli/migrate-legacy-heroes.ts -> migrate-legacy-heroes.js',
      'server/comments/reply-email-worker.ts -> reply-email-worker.cjs',
      'server/main.ts -> server.cjs',
    ]);
    // The server is one script (what a code cache is made for): no chunks of its own.
    expect(Object.keys(results[0].metafile!.outputs)).toEqual([expect.stringMatching(/server\.cjs$/)]);
    // Read at every start: non-ASCII text makes Node decode it several times slower (docs/decisions/code-cache.md).
    const server = results[0].outputFiles!.find((f) => f.path.endsWith('server.cjs'))!;
    const first = server.contents.findIndex((byte) => byte > 0x7f);
    expect(first < 0 ? 'ASCII only' : `not ASCII at: ${Buffer.from(server.contents.subarray(first, first + 40)).toString('utf8')}`).toBe('ASCII only');
  });

  it('copies only the build and the generated data into the runtime stage', () => {
    const runtime = dockerStage('runtime');
    const copies = runtime.filter((l) => /^COPY /i.test(l));
    expect(copies).toEqual([
      'COPY package.json package-lock.json ./',
      'COPY --from=build /app/build ./build',
      'COPY --from=build /app/data ./data',
    ]);
  });


  it('runs what npm run start:prod runs, with node as the process that gets SIGTERM', () => {
    expect(imageCommand()).toEqual(['node', ...startProdArgs()]);
    expect(dockerStage('runtime').join('\n')).toMatch(/^ENV NODE_ENV=production\b/m);
    // Every variable start:prod sets before node, the image sets too (MALLOC_ARENA_MAX: libvips' memory).
    const env = startProdEnv();
    expect(Object.keys(env)).toEqual(expect.arrayContaining(['NODE_ENV', 'MALLOC_ARENA_MAX']));
    for (const [name, value] of Object.entries(env)) expect(dockerStage('runtime').join('\n')).toMatch(new RegExp(`\\b${name}=${value}\\b`));
  });
});
