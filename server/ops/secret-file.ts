/**
 * Secrets the server makes for itself and keeps in DATA_DIR, readable by its owner only (0600):
 * the admin token, written anew at every start (server/accounts/admin.ts), and the cookie-signing
 * secret when SESSION_SECRET is not set, made once and kept so a restart keeps every cookie valid
 * (docs/decisions/session-secret.md).
 */
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** 32 random bytes, base64url: 43 characters. */
function freshSecret(): string {
  return randomBytes(32).toString('base64url');
}

function writeOwnerOnly(file: string, text: string, flag: 'w' | 'wx' = 'w'): void {
  writeFileSync(file, text, { mode: 0o600, flag });
  chmodSync(file, 0o600); // writeFileSync keeps the mode of a file that already existed
}

/** Writes a fresh random secret to `${dataDir}/${name}` (mode 0600), replacing any, and returns it. */
export function writeSecretFile(dataDir: string, name: string): string {
  const secret = freshSecret();
  mkdirSync(dataDir, { recursive: true });
  writeOwnerOnly(path.join(dataDir, name), secret);
  return secret;
}

export class SecretFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretFileError';
  }
}

/**
 * The secret kept in `${dataDir}/${name}`, made (random, mode 0600) when there is none yet.
 * `created` says this call made it. Two processes starting at once (the server and the accounts
 * CLI) get the same one: the file appears whole or not at all (written aside, then hard-linked
 * into place, which fails if another got there first).
 */
export function keptSecretFile(dataDir: string, name: string): { secret: string; created: boolean } {
  const file = path.join(dataDir, name);
  const existing = readSecret(file);
  if (existing !== undefined) return { secret: existing, created: false };
  mkdirSync(dataDir, { recursive: true });
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.new`;
  const secret = freshSecret();
  writeOwnerOnly(aside, secret, 'wx');
  try {
    linkSync(aside, file);
    return { secret, created: true };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const theirs = readSecret(file);
    if (theirs === undefined) throw new SecretFileError(`${file} vanished while it was being read`);
    return { secret: theirs, created: false };
  } finally {
    unlinkSync(aside);
  }
}

/** The file's secret, undefined if there is no file; an empty file is an error an operator must see. */
function readSecret(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const secret = text.trim();
  if (secret === '') throw new SecretFileError(`${file} is empty: delete it (a new secret is made at the next start) or set SESSION_SECRET`);
  return secret;
}
