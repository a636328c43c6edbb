#!/usr/bin/env node
/**
 * Builds the browser bundle (ESM, split per page, minified, content-hashed, CSS bundled, plus a
 * manifest the server reads) and the server bundle. `--watch` rebuilds on change and restarts
 * the server (npm run dev). The build starts clean every time, so it is deterministic.
 * `--if-stale` builds only when the sources differ from those of the build in build/ (its source
 * stamp): npm start, the browser tests and the bench scripts use it, so one build serves them all.
 */
import * as esbuild from 'esbuild';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { datasetIsCurrent, hashInputs } from './tools/dataset/stamp.mjs';
import { startProdArgs, startProdEnv } from './bench/start-command.mjs';

const root = path.dirname(new URL(import.meta.url).pathname);
const out = path.join(root, 'build');
const clientOut = path.join(out, 'client');
const watch = process.argv.includes('--watch');

/** Everything the build reads besides node_modules, which the lock file stands for. */
const BUILD_INPUTS = ['client', 'server', 'shared', 'build.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];
const STAMP_FILE = path.join('build', '.source-stamp');
/** A fresh accounts database as a tarball: new embedded databases start from it (server/accounts/db.ts). */
const PGLITE_TEMPLATE = path.join('build', 'pglite-template.tar.gz');

/** A hash of the path and bytes of every build input under `dir`: the same stamp, the same build. */
export function sourceStamp(dir = root) {
  return hashInputs(createHash('sha256'), dir, BUILD_INPUTS).digest('hex');
}

/** Whether build/ under `dir` is a complete production build of the current sources. */
export function buildIsFresh(dir = root) {
  const complete = ['build/server/main.js', 'build/client/manifest.json', PGLITE_TEMPLATE].every((f) => existsSync(path.join(dir, f)));
  return complete && existsSync(path.join(dir, STAMP_FILE)) && readFileSync(path.join(dir, STAMP_FILE), 'utf8') === sourceStamp(dir);
}

function ensureDataset() {
  if (datasetIsCurrent(root)) return;
  console.log('build: generating the embedded dataset (data/: missing, or made by another version of tools/dataset); a minute or two on 2 cores…');
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'tools/dataset/index.ts'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('dataset generation failed');
}

/**
 * Runs initdb once, in a child process beside the bundling, so a new replica's first sign-up does
 * not wait for it (docs/decisions/pglite-template.md). Same code as the server's, through tsx.
 */
function makePgliteTemplate() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/pglite-template.ts', path.join(root, PGLITE_TEMPLATE)], {
    cwd: root,
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`making ${PGLITE_TEMPLATE} failed (exit ${code})`))));
  });
}

/** The URL a browser fetches a client output at: a metafile path (from the root) under clientOut. */
const url = (file) => '/' + path.relative(clientOut, path.join(root, file)).split(path.sep).join('/');

/** Manifest: the entry and every dynamically imported page chunk with its static imports and CSS. */
function manifestFrom(metafile) {
  const manifest = { entry: null, chunks: {} };
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint || !file.endsWith('.js')) continue;
    const entry = {
      file: url(file),
      css: output.cssBundle ? [url(output.cssBundle)] : [],
      imports: output.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => url(i.path)),
    };
    if (output.entryPoint === 'client/entry.tsx') manifest.entry = entry;
    else manifest.chunks[output.entryPoint] = entry;
  }
  if (!manifest.entry) throw new Error('build: client entry missing from the metafile');
  return manifest;
}

/**
 * A stylesheet imported from several entry points gets an empty JS chunk of its own from esbuild
 * (its CSS goes into each entry point's cssBundle), and every importer an `import` of it: an empty
 * file fetched on each page that shows cards, forms or the player (three on an article, 20 bytes
 * gzipped each plus the imports). This drops those chunks and their imports from the written
 * output and from the metafile the manifest is made of. A chunk's name keeps the hash of what
 * esbuild wrote; the change is the same on every build of the same sources.
 */
