/**
 * Operator CLI:  tsx server/cli/accounts.ts grant-premium EMAIL | revoke-premium EMAIL | list
 *
 * PGlite admits one process, so the command first goes to a running server on this machine
 * (POST /api/admin/accounts/:command with the token from DATA_DIR/admin-token). Only when nothing
 * listens there is the database opened directly. With DATABASE_URL (real Postgres) it always is.
 */
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

const USAGE = `usage: tsx server/cli/accounts.ts ${ADMIN_COMMANDS.map((c) => (c === 'list' ? c : `${c} EMAIL`)).join(' | ')}`;

export interface CliDeps {
  config: Config;
  out?: (line: string) => void;
  err?: (line: string) => void;
  /** Opens the database directly (tests inject one); default createAccounts from config. */
  openAccounts?: () => Promise<Accounts>;
}

class ServerAnswered extends Error {}

/** The server's answer, or null when no server listens on this machine. */
async function viaServer(config: Config, command: AdminCommand, args: object): Promise<AdminResult | null> {
  const token = await readFile(path.join(config.dataDir, ADMIN_TOKEN_FILE), 'utf8').catch(() => '');
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${config.PORT}/api/admin/accounts/${command}`, {
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
    throw new ServerAnswered(`The server on port ${config.PORT} refused the command: ${message}`);
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
  } else if (result.command === 'grant-premium') {
    out(`${result.email}: premium granted`);
  } else {
    out(`${result.email}: operator grant revoked${result.premium ? ' (still premium through a paid subscription)' : ''}`);
  }
}

/** Runs the CLI; returns the process exit code. */
export async function runAccountsCli(argv: string[], deps: CliDeps): Promise<number> {
  const { config, out = console.log, err = console.error } = deps;
  const [command, email, ...rest] = argv;
  if (!command || !isAdminCommand(command) || rest.length > 0 || (command === 'list') !== (email === undefined)) {
    err(USAGE);
    return 2;
  }
  const args = command === 'list' ? {} : { email };
  try {
    let result = config.DATABASE_URL ? null : await viaServer(config, command, args);
    if (!result) {
      const open =
        deps.openAccounts ??
        (() => createAccounts({ config, logger: pino({ level: 'warn' }, pino.destination(2)) }));
      const accounts = await open();
      try {
        result = await runAdminCommand(accounts, command, args);
      } finally {
        await accounts.close();
      }
    }
    print(result, out);
    return 0;
  } catch (e) {
    err(e instanceof Error ? e.message : String(e));
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await runAccountsCli(process.argv.slice(2), { config: loadConfig() });
}
