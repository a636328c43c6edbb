/**
 * Runs Varnish for real with deploy/varnish's VCL, for the edge tests (test/integration/edge/) and
 * `npm run bench -- --edge`: varnishd in the foreground (-F) as the current user (-j none), its
 * working directory (-n) and a copy of the VCL in a temporary folder, listening on 127.0.0.1 and a
 * free port. The copy differs from deploy/varnish/default.vcl only where a test must: the backend
 * line points at the given port(s) (several become a round-robin director, as compose.vcl does),
 * the probe runs every 200 ms so "the app is down" is seen in about a second, and (only when asked)
 * the healthy grace is shorter than the app's 600 s.
 * Needs Debian's `varnish` and `varnish-modules` (vmod_xkey); .ci/run installs them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const VCL_DIR = path.join(root, 'deploy/varnish');

/**
 * varnishd's parameters every deployment of deploy/varnish sets (default.vcl's header, compose,
 * k8s; the manifests test checks): the app's Surrogate-Key may be up to 16 KB (docs/decisions/
 * edge-cache.md), twice Varnish's default limit on one response header (8 KB, a longer one fails
 * the fetch with a 503), and it is copied once to `xkey` in the backend workspace.
 */
export const VARNISH_PARAMS = ['-p', 'http_resp_hdr_len=32k', '-p', 'http_resp_size=96k', '-p', 'workspace_backend=256k'];

