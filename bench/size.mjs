#!/usr/bin/env node
/**
 * npm run size: the gzipped JavaScript and CSS each page loads, against the budgets of
 * docs/architecture.md#the-bars (JS under 130 KB gz with React 19 in the browser, CSS under 30 KB gz; strict: 1 KB = 1,000
 * bytes). Enforced on home, a section and an article.
 *
 * Which files a page loads is taken from the served HTML (the truth): it starts the production
 * server (bench/server.mjs), fetches each page and reads its <script type="module" src>,
 * <link rel="modulepreload"> and <link rel="stylesheet">. The JS is then closed over the static
 * imports of build/client-meta.json (esbuild's metafile), since the browser fetches every
 * statically imported chunk whether or not it is preloaded; chunks reached that way but missing a
 * modulepreload are reported. Dynamic imports (loaded on demand) are listed, not counted.
 * Fallback and cross-check: the same sets from build/client/manifest.json (entry + the route's
 * page chunk + their static imports, transitively; entry CSS + chunk CSS), which is what
 * server/render/manifest.ts turns into the HTML.
 *
 * Sizes: each file gzipped with zlib's default level (6, what the server's compression() uses);
 * the bytes the server actually sent with `accept-encoding: gzip` are recorded as a cross-check.
 * Writes the table in bench/README.md (the record of the figures) and the full report, file by
 * file, to test-results/bench/size.json (not in git); exits 1 when a budgeted page is over budget.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Parser } from 'htmlparser2';
import { firstArticlePath, root, startServer, writeReadmeSection } from './server.mjs';

const BUDGET = { js: 130_000, css: 30_000 }; // bytes gzipped, docs/architecture.md#the-bars (KB read strictly as 1,000 bytes)
const clientDir = path.join(root, 'build/client');
const kb = (bytes) => (bytes / 1000).toFixed(1);

const manifest = JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8'));
const metaPath = path.join(root, 'build/client-meta.json');
const meta = existsSync(metaPath) ? JSON.parse(readFileSync(metaPath, 'utf8')) : null;

/** URL path (/assets/x.js) <-> metafile key (build/client/assets/x.js). */
const metaKey = (url) => path.relative(root, path.join(clientDir, url)).split(path.sep).join('/');
const urlOf = (key) => '/' + path.relative(clientDir, path.join(root, key)).split(path.sep).join('/');

function fileOf(url) {
  for (const dir of ['', 'public']) {
    const file = path.join(clientDir, dir, url);
    if (file.startsWith(clientDir) && existsSync(file)) return file;
  }
  return null;
}

const sizes = new Map();
function sizeOf(url) {
  if (!sizes.has(url)) {
    const file = fileOf(url);
    const buf = file ? readFileSync(file) : Buffer.alloc(0);
    sizes.set(url, { file: url, found: Boolean(file), rawBytes: buf.length, gzipBytes: file ? gzipSync(buf).length : 0 });
  }
  return sizes.get(url);
}

/** Static-import closure of some JS URLs (metafile if present, else the manifest's import lists), and the dynamic imports reached. */
function closure(roots) {
  const manifestImports = new Map([manifest.entry, ...Object.values(manifest.chunks)].map((c) => [c.file, c.imports]));
  const seen = new Set();
  const dynamic = new Set();
  const stack = [...roots];
  while (stack.length) {
    const url = stack.pop();
    if (seen.has(url)) continue;
    seen.add(url);
    const out = meta?.outputs[metaKey(url)];
    const imports = out
      ? out.imports.filter((i) => !i.external && i.path.endsWith('.js'))
      : (manifestImports.get(url) ?? []).map((p) => ({ path: metaKey(p), kind: 'import-statement' }));
    for (const i of imports) {
      if (i.kind === 'import-statement') stack.push(urlOf(i.path));
      else if (i.kind === 'dynamic-import') dynamic.add(urlOf(i.path));
    }
  }
  for (const s of seen) dynamic.delete(s);
  return { js: [...seen], dynamic: [...dynamic] };
}

/** What the page's HTML references. */
function parseHtml(html) {
  const scripts = [];
  const preloads = [];
  const styles = [];
  const parser = new Parser({
    onopentag(name, attrs) {
      if (name === 'script' && attrs.type === 'module' && attrs.src) scripts.push(attrs.src);
      if (name === 'link' && attrs.href) {
        const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
        if (rel.includes('modulepreload')) preloads.push(attrs.href);
        if (rel.includes('stylesheet')) styles.push(attrs.href);
      }
    },
  });
  parser.write(html);
  parser.end();
  return { scripts, preloads, styles };
}