function dropEmptyChunks(metafile) {
  const empty = new Set(Object.entries(metafile.outputs).filter(([file, o]) => file.endsWith('.js') && o.bytes === 0 && !o.entryPoint).map(([file]) => file));
  if (empty.size === 0) return;
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const dropped = output.imports.filter((i) => empty.has(i.path));
    if (dropped.length === 0) continue;
    let code = readFileSync(path.join(root, file), 'utf8');
    for (const i of dropped) {
      const statement = `import"${url(i.path)}";`;
      if (!code.includes(statement)) throw new Error(`build: ${file} imports the empty ${i.path}, but not as ${statement}`);
      code = code.replace(statement, '');
    }
    writeFileSync(path.join(root, file), code);
    output.imports = output.imports.filter((i) => !empty.has(i.path));
  }
  for (const file of empty) {
    rmSync(path.join(root, file));
    delete metafile.outputs[file];
  }
}

const writeManifest = {
  name: 'manifest',
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length || !result.metafile) return;
      if (!watch) dropEmptyChunks(result.metafile);
      writeFileSync(path.join(clientOut, 'manifest.json'), JSON.stringify(manifestFrom(result.metafile), null, 2));
      // What went into each chunk, for `npm run size` and for anyone hunting bytes.
      writeFileSync(path.join(out, 'client-meta.json'), JSON.stringify(result.metafile));
      cpSync(path.join(root, 'client', 'public'), path.join(clientOut, 'public'), { recursive: true });
    });
  },
};

/**
 * React Router 7 resolves to its development build (extra checks and warnings) through its package
 * exports; its own Vite plugin swaps in dist/production for builds, and so does this, for the
 * browser bundle and the server bundle alike (one copy, bundled, so `react-router/dom` shares it).
 */
const reactRouterProduction = {
  name: 'react-router-production',
  setup(build) {
    if (watch) return;
    const dist = path.join(root, 'node_modules', 'react-router', 'dist', 'production');
    build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({
      path: path.join(dist, args.path === 'react-router' ? 'index.mjs' : 'dom-export.mjs'),
    }));
  },
};

/**
 * React Router's build marks none of its top-level React calls (createContext, forwardRef, memo) as
 * pure and sets each context's displayName at load time, so a bundler keeps all of them, and all
 * they reach, for any one import: 14 kB gzipped whatever the app uses. Marking those calls pure
 * and dropping the displayName lines (dev-tools labels) lets esbuild keep only what the browser
 * uses of it (the 130 kB budget: docs/architecture.md#the-bars). The server bundle is left as it is.
 */
const reactRouterTreeShaking = {
  name: 'react-router-tree-shaking',
  setup(build) {
    build.onLoad({ filter: /node_modules\/react-router\/dist\/production\/.*\.mjs$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8')
        .replace(/(=\s*)(React\d*\.(?:createContext|forwardRef|memo)\()/g, '$1/* @__PURE__ */ $2')
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '');
      return { contents: source, loader: 'js' };
    });
  },
};

/**
 * V8's explicit compile hint (Chrome 136+; to other engines a comment) at the top of the entry
 * file: every function in it is compiled while the script streams in, off the main thread, instead of
 * on its first call, on the main thread. All of the entry runs at load (React DOM's module body, the
 * router, the store), and with it the throttled article's blocking time went from 316-415 ms to
 * 206-217 ms (bench/README.md, 'Hydration in a transition'). On the entry points only: the entry and
 * the chunks loaded on demand (each its own entry point to esbuild); not on the fifty shared chunks,
 * where a line on each took the article past its 130 kB budget and where little of the time was.
 * Added after esbuild has named the file by its hash: the same line on every build, so the name
 * still changes exactly when the code does.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const compileHints = {
  name: 'compile-hints',
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length || !result.metafile) return;
      for (const [file, output] of Object.entries(result.metafile.outputs)) {
        if (!output.entryPoint || !file.endsWith('.js')) continue;
        const full = path.join(root, file);
        const code = readFileSync(full, 'utf8');
        if (!code.startsWith(COMPILE_HINT)) writeFileSync(full, COMPILE_HINT + code);
      }
    });
  },
};

const clientOptions = {
  absWorkingDir: root,
  entryPoints: ['client/entry.tsx'],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
  minify: !watch,
  sourcemap: watch ? 'inline' : false,
  outdir: path.join(clientOut, 'assets'),
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: '[name]-[hash]',
  publicPath: '/assets',
  metafile: true,
  jsx: 'automatic',
  // BROWSER_BUNDLE: code only the server needs is left out of the browser's (client/components/SharedHtml.tsx).
  define: { 'process.env.NODE_ENV': watch ? '"development"' : '"production"', 'process.env.BROWSER_BUNDLE': '"1"' },
  loader: { '.svg': 'file', '.woff2': 'file', '.png': 'file' },
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [reactRouterProduction, reactRouterTreeShaking, writeManifest, compileHints],
};

/**
 * The Studio's overlays on preview pages (client/visual-editing.ts, docs/decisions/visual-editing.md),
 * built apart from the readers' bundle, with its own copy of React: no reader's chunk changes or
 * grows by a byte for it, and only preview pages load it (server/render/render.ts). Its entry file
 * is written to build/client/visual-editing.json, which the server reads beside the manifest.
 */
