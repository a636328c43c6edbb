/**
 * Operator CLI:  tsx server/cli/accounts.ts grant-premium EMAIL | revoke-premium EMAIL | list
 *                 | gift-code EMAIL --months N
 *
 * PGlite admits one process, guarded by the data folder's lock (accounts/data-lock.ts). When a
 * server holds it, the command goes to that server, on the port the lock records (POST
 * /api/admin/accounts/:command with the token from DATA_DIR/admin-token), whatever PORT this shell
 * has. When another command holds it, this one refuses. Only with the lock taken is the database
 * opened directly. With DATABASE_URL (real Postgres, many writers) it always is.
 */
import { hostname } from 'node:os';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { loadConfig, type Config } from '../config.js';
import { createAccounts, type Accounts } from '../accounts/index.js';
import {
  ADMIN_COMMANDS, ADMIN_TOKEN_FILE, ADMIN_TOKEN_HEADER, isAdminCommand, runAdminCommand,
  type AdminCommand, type AdminResult,
} from '../accounts/admin.js';
import { acquireDataLock, DataDirLockedError, type DataLock } from '../accounts/data-lock.js';

const usageOf = (c: AdminCommand) => (c === 'list' ? c : c === 'gift-code' ? `${c} EMAIL --months N` : `${c} EMAIL`);
const USAGE = `usage: tsx server/cli/accounts.ts ${ADMIN_COMMANDS.map(usageOf).join(' | ')}`;

export interface CliDeps {
  config: Config;
  out?: (line: string) => void;
  err?: (line: string) => void;
  /** Opens the database directly (tests inject one); default createAccounts from config. */
  openAccounts?: () => Promise<Accounts>;
}

class ServerAnswered extends Error {}

/** The server's answer, or null when nothing listens on `port` of this machine. */
async function viaServer(config: Config, port: number, command: AdminCommand, args: object): Promise<AdminResult | null> {
  const token = await readFile(path.join(config.dataDir, ADMIN_TOKEN_FILE), 'utf8').catch(() => '');
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${port}/api/admin/accounts/${command}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ADMIN_TOKEN_HEADER]: token.trim() },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (err) {
    const code = (err as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED') return null;
    throw err;
  }
  const body = (await res.json().catch(() => null)) as AdminResult | { error?: { message?: string } } | null;
  if (!res.ok || !body || 'error' in body) {
    // Something is listening, so the database may be held open: never open it from here as well.
    const message = body && 'error' in body ? body.error?.message : `HTTP ${res.status}`;
    throw new ServerAnswered(`The server on port ${port} refused the command: ${message}`);
  }
  return body as AdminResult;
}

function print(result: AdminResult, out: (line: string) => void): void {
  if (result.command === 'list') {
    for (const m of result.members) {
      const name = `${m.firstName} ${m.lastName}`.trim() || '-';
      out(`${m.premium ? 'premium' : 'free   '}  ${m.email}  ${name}  since ${m.createdAt.slice(0, 10)}`);
    }
    out(`${result.members.length} member(s)`);
  } else if (result.command === 'gift-code') {
    out(`${result.email}: gift code for ${result.months} months issued and emailed`);
    out(`redeem at ${result.url}`);
  } else if (result.command === 'grant-premium') {
    out(`${result.email}: premium granted`);
  } else {
    out(`${result.email}: operator grant revoked${result.premium ? ' (still premium through a paid subscription)' : ''}`);
  }
}

/** The value of `--months N` / `--months=N` when that is all `rest` holds. */
function monthsOption(rest: string[]): string | undefined {
  if (rest.length === 2 && rest[0] === '--months') return rest[1];
  if (rest.length === 1 && rest[0]?.startsWith('--months=')) return rest[0].slice('--months='.length);
  return undefined;
}

/** Runs the CLI; returns the process exit code. */
export async function runAccountsCli(argv: string[], deps: CliDeps): Promise<number> {
  const { config, out = console.log, err = console.error } = deps;
  const [command, email, ...rest] = argv;
  // gift-code takes `--months N` (or `--months=N`) after the address; the others nothing more.
  const months = command === 'gift-code' ? monthsOption(rest) : undefined;
  const extra = command === 'gift-code' ? months === undefined : rest.length > 0;
  if (!command || !isAdminCommand(command) || extra || (command === 'list') !== (email === undefined)) {
    err(USAGE);
    return 2;
  }
  const args = command === 'list' ? {} : command === 'gift-code' ? { email, months } : { email };
  let lock: DataLock | undefined;
  try {
    if (!config.DATABASE_URL) {
      try {
        lock = acquireDataLock(config.dataDir, { role: 'cli', port: null });
      } catch (e) {
        if (!(e instanceof DataDirLockedError)) throw e;
        print(await viaOwner(config, e, command, args), out);
        return 0;
      }
    }
    const open =
      deps.openAccounts ??
      (() => createAccounts({ config, logger: pino({ level: 'warn' }, pino.destination(2)) }));
    const accounts = await open();
    let result: AdminResult;
    try {
      result = await runAdminCommand(accounts, command, args, config.PUBLIC_URL);
    } finally {
      await accounts.close();
    }
    print(result, out);
    return 0;
  } catch (e) {
    err(e instanceof Error ? e.message : String(e));
    return 1;
  } finally {
    lock?.release();
  }
}

/** The command run by the server that holds the data folder; an error saying why when it cannot be. */
async function viaOwner(config: Config, locked: DataDirLockedError, command: AdminCommand, args: object): Promise<AdminResult> {
  const owner = locked.owner;
  if (!owner || owner.role !== 'server' || owner.port === null || owner.host !== hostname()) throw locked;
  const result = await viaServer(config, owner.port, command, args);
  if (!result) throw new Error(`${locked.message} It does not answer on port ${owner.port} yet; try again in a moment.`);
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await runAccountsCli(process.argv.slice(2), { config: loadConfig() });
}