/** Bytes the server sends for a URL with accept-encoding: gzip (the body as transferred). */
function servedBytes(url) {
  return new Promise((resolve) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let n = 0;
        res.on('data', (c) => (n += c.length));
        res.on('end', () => resolve(res.statusCode === 200 ? n : null));
      })
      .on('error', () => resolve(null));
  });
}

function fromManifest(chunk) {
  const c = manifest.chunks[chunk];
  const roots = [manifest.entry.file, ...manifest.entry.imports, ...(c ? [c.file, ...c.imports] : [])];
  const css = [...new Set([...manifest.entry.css, ...(c?.css ?? [])])];
  return { ...closure(roots), css };
}

/** The biggest contributors of a chunk (metafile inputs grouped by package or source folder, minified bytes). */
function contributors(url) {
  const out = meta?.outputs[metaKey(url)];
  if (!out) return [];
  const groups = new Map();
  for (const [input, { bytesInOutput }] of Object.entries(out.inputs)) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
    const name = m ? m[1] : input.split('/').slice(0, 3).join('/');
    groups.set(name, (groups.get(name) ?? 0) + bytesInOutput);
  }
  return [...groups].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([name, bytes]) => ({ name, minifiedBytes: bytes }));
}

const PAGES = [
  { name: 'home', path: '/', chunk: 'client/pages/Home/index.tsx', budgeted: true },
  { name: 'section', path: '/sections/news', chunk: 'client/pages/Section/index.tsx', budgeted: true },
  { name: 'article', path: null, chunk: 'client/pages/Article/index.tsx', budgeted: true },
];

let server = null;
let method = 'html';
try {
  server = await startServer({});
  PAGES[2].path = await firstArticlePath(server.base);
} catch (err) {
  console.warn(`size: could not read the served HTML (${err.message}); falling back to the manifest`);
  method = 'manifest';
}

const results = [];
try {
  for (const page of PAGES) {
    const byManifest = fromManifest(page.chunk);
    let js;
    let css;
    let dynamic;
    let notPreloaded = [];
    let external = [];
    let pageMethod = method;
    if (method === 'html' && page.path) {
      const res = await fetch(server.base + page.path);
      const html = parseHtml(await res.text());
      const local = (u) => u.startsWith('/') && !u.startsWith('//');
      external = [...html.scripts, ...html.preloads, ...html.styles].filter((u) => !local(u));
      // The entry imports the matched route's page chunk before it hydrates (client/entry.tsx,
      // resolveLazyMatches): part of what the page loads, though the HTML does not name it.
      const routeChunk = manifest.chunks[page.chunk]?.file;
      const referenced = [...new Set([...html.scripts, ...html.preloads, ...(routeChunk ? [routeChunk] : [])].filter(local))];
      if (!res.ok || html.scripts.length === 0) {
        console.warn(`size: ${page.path} answered ${res.status} with ${html.scripts.length} module scripts; using the manifest`);
        pageMethod = 'manifest';
      } else {
        ({ js, dynamic } = closure(referenced));
        css = [...new Set(html.styles.filter(local))];
        notPreloaded = js.filter((u) => !referenced.includes(u));
      }
    }
    if (pageMethod === 'manifest') ({ js, dynamic, css } = byManifest);
    const jsFiles = js.map(sizeOf).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const cssFiles = css.map(sizeOf).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const sum = (files, k) => files.reduce((n, f) => n + f[k], 0);
    let served = null;
    if (server && pageMethod === 'html') {
      const one = async (files) => {
        const n = await Promise.all(files.map((f) => servedBytes(server.base + f.file)));
        return n.includes(null) ? null : n.reduce((a, b) => a + b, 0);
      };
      served = { jsBytes: await one(jsFiles), cssBytes: await one(cssFiles) };
    }
    const same = (a, b) => a.length === b.length && a.every((x) => b.includes(x));
    const row = {
      name: page.name,
      path: page.path,
      budgeted: page.budgeted,
      method: pageMethod,
      js: { gzipBytes: sum(jsFiles, 'gzipBytes'), rawBytes: sum(jsFiles, 'rawBytes'), files: jsFiles.map((f) => ({ ...f, top: contributors(f.file) })) },
      css: { gzipBytes: sum(cssFiles, 'gzipBytes'), rawBytes: sum(cssFiles, 'rawBytes'), files: cssFiles },
      servedGzip: served,
      missing: [...jsFiles, ...cssFiles].filter((f) => !f.found).map((f) => f.file),
      notPreloaded,
      external,
      dynamicImports: dynamic.map(sizeOf).map(({ file, gzipBytes }) => ({ file, gzipBytes, top: contributors(file) })),
      manifestAgrees: pageMethod === 'manifest' || (same(js, byManifest.js) && same(css, byManifest.css)),
    };
    row.pass = row.js.gzipBytes < BUDGET.js && row.css.gzipBytes < BUDGET.css && row.missing.length === 0;
    results.push(row);
  }
} finally {
  await server?.stop();
}