const visualEditingManifest = {
  name: 'visual-editing-manifest',
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length || !result.metafile) return;
      const [file, output] = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint === 'client/visual-editing.ts');
      const imports = output.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => i.path);
      writeFileSync(path.join(clientOut, 'visual-editing.json'), JSON.stringify({ file: url(file), css: [], imports: imports.map(url) }, null, 2));
      // What an editor's preview loads first (the entry and its static imports), gzipped as served.
      const bytes = [file, ...imports].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(root, f)), { level: 6 }).length, 0);
      if (!watch) console.log(`build: visual-editing chunk (preview pages only) ${(bytes / 1000).toFixed(1)} kB gz`);
    });
  },
};

const visualEditingOptions = {
  ...clientOptions,
  entryPoints: ['client/visual-editing.ts'],
  chunkNames: 'visual-editing-[hash]',
  plugins: [reactRouterProduction, visualEditingManifest],
};

/** The operator commands; the dataset generator (tools/dataset) is a build-time tool, not shipped. */
const cliEntries = ['server/cli/accounts.ts', 'server/cli/migrate-legacy-heroes.ts'];

let serverProcess = null;
const restartServer = {
  name: 'restart',
  setup(build) {
    build.onEnd((result) => {
      if (!watch || result.errors.length) return;
      if (serverProcess) serverProcess.kill('SIGTERM');
      serverProcess = spawn(process.execPath, ['build/server/main.js'], { cwd: root, stdio: 'inherit' });
    });
  },
};

/**
 * Modules only a browser runs, reached by dynamic imports in client code the server also bundles
 * (third-party scripts after the page is interactive; browser Sentry when React reports an error):
 * left as dynamic imports the server never makes, instead of inlined with their packages' static
 * imports, which a replica would load at start (@sentry/browser alone: about 0.1 s).
 */
const BROWSER_ONLY = [path.join(root, 'client/thirdparty/loader.ts'), path.join(root, 'client/thirdparty/sentry.ts')];
const browserOnlyOnServer = {
  name: 'browser-only-on-server',
  setup(build) {
    build.onResolve({ filter: /\/(loader|sentry)\.js$/ }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined;
      const target = path.resolve(args.resolveDir, args.path).replace(/\.js$/, '.ts');
      return BROWSER_ONLY.includes(target) ? { path: args.path, external: true } : undefined;
    });
  },
};

/**
 * Prettier, which @react-email/render imports for its `pretty` option, is left out of the server's
 * bundles: newsletter emails are sent as rendered, never prettified (docs/decisions/newsletter-email.md),
 * and it would be 270 kB more for a replica to read at every start. A call to it would throw.
 */
const noPrettier = {
  name: 'no-prettier',
  setup(build) {
    build.onResolve({ filter: /^prettier(\/|$)/ }, (args) =>
      args.importer.includes(`${path.sep}@react-email${path.sep}`) ? { path: args.path, namespace: 'no-prettier' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'no-prettier' }, () => ({
      contents: 'export function format() { throw new Error("prettier is not in the server bundle"); }',
      loader: 'js',
    }));
  },
};

/**
 * Packages the server bundle leaves to node_modules: native or WebAssembly code with files beside it
 * (sharp, PGlite, pg's optional native driver), pino's worker-thread transports and pino-pretty
 * (server/logger.ts requires it at run time, in a terminal only), and Sentry, whose
 * instrumentation hooks Node's module loading of the packages it watches. Every other package is bundled in: Node 20's module loader resolving, reading and
 * wrapping the hundreds of files of node_modules one by one was a second of a replica's start on a
 * busy machine (bench/README.md, First start).
 */
