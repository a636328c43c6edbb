/**
 * Operator CLI:  tsx server/cli/accounts.ts grant-premium EMAIL | revoke-premium EMAIL | list
 *                 | gift-code EMAIL --months N | import-members FILE.csv | suppressions | unsuppress EMAIL
 *                 | report conversions [--since DATE]
 *                 | create-offer --code CODE (--percent N | --amount N | --trial-days N) [--months N] [--tier KEY]
 *                   [--cadence monthly|yearly] [--ends DATE] [--limit N] | end-offer CODE | send-reminders [--as-of DATE]
 *                 | grant-staff EMAIL | revoke-staff EMAIL | bar-commenter EMAIL | unbar-commenter EMAIL
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
import { createSourceFromConfig } from '../content/index.js';
import { newslettersFor } from '../newsletters/index.js';
import { parseArgs } from 'node:util';
import { isOfferAdminCommand, type OfferAdminCommand, type OfferAdminResult } from '../offers/admin.js';
import { parseMembersCsv, type CsvMember, type ImportResult, type RowProblem } from '../newsletters/import.js';
import { SUPPRESSIONS } from '../../shared/newsletter-webhook-messages.js';
import { formatConversions } from '../members/sources.js';
import { commentResultLine, isCommentAdminCommand, type CommentAdminResult } from '../comments/admin.js';

const OFFER_USAGE: Record<OfferAdminCommand, string> = {
  'create-offer': 'create-offer --code CODE (--percent N | --amount N | --trial-days N) [--months N] [--tier KEY] [--cadence monthly|yearly] [--ends DATE] [--limit N]',
  'end-offer': 'end-offer CODE',
  'send-reminders': 'send-reminders [--as-of DATE]',
};
/** The commands that take no argument. */
const BARE: ReadonlySet<AdminCommand> = new Set(['list', 'suppressions']);
const usageOf = (c: AdminCommand) =>
  isOfferAdminCommand(c)
    ? OFFER_USAGE[c]
    : BARE.has(c)
    ? c
    : c === 'gift-code'
      ? `${c} EMAIL --months N`
      : c === 'import-members'
        ? `${c} FILE.csv`
        : c === 'report-conversions'
          ? 'report conversions [--since DATE]'
          : `${c} EMAIL`;
/** Rows per request when a running server imports them (its admin route takes up to 1 MB). */
const IMPORT_BATCH = 1000;
const USAGE = `usage: tsx server/cli/accounts.ts ${ADMIN_COMMANDS.map(usageOf).join(' | ')}`;

export interface CliDeps {
  config: Config;
  out?: (line: string) => void;
  err?: (line: string) => void;
  /** Opens the database directly (tests inject one); default createAccounts from config. */
  openAccounts?: () => Promise<Accounts>;
  /** The content query of the newsletter catalogue (tests inject one); default the configured content source. */
  query?: <T>(groq: string) => Promise<T>;
}

class ServerAnswered extends Error {}

