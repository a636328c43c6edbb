/**
 * One writer per embedded database (docs/decisions/pglite-default.md). PGlite admits one process per folder, so the
 * process that opens it holds DATA_DIR/colophon.lock, which records its pid, host and HTTP port.
 * Another opener learns the owner from it: the operator CLI sends its command to the owner's port,
 * a second server refuses to start. A lock left by a crashed process is taken over: on this host
 * when its pid is gone, from another host (a shared volume) once its heartbeat has stopped.
 */
import { hostname } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  linkSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync,
} from 'node:fs';

export const LOCK_FILE = 'colophon.lock';
/** The owner touches the file this often, so a lock from another host can be judged alive. */
const HEARTBEAT_MS = 10_000;
/** A lock from another host (or unreadable) untouched this long belongs to a dead process. */
export const LOCK_STALE_MS = 30_000;

export interface LockOwner {
  pid: number;
  host: string;
  /** The HTTP port of a server owner; null for an operator command. */
  port: number | null;
  role: 'server' | 'cli';
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner | null,
  ) {
    super(describeOwner(dir, owner));
    this.name = 'DataDirLockedError';
  }
}

function describeOwner(dir: string, owner: LockOwner | null): string {
  if (!owner) return `The data folder ${dir} is locked by a process that is still starting (or died while writing ${LOCK_FILE}); try again in ${LOCK_STALE_MS / 1000} s.`;
  const where = owner.host === hostname() ? `pid ${owner.pid}` : `pid ${owner.pid} on host ${owner.host}`;
  if (owner.role === 'cli') return `The data folder ${dir} is in use by an accounts command (${where}). Try again when it has finished.`;
  const listening = owner.port === null ? 'that is still starting' : `on port ${owner.port}`;
  return `The data folder ${dir} is in use by a Colophon server (${where}) ${listening}. Only one process may open its database: stop that server, or give this one another DATA_DIR.`;
}

export interface DataLock {
  readonly file: string;
  /** Records the port the owner listens on (known once it is bound). */
  setPort(port: number): void;
  /** Removes the lock if this process still holds it. */
  release(): void;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // alive, owned by another user
  }
}

function parseOwner(raw: string): LockOwner | null {
  try {
    const o = JSON.parse(raw) as LockOwner;
    return Number.isInteger(o.pid) && typeof o.host === 'string' ? o : null;
  } catch {
    return null;
  }
}

function isStale(owner: LockOwner | null, mtimeMs: number): boolean {
  if (owner && owner.host === hostname()) {
    // Our own pid in the file is a previous run's (a container's process is pid 1 every time).
    return owner.pid === process.pid || !pidAlive(owner.pid);
  }
  return Date.now() - mtimeMs > LOCK_STALE_MS;
}

/** The current owner of `dir`'s lock, or null when the folder is free (or its lock is stale). */
export function readDataLock(dir: string): LockOwner | null {
  const file = path.join(dir, LOCK_FILE);
  try {
    const { mtimeMs } = statSync(file);
    const owner = parseOwner(readFileSync(file, 'utf8'));
    if (owner?.pid === process.pid && owner.host === hostname()) return owner; // our own
    return isStale(owner, mtimeMs) ? null : owner;
  } catch {
    return null;
  }
}

/** Writes `content` to `file` whole, in one step: never a half-written lock for others to read. */
function writeWhole(file: string, content: string, exclusive: boolean): void {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, content);
  try {
    if (exclusive) linkSync(tmp, file); // fails with EEXIST when another process holds it
    else renameSync(tmp, file);
  } finally {
    if (exclusive) unlinkSync(tmp);
  }
}

/**
 * Moves a stale lock aside. Two processes may judge the same lock stale at once; the one whose
 * rename moved a different (fresh) lock puts it back, so a live owner never loses its lock.
 */
function removeStale(file: string, judged: string): void {
  const aside = `${file}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch {
    return; // someone else moved it first
  }
  if (readFileSync(aside, 'utf8') !== judged) {
    try {
      linkSync(aside, file);
    } catch {
      // a third process already holds a fresh lock
    }
  }
  unlinkSync(aside);
}

/** Takes the lock of `dir` or throws DataDirLockedError naming its live owner. */
export function acquireDataLock(dir: string, who: { role: LockOwner['role']; port: number | null }): DataLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const owner: LockOwner = { pid: process.pid, host: hostname(), port: who.port, role: who.role, since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      writeWhole(file, JSON.stringify(owner), true);
      return held(file, owner);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let raw: string;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
      raw = readFileSync(file, 'utf8');
    } catch {
      continue; // released between our attempt and the read: try again
    }
    const current = parseOwner(raw);
    if (!isStale(current, mtimeMs) || attempt >= 3) throw new DataDirLockedError(dir, current);
    removeStale(file, raw);
  }
}

function held(file: string, owner: LockOwner): DataLock {
  const mine = () => {
    try {
      return parseOwner(readFileSync(file, 'utf8'))?.pid === owner.pid;
    } catch {
      return false;
    }
  };
  const heartbeat = setInterval(() => {
    if (!mine()) return;
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // the folder went away: nothing left to guard
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const release = () => {
    clearInterval(heartbeat);
    process.off('exit', release);
    if (!mine()) return;
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  };
  // process.exit() (the server's shutdown) runs 'exit' listeners: the lock goes with the process.
  process.on('exit', release);
  return {
    file,
    setPort(port) {
      owner.port = port;
      writeWhole(file, JSON.stringify(owner), false);
    },
    release,
  };
}