const SERVER_EXTERNAL = ['sharp', '@electric-sql/pglite', 'pg', 'pg-native', 'pino-pretty', 'thread-stream', '@sentry/node', '@sentry/*'];

/** What the server's bundles share: packages bundled in, but for SERVER_EXTERNAL. */
const serverCommon = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  external: SERVER_EXTERNAL,
  outdir: path.join(out, 'server'),
  sourcemap: true,
  jsx: 'automatic',
  // Not the browser's bundle, whatever the environment says (client/components/SharedHtml.tsx).
  define: { 'process.env.NODE_ENV': watch ? '"development"' : '"production"', 'process.env.BROWSER_BUNDLE': '""' },
  loader: { '.css': 'empty', '.svg': 'empty', '.woff2': 'empty', '.png': 'empty' },
  logLevel: 'warning',
};

/**
 * The server, server/main.ts, as one CommonJS script (build/server/server.cjs), which server/boot.ts
 * runs with the V8 code cache made below: Node 20 takes a code cache for a script, not for an ES
 * module (docs/decisions/code-cache.md). Dynamic imports of our own modules stay lazy: each module
 * is a function in the bundle, run at its first import, with the packages it imports (the Sanity
 * client, without CONTENT_SOURCE=sanity, never is).
 */
const serverMainOptions = {
  ...serverCommon,
  entryPoints: [{ in: 'server/main.ts', out: 'server' }],
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
  // The ES-module sources' import.meta.url (server/logger.ts: createRequire), as a script has it.
  banner: { js: "const __import_meta_url = require('node:url').pathToFileURL(__filename).href;" },
  define: { ...serverCommon.define, 'import.meta.url': '__import_meta_url' },
  // import() of the packages left outside (sharp, pg, Sentry) as require() in a promise: a script
  // compiled from a code cache has no dynamic-import callback in Node 20 (and the vm option that
  // would give it one is experimental, with a warning at every start).
  supported: { 'dynamic-import': false },
  // No comments or indentation: 4.5 MB instead of 6.4 MB to read and hash at each start, and ASCII
  // only (comments were what was not), which Node decodes several times faster than UTF-8 with
  // other characters. Names are kept, for stack traces.
  minifyWhitespace: true,
};

/** The process entry, build/server/main.js (server/boot.ts): reads the cache and runs server.cjs. */
const bootOptions = { ...serverCommon, entryPoints: [{ in: 'server/boot.ts', out: 'main' }], format: 'esm', sourcemap: false };