/** Whether varnishd and vmod_xkey are installed (the suites skip with a message when not). */
export function varnishAvailable() {
  const probe = spawnSync('varnishd', ['-V'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return false;
  const dir = mkdtempSync(path.join(tmpdir(), 'colophon-vcl-check-'));
  try {
    writeFileSync(path.join(dir, 'x.vcl'), 'vcl 4.1;\nimport xkey;\nbackend b none;\n');
    return spawnSync('varnishd', ['-j', 'none', '-C', '-f', path.join(dir, 'x.vcl')], { stdio: 'ignore' }).status === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * default.vcl with its backend line replaced by `backends` (127.0.0.1 ports) and a fast probe.
 * Exported for the unit test that checks the rewrite finds what it replaces.
 */
export function testVcl(ports, { probeIntervalMs = 200 } = {}) {
  let vcl = readFileSync(path.join(VCL_DIR, 'default.vcl'), 'utf8');
  const line = /^backend default \{[^\n]*\}$/m;
  if (!line.test(vcl)) throw new Error('deploy/varnish/default.vcl: no one-line `backend default { ... }` to point at the test backend');
  const opts = '.probe = app_alive; .connect_timeout = 1s; .first_byte_timeout = 30s;';
  const backend = (name, port) => `backend ${name} { .host = "127.0.0.1"; .port = "${port}"; ${opts} }`;
  const replacement =
    ports.length === 1
      ? backend('default', ports[0])
      : [
          'import directors;',
          ...ports.map((port, i) => backend(`app${i}`, port)),
          `sub vcl_init { new apps = directors.round_robin(); ${ports.map((_, i) => `apps.add_backend(app${i});`).join(' ')} }`,
          'sub vcl_recv { set req.backend_hint = apps.backend(); }',
        ].join('\n');
  vcl = vcl.replace(line, replacement);
  if (!/\.interval = 5s;/.test(vcl)) throw new Error('deploy/varnish/default.vcl: no `.interval = 5s;` in its probe');
  return vcl.replace(/\.interval = 5s;/, `.interval = ${probeIntervalMs}ms;`).replace(/\.timeout = 2s;/, `.timeout = ${Math.min(probeIntervalMs, 2000)}ms;`);
}

/** A port nothing listens on now (to tell the app where its Varnish will be before it starts). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * compose.vcl (deploy/docker-compose.yml's) with app-a and app-b at 127.0.0.1 `ports` and the fast
 * probe: the same file, run for real with its two listeners.
 */
export function composeVcl(ports, { probeIntervalMs = 200 } = {}) {
  let vcl = readFileSync(path.join(VCL_DIR, 'compose.vcl'), 'utf8');
  ['app-a', 'app-b'].forEach((host, i) => {
    const line = `.host = "${host}"; .port = "3000";`;
    if (!vcl.includes(line)) throw new Error(`deploy/varnish/compose.vcl: no \`${line}\``);
    vcl = vcl.replace(line, `.host = "127.0.0.1"; .port = "${ports[i]}";`);
  });
  return vcl.replace(/\.interval = 5s;/, `.interval = ${probeIntervalMs}ms;`).replace(/\.timeout = 2s;/, `.timeout = ${Math.min(probeIntervalMs, 2000)}ms;`);
}

function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`varnishd did not listen on ${port} within ${timeoutMs} ms`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * Starts varnishd in front of `ports` (the app's or a fake's, on 127.0.0.1): default.vcl, or with
 * `compose` compose.vcl and its two listeners, `http` (`base`) and `purge` (`purgePort`).
 * @returns {{ base: string, port: number, purgePort?: number, pid: number, purge(keys: string, opts?: { soft?: boolean, from?: string, to?: number }): Promise<{ status: number, purged: number }>, stats(): Record<string, number>, stop(): Promise<void>, output(): string }}
 */
export async function startVarnish(ports, { probeIntervalMs = 200, storageMb = 128, healthyGraceS, port: wanted, compose = false } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'colophon-varnish-'));
  let rules = readFileSync(path.join(VCL_DIR, 'colophon.vcl'), 'utf8');
  if (healthyGraceS !== undefined) {
    // Only the suite that shows both grace branches shortens the healthy one (600 s in the VCL).
    if (!rules.includes('set req.grace = 600s;')) throw new Error('deploy/varnish/colophon.vcl: no `set req.grace = 600s;`');
    rules = rules.replace('set req.grace = 600s;', `set req.grace = ${healthyGraceS}s;`);
  }
  writeFileSync(path.join(dir, 'colophon.vcl'), rules);
  const main = compose ? 'compose.vcl' : 'default.vcl';
  writeFileSync(path.join(dir, main), compose ? composeVcl(ports, { probeIntervalMs }) : testVcl(ports, { probeIntervalMs }));
  const port = wanted ?? (await freePort());
  const purgePort = compose ? await freePort() : undefined;
  const listeners = compose ? ['-a', `http=127.0.0.1:${port},HTTP`, '-a', `purge=127.0.0.1:${purgePort},HTTP`] : ['-a', `127.0.0.1:${port}`];
  const workdir = path.join(dir, 'work');
  const child = spawn(
    'varnishd',
    ['-F', '-j', 'none', '-n', workdir, ...listeners, '-T', 'none', '-f', path.join(dir, main), '-s', `malloc,${storageMb}m`, ...VARNISH_PARAMS],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await Promise.race([
      waitForPort(port, 20_000),
      exited.then(() => {
        throw new Error(`varnishd exited at start:\n${output}`);
      }),
    ]);
  } catch (err) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    port,
    purgePort,
    pid: child.pid,
    output: () => output,
    /** PURGE by surrogate key(s), as the app does (`xkey-purge`), from `from` (a local address; default 127.0.0.1), to `to` (default: the purge listener with `compose`, else `port`). */
    async purge(keys, { soft = false, from, to = purgePort ?? port } = {}) {
      const http = await import('node:http');
      return new Promise((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port: to, method: 'PURGE', path: '/', localAddress: from, headers: { [soft ? 'xkey-softpurge' : 'xkey-purge']: keys } },
          (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, purged: Number(res.headers['x-purged'] ?? NaN) }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    },
    /** varnishstat's counters (MAIN.cache_hit, MAIN.cache_miss, …), by name. */
    stats() {
      const out = spawnSync('varnishstat', ['-n', workdir, '-1', '-j'], { encoding: 'utf8' });
      if (out.status !== 0) throw new Error(`varnishstat failed: ${out.stderr}`);
      const json = JSON.parse(out.stdout);
      const counters = json.counters ?? json;
      return Object.fromEntries(Object.entries(counters).filter(([, v]) => typeof v === 'object' && v && 'value' in v).map(([k, v]) => [k, Number(v.value)]));
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