/** The server's answer, or null when nothing listens on `port` of this machine. */
async function viaServer<T>(config: Config, port: number, route: string, args: object): Promise<T | null> {
  const token = await readFile(path.join(config.dataDir, ADMIN_TOKEN_FILE), 'utf8').catch(() => '');
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${port}${route}`, {
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
  const body = (await res.json().catch(() => null)) as object | { error?: { message?: string } } | null;
  if (!res.ok || !body || 'error' in body) {
    // Something is listening, so the database may be held open: never open it from here as well.
    const message = body && 'error' in body ? (body as { error?: { message?: string } }).error?.message : `HTTP ${res.status}`;
    throw new ServerAnswered(`The server on port ${port} refused the command: ${message}`);
  }
  return body as T;
}

function printOffer(result: OfferAdminResult, out: (line: string) => void): void {
  if (result.command === 'send-reminders') {
    for (const r of result.sent) out(`sent     ${r.email}  gift ends ${r.endsAt.slice(0, 10)}`);
    for (const r of result.skipped) out(`skipped  ${r.email}  gift ends ${r.endsAt.slice(0, 10)}  (${r.reason === 'continued' ? 'already continued' : 'already reminded'})`);
    out(`${result.sent.length} reminder(s) sent, ${result.skipped.length} skipped (as of ${result.asOf})`);
    return;
  }
  const o = result.offer;
  const gives = o.kind === 'trial' ? `${o.value} days free` : o.kind === 'percent' ? `${o.value}% off` : `${(o.value / 100).toFixed(2)} off`;
  const length = o.kind === 'trial' ? '' : ` for ${o.months ?? 1} month(s)`;
  const ends = o.endedAt ? `, ended ${o.endedAt}` : o.endsAt ? `, until ${o.endsAt}` : '';
  const limit = o.limit === null ? '' : ` of ${o.limit}`;
  out(`${o.code}: ${gives}${length}, ${o.tier ?? 'any tier'}, ${o.cadence}${ends}; ${o.redemptions}${limit} redeemed`);
  out(result.command === 'end-offer' ? `${o.url} now answers 404` : `landing page: ${o.url}`);
}

/** The options of an offer command as its admin arguments; null when they do not parse (usage). */
function offerArgs(command: OfferAdminCommand, rest: string[]): Record<string, string> | null {
  try {
    if (command === 'end-offer') {
      const { positionals } = parseArgs({ args: rest, allowPositionals: true, strict: true, options: {} });
      return positionals.length === 1 ? { code: positionals[0]! } : null;
    }
    if (command === 'send-reminders') {
      const { values } = parseArgs({ args: rest, strict: true, options: { 'as-of': { type: 'string' } } });
      return values['as-of'] === undefined ? {} : { asOf: values['as-of'] };
    }
    const names = ['code', 'percent', 'amount', 'trial-days', 'months', 'tier', 'cadence', 'ends', 'limit'] as const;
    // `--percent -5` is a value (refused with its own message), not an option named 5.
    const joined = rest.flatMap((arg, i) => (/^-\d/.test(arg) && /^--[a-z-]+$/.test(rest[i - 1] ?? '') ? [] : /^--[a-z-]+$/.test(arg) && /^-\d/.test(rest[i + 1] ?? '') ? [`${arg}=${rest[i + 1]}`] : [arg]));
    const { values } = parseArgs({ args: joined, strict: true, options: Object.fromEntries(names.map((n) => [n, { type: 'string' }])) });
    if (values.code === undefined) return null;
    const camel = (n: string) => n.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
    return Object.fromEntries(Object.entries(values).map(([k, v]) => [camel(k), String(v)]));
  } catch {
    return null;
  }
}

const isOfferResult = (r: AdminResult): r is OfferAdminResult => isOfferAdminCommand(r.command);
const isCommentResult = (r: AdminResult): r is CommentAdminResult => isCommentAdminCommand(r.command);

function print(result: AdminResult, out: (line: string) => void): void {
  if (isOfferResult(result)) {
    printOffer(result, out);
  } else if (isCommentResult(result)) {
    out(commentResultLine(result));
  } else if (result.command === 'list') {
    for (const m of result.members) {
      const name = `${m.firstName} ${m.lastName}`.trim() || '-';
      out(`${m.premium ? 'premium' : 'free   '}  ${m.email}  ${name}  since ${m.createdAt.slice(0, 10)}`);
    }
    out(`${result.members.length} member(s)`);
  } else if (result.command === 'gift-code') {
    out(`${result.email}: gift code for ${result.months} months issued and emailed`);
    out(`redeem at ${result.url}`);
  } else if (result.command === 'import-members') {
    out(`${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged, ${result.errors.length} bad row(s)`);
  } else if (result.command === 'suppressions') {
    if (result.suppressions.length === 0) out(SUPPRESSIONS.none);
    for (const x of result.suppressions) out(`${x.reason.padEnd(9)}  ${x.email}  since ${x.createdAt.slice(0, 10)}${x.detail ? `  ${x.detail}` : ''}`);
    if (result.suppressions.length > 0) out(SUPPRESSIONS.count(result.suppressions.length));
  } else if (result.command === 'unsuppress') {
    out(SUPPRESSIONS.lifted(result.email));
  } else if (result.command === 'report-conversions') {
    for (const line of formatConversions(result.rows, result.since ?? undefined)) out(line);
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

/** `report conversions [--since DATE]`'s options, or null when they are not that. */
function reportOptions(argv: string[]): { since?: string } | null {
  const [name, ...rest] = argv;
  if (name !== 'conversions') return null;
  if (rest.length === 0) return {};
  if (rest.length === 2 && rest[0] === '--since') return { since: rest[1] };
  if (rest.length === 1 && rest[0]?.startsWith('--since=')) return { since: rest[0].slice('--since='.length) };
  return null;
}

/** Runs the CLI; returns the process exit code. */
export async function runAccountsCli(argv: string[], deps: CliDeps): Promise<number> {
  const { err = console.error } = deps;
  const [command, email, ...rest] = argv;
  if (command === 'report') {
    // The report's date is checked where it runs (server/members/sources.ts): a bad one is a message.
    const options = reportOptions(argv.slice(1));
    if (!options) {
      err(USAGE);
      return 2;
    }
    return runCommand(deps, 'report-conversions', options);
  }
  if (command === 'import-members') {
    if (email === undefined || rest.length > 0) {
      err(USAGE);
      return 2;
    }
    return importMembersCli(email, deps);
  }
  if (command && isOfferAdminCommand(command)) {
    const args = offerArgs(command, argv.slice(1));
    if (!args) {
      err(`usage: tsx server/cli/accounts.ts ${OFFER_USAGE[command]}`);
      return 2;
    }
    return runCommand(deps, command, args);
  }
  // gift-code takes `--months N` (or `--months=N`) after the address; the others nothing more.
  const months = command === 'gift-code' ? monthsOption(rest) : undefined;
  const extra = command === 'gift-code' ? months === undefined : rest.length > 0;
  if (!command || !isAdminCommand(command) || command === 'report-conversions' || extra || BARE.has(command) !== (email === undefined)) {
    err(USAGE);
    return 2;
  }
  const args = BARE.has(command) ? {} : command === 'gift-code' ? { email, months } : { email };
  return runCommand(deps, command, args);
}

/** One command, run by the server holding the data folder or on the database directly. */
async function runCommand(deps: CliDeps, command: AdminCommand, args: object): Promise<number> {
  const { config, out = console.log, err = console.error } = deps;
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

/**
 * import-members FILE.csv: the file is read here; its rows are imported by the server holding the
 * data folder (in batches) or directly. Bad rows go to stderr with their line numbers; the exit code
 * is 1 when there were any (the good rows are imported all the same).
 */
async function importMembersCli(file: string, deps: CliDeps): Promise<number> {
  const { config, out = console.log, err = console.error } = deps;
  let parsed: { rows: CsvMember[]; errors: RowProblem[] };
  try {
    parsed = parseMembersCsv(await readFile(file, 'utf8'));
  } catch (e) {
    err(`${file}: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
  const total: ImportResult = { created: 0, updated: 0, unchanged: 0, errors: [...parsed.errors] };
  const add = (r: AdminResult) => {
    if (r.command !== 'import-members') return;
    total.created += r.created;
    total.updated += r.updated;
    total.unchanged += r.unchanged;
    total.errors.push(...r.errors);
  };
  const batches: CsvMember[][] = [];
  for (let i = 0; i < parsed.rows.length; i += IMPORT_BATCH) batches.push(parsed.rows.slice(i, i + IMPORT_BATCH));
  let lock: DataLock | undefined;
  try {
    let direct = true;
    if (!config.DATABASE_URL) {
      try {
        lock = acquireDataLock(config.dataDir, { role: 'cli', port: null });
      } catch (e) {
        if (!(e instanceof DataDirLockedError)) throw e;
        direct = false;
        for (const rows of batches) add(await viaOwner(config, e, 'import-members', { rows }));
      }
    }
    if (direct) {
      const open = deps.openAccounts ?? (() => createAccounts({ config, logger: pino({ level: 'warn' }, pino.destination(2)) }));
      const source = deps.query ? null : createSourceFromConfig(config);
      const query = deps.query ?? (<T>(groq: string) => source!.fetch<T>(groq, {}, { preview: false }));
      const accounts = await open();
      try {
        const newsletters = newslettersFor(accounts, query);
        for (const rows of batches) add(await runAdminCommand(accounts, 'import-members', { rows }, config.PUBLIC_URL, newsletters));
      } finally {
        await accounts.close();
      }
    }
  } catch (e) {
    err(e instanceof Error ? e.message : String(e));
    return 1;
  } finally {
    lock?.release();
  }
  total.errors.sort((a, b) => a.line - b.line);
  for (const problem of total.errors) err(`${file}:${problem.line}: ${problem.message}`);
  print({ command: 'import-members', ...total }, out);
  return total.errors.length ? 1 : 0;
}

/** The command run by the server that holds the data folder; an error saying why when it cannot be. */
function viaOwner(config: Config, locked: DataDirLockedError, command: AdminCommand, args: object): Promise<AdminResult> {
  return askOwner<AdminResult>(config, locked, `/api/admin/accounts/${command}`, args);
}

/**
 * POSTs `args` to the admin `route` of the server that holds the data folder (its port from the
 * lock, the token from DATA_DIR): how an operator command reaches the embedded database a running
 * server holds. Throws `locked` when the holder is not a server of this machine.
 */
export async function askOwner<T>(config: Config, locked: DataDirLockedError, route: string, args: object): Promise<T> {
  const owner = locked.owner;
  if (!owner || owner.role !== 'server' || owner.port === null || owner.host !== hostname()) throw locked;
  const result = await viaServer<T>(config, owner.port, route, args);
  if (!result) throw new Error(`${locked.message} It does not answer on port ${owner.port} yet; try again in a moment.`);
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await runAccountsCli(process.argv.slice(2), { config: loadConfig() });
}