/** The operator commands: ES modules sharing chunks (build/server/cli/, build/server/chunks/). */
const cliOptions = {
  ...serverCommon,
  entryPoints: cliEntries.map((f) => ({ in: f, out: f.replace(/^server\//, '').replace(/\.ts$/, '') })),
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  // Bundled CommonJS packages call require() for Node's built-in modules: an ES module has none.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
};

/**
 * The reply email's render on a worker thread (server/comments/reply-email-worker.ts, started by
 * server/comments/reply-renderer.ts from beside server.cjs): React Email off the web process's event
 * loop (bench/README.md, comments). A script of its own, as server.cjs.
 */
export const replyEmailWorkerOptions = {
  ...serverCommon,
  entryPoints: [{ in: 'server/comments/reply-email-worker.ts', out: 'reply-email-worker' }],
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
  minifyWhitespace: true,
};

const serverBundles = [serverMainOptions, bootOptions, cliOptions, replyEmailWorkerOptions];
/** Every server bundle's plugins (`npm run dev` adds its restart to server.cjs's). */
const serverPlugins = [reactRouterProduction, browserOnlyOnServer, noPrettier];

/**
 * The server's bundles into `outdir` (tests run a server of the current source), with `overrides`
 * on each; resolves with esbuild's results, the server's first.
 */
export function buildServer(outdir, overrides = {}) {
  return Promise.all(serverBundles.map((o) => esbuild.build({ ...o, outdir, plugins: serverPlugins, ...overrides })));
}

/** The reply email's worker alone into `outdir` (its tests). */
export function buildReplyEmailWorker(outdir, overrides = {}) {
  return esbuild.build({ ...replyEmailWorkerOptions, outdir, plugins: serverPlugins, ...overrides });
}

/**
 * V8's code cache of build/server/server.cjs (docs/decisions/code-cache.md): the built server is
 * started once, exactly as `npm run start:prod` starts it (V8 refuses a cache made under other
 * flags), on the embedded dataset, a fresh data folder and a free port; it renders `/` and the
 * first article `/` links to, then writes the bytecode V8 has compiled so far. Best effort: a
 * server without the cache starts as before, only slower, so a failure here is a warning. Resolves
 * with what to tell the operator, and whether the cache was written; the build prints it.
 */
export async function makeCodeCache(serverDir = path.join(out, 'server')) {
  const cacheFile = path.join(serverDir, 'server.cjs.cache');
  rmSync(cacheFile, { force: true });
  // Written beside, then renamed: a build stopped halfway leaves no cache rather than half of one.
  const partial = `${cacheFile}.partial`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'colophon-code-cache-'));
  const flags = startProdArgs().slice(0, -1);
  const child = spawn(process.execPath, [...flags, path.join(serverDir, 'main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      ...startProdEnv(),
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      CONTENT_SOURCE: 'local',
      FEATURE_LOGIN: 'off',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      COLOPHON_WRITE_CODE_CACHE: partial,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const port = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const m = /"port":(\d+)[^\n]*"msg":"Colophon listening/.exec(output);
      if (m) resolve(Number(m[1]));
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output.slice(-2000)}`)));
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    const timeout = AbortSignal.timeout(120_000);
    const base = `http://127.0.0.1:${await port}`;
    const get = async (pathname) => {
      const res = await fetch(base + pathname, { signal: timeout });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`GET ${pathname} answered ${res.status}`);
      return body;
    };
    const home = await get('/');
    const article = /href="(\/sections\/[^"/]+\/articles\/[^"/]+)"/.exec(home);
    if (article) await get(article[1]);
    const written = new Promise((resolve) => child.on('message', (m) => m === 'code-cache-written' && resolve()));
    child.send('write-code-cache');
    await Promise.race([written, exited.then(() => Promise.reject(new Error('the server exited before writing the cache')))]);
    renameSync(partial, cacheFile);
    return { written: true, message: `build: V8 code cache of the server bundle, ${(statSync(cacheFile).size / 1e6).toFixed(1)} MB -> ${path.relative(root, cacheFile)}` };
  } catch (err) {
    rmSync(partial, { force: true });
    return {
      written: false,
      message: `build: no code cache for the server bundle (the server starts without it, about 0.15 s slower): ${err instanceof Error ? err.message : err}`,
    };
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (process.argv.includes('--if-stale') && !watch && buildIsFresh()) {
    ensureDataset();
    console.log('build: up to date (build/.source-stamp matches the sources), reusing build/');
    return;
  }
  // Stamped with the sources as they were when the build started: an edit during it makes it stale.
  const stamp = sourceStamp();
  rmSync(out, { recursive: true, force: true });
  mkdirSync(clientOut, { recursive: true });
  ensureDataset();
  const template = makePgliteTemplate();
  if (watch) {
    const client = await esbuild.context(clientOptions);
    await client.watch();
    const visualEditing = await esbuild.context(visualEditingOptions);
    await visualEditing.watch();
    for (const options of serverBundles) {
      // The dev restart after each rebuild of the server itself.
      const plugins = options === serverMainOptions ? [...serverPlugins, restartServer] : serverPlugins;
      const server = await esbuild.context({ ...options, plugins });
      await server.watch();
    }
    await template;
    console.log('dev: watching client/, server/ and shared/; the server restarts on change');
  } else {
    await esbuild.build(clientOptions);
    await esbuild.build(visualEditingOptions);
    await buildServer(path.join(out, 'server'));
    await template;
    const cache = await makeCodeCache();
    (cache.written ? console.log : console.warn)(cache.message);
    writeFileSync(path.join(root, STAMP_FILE), stamp);
    console.log(`build: done -> build/client, build/server, ${PGLITE_TEMPLATE}`);
  }
}

// Builds when run (node build.mjs); importing it builds nothing.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