// Report.
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
console.log(`\nsize: gzipped bytes per page (1 kB = 1,000 bytes), budgets JS < ${kb(BUDGET.js)} kB, CSS < ${kb(BUDGET.css)} kB (docs/architecture.md#the-bars)\n`);
console.log(`${pad('page', 9)}${pad('path', 62)}${lpad('JS kB', 8)}${lpad('CSS kB', 8)}${lpad('files', 7)}  result`);
for (const r of results) {
  const verdict = r.pass ? 'pass' : 'FAIL';
  console.log(
    `${pad(r.name, 9)}${pad(r.path ?? '(manifest)', 62)}${lpad(kb(r.js.gzipBytes), 8)}${lpad(kb(r.css.gzipBytes), 8)}${lpad(r.js.files.length + r.css.files.length, 7)}  ${r.budgeted ? verdict : `${verdict} (information)`}`,
  );
}
for (const r of results) {
  console.log(`\n${r.name}: JS ${kb(r.js.gzipBytes)} kB gz (${kb(r.js.rawBytes)} kB minified, ${r.js.files.length} files), CSS ${kb(r.css.gzipBytes)} kB gz (${r.css.files.length} files); method ${r.method}${r.servedGzip ? `; served with gzip: JS ${kb(r.servedGzip.jsBytes ?? 0)} kB, CSS ${kb(r.servedGzip.cssBytes ?? 0)} kB` : ''}`);
  for (const f of r.js.files.slice(0, 6)) {
    console.log(`  ${lpad(kb(f.gzipBytes), 6)} kB  ${pad(f.file, 32)} ${f.top.map((t) => `${t.name} ${kb(t.minifiedBytes)}`).join(', ')}`);
  }
  for (const f of r.css.files) console.log(`  ${lpad(kb(f.gzipBytes), 6)} kB  ${f.file}`);
  if (r.missing.length) console.log(`  MISSING files: ${r.missing.join(', ')}`);
  if (r.notPreloaded.length) console.log(`  statically imported but not modulepreloaded by the HTML (a request waterfall): ${r.notPreloaded.join(', ')}`);
  if (r.external.length) console.log(`  external, not counted: ${r.external.join(', ')}`);
  if (r.dynamicImports.length) {
    const total = r.dynamicImports.reduce((n, d) => n + d.gzipBytes, 0);
    console.log(`  on demand (dynamic imports, not counted): ${r.dynamicImports.length} chunks, ${kb(total)} kB gz`);
  }
  if (!r.manifestAgrees) console.log('  note: the files differ from what the manifest alone predicts (see test-results/bench/size.json)');
}

const report = {
  date: new Date().toISOString(),
  node: process.version,
  budgetsGzipBytes: BUDGET,
  note: 'gzip level 6 per file; 1 kB = 1,000 bytes; files from the served HTML closed over static imports (method "html") or from build/client/manifest.json (method "manifest")',
  pages: results,
};
mkdirSync(path.join(root, 'test-results/bench'), { recursive: true });
writeFileSync(path.join(root, 'test-results/bench/size.json'), JSON.stringify(report, null, 2) + '\n');
const table = [
  '| page | JS kB gz | CSS kB gz | within budget |',
  '| --- | ---: | ---: | --- |',
  ...results.map((r) => `| ${r.name} (\`${r.path}\`) | ${kb(r.js.gzipBytes)} | ${kb(r.css.gzipBytes)} | ${r.budgeted ? (r.pass ? 'yes' : 'NO') : 'not budgeted'} |`),
].join('\n');
writeReadmeSection('size', `Last run ${report.date} (node ${process.version}): budgets JS < ${kb(BUDGET.js)} kB, CSS < ${kb(BUDGET.css)} kB gzipped.\n\n${table}`);
console.log('\nwrote bench/README.md and test-results/bench/size.json');

const over = results.filter((r) => r.budgeted && !r.pass);
if (over.length) {
  for (const r of over) {
    const why = [];
    if (r.js.gzipBytes >= BUDGET.js) why.push(`JS ${kb(r.js.gzipBytes)} kB >= ${kb(BUDGET.js)} kB`);
    if (r.css.gzipBytes >= BUDGET.css) why.push(`CSS ${kb(r.css.gzipBytes)} kB >= ${kb(BUDGET.css)} kB`);
    if (r.missing.length) why.push(`${r.missing.length} referenced files missing from build/client`);
    console.error(`size: ${r.name} over budget: ${why.join('; ')}`);
  }
  process.exit(1);
}
console.log('size: all budgeted pages within budget');
