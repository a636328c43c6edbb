#!/usr/bin/env node
/**
 * The npm registry this project's machines reach serves only this platform's builds of packages
 * like rollup's native binaries, so `npm install` writes a package-lock.json without the other
 * platforms' optional packages, and `npm ci` then refuses that lock ("Missing: … from lock file").
 * This adds those optional entries back, with the os/cpu/libc their names declare, so npm ci
 * (here, in CI and in the Docker build) accepts the lock and skips them as foreign-platform
 * optionals. Run it after any `npm install` that changes package-lock.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const OSES = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32', 'sunos', 'aix', 'netbsd'];
const CPUS = ['arm', 'arm64', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el'];

function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = tokens.find((t) => OSES.includes(t));
  const cpu = tokens.find((t) => CPUS.includes(t));
  const libc = os === 'linux' ? (tokens.includes('musl') || tokens.some((t) => t.startsWith('musl')) ? 'musl' : 'glibc') : undefined;
  return { os, cpu, libc };
}

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;

/** Where node would find `dep` from the package at `path` (its own node_modules, then each ancestor's). */
function resolves(path, dep) {
  let base = path;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${dep}`]) return true;
    if (!base) return false;
    const i = base.lastIndexOf('node_modules/');
    base = i <= 0 ? '' : base.slice(0, i - 1);
  }
}

for (const [path, pkg] of Object.entries({ ...packages })) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    if (resolves(path, dep)) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform build: leave it to npm
    const entry = { version, optional: true };
    if (pkg.dev) entry.dev = true;
    if (os) entry.os = [os];
    if (cpu) entry.cpu = [cpu];
    if (libc) entry.libc = [libc];
    packages[`node_modules/${dep}`] = entry;
    added++;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lockfile: added ${added} foreign-platform optional entr${added === 1 ? 'y' : 'ies'}`);
