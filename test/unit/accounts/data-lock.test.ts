import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { acquireDataLock, DataDirLockedError, LOCK_FILE, LOCK_STALE_MS, readDataLock } from '../../../server/accounts/data-lock.js';

/** The pid of a process that has already exited. */
function deadPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'colophon-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockFile = () => path.join(dir, LOCK_FILE);
const writeLock = (owner: object) => writeFileSync(lockFile(), JSON.stringify({ role: 'server', since: new Date().toISOString(), ...owner }));

describe('data folder lock', () => {
  it('records the owner and its port, refuses a second opener naming them, and goes on release', () => {
    const lock = acquireDataLock(dir, { role: 'server', port: null });
    lock.setPort(4321);
    expect(readDataLock(dir)).toMatchObject({ pid: process.pid, host: hostname(), port: 4321, role: 'server' });

    // A live owner (the parent of this test process stands in for another server).
    writeLock({ pid: process.ppid, host: hostname(), port: 4321 });
    let refused: unknown;
    try {
      acquireDataLock(dir, { role: 'cli', port: null });
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toBe(
      `The data folder ${dir} is in use by a Colophon server (pid ${process.ppid}) on port 4321. Only one process may open its database: stop that server, or give this one another DATA_DIR.`,
    );
    // Not ours any more: release leaves the other owner's lock alone.
    lock.release();
    expect(existsSync(lockFile())).toBe(true);
  });

  it('release removes our own lock, so the next opener gets it', () => {
    acquireDataLock(dir, { role: 'cli', port: null }).release();
    expect(existsSync(lockFile())).toBe(false);
    acquireDataLock(dir, { role: 'server', port: 3000 }).release();
  });

  it('takes over a stale lock left by a crashed process on this host', () => {
    writeLock({ pid: deadPid(), host: hostname(), port: 3000 });
    expect(readDataLock(dir)).toBeNull();
    const lock = acquireDataLock(dir, { role: 'server', port: 3001 });
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid, port: 3001 });
    lock.release();
  });

  it('a lock in our own pid is a previous run of this process (pid 1 in a container)', () => {
    writeLock({ pid: process.pid, host: hostname(), port: 3000 });
    acquireDataLock(dir, { role: 'server', port: 3000 }).release();
  });

  it('judges a lock from another host by its heartbeat', () => {
    writeLock({ pid: 1, host: 'other-host', port: 3000 });
    expect(() => acquireDataLock(dir, { role: 'server', port: 3000 })).toThrow(/pid 1 on host other-host/);
    const old = new Date(Date.now() - LOCK_STALE_MS - 1000);
    utimesSync(lockFile(), old, old);
    acquireDataLock(dir, { role: 'server', port: 3000 }).release();
  });

  it('an unreadable lock file waits out the stale period rather than being stolen', () => {
    writeFileSync(lockFile(), '');
    expect(() => acquireDataLock(dir, { role: 'server', port: 3000 })).toThrow(/still starting/);
    const old = new Date(Date.now() - LOCK_STALE_MS - 1000);
    utimesSync(lockFile(), old, old);
    acquireDataLock(dir, { role: 'server', port: 3000 }).release();
  });
});
