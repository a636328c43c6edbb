/**
 * Operator CLI:  tsx server/cli/newsletter.ts send --newsletter SLUG --story PATH [--dry-run] [--resend]
 *
 * Queues a story (its site path: /sections/x/articles/y, /feature/y, /recipes/y) to a newsletter's
 * subscribers; a running server delivers the queue (docs/features/newsletter-sending.md).
 * `--dry-run` prints who would get it (the whole story or its teaser) and queues nothing. A story goes
 * to a newsletter once: a second send is refused unless `--resend`.
 *
 * As `npm run accounts` (server/cli/accounts.ts): when a server holds the embedded database the
 * command goes to it over its admin route; otherwise (or with DATABASE_URL) the database is opened here.
 */
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { loadConfig, type Config } from '../config.js';
import { createAccounts, type Accounts } from '../accounts/index.js';
import { acquireDataLock, DataDirLockedError, type DataLock } from '../accounts/data-lock.js';
import { createSourceFromConfig } from '../content/index.js';
import type { QueryParams } from '../content/source.js';
import { createMemberServices } from '../services.js';
import type { SendPreview } from '../newsletters/sending/service.js';
import { askOwner } from './accounts.js';

const USAGE = 'usage: tsx server/cli/newsletter.ts send --newsletter SLUG --story PATH [--dry-run] [--resend]';

export interface NewsletterCliDeps {
  config: Config;
  out?: (line: string) => void;
  err?: (line: string) => void;
  /** Opens the database directly (tests inject one); default createAccounts from config. */
  openAccounts?: () => Promise<Accounts>;
  /** Content queries (tests inject one); default the configured content source. */
  query?: <T>(groq: string, params?: QueryParams) => Promise<T>;
}

interface SendArgs {
  newsletter: string;
  story: string;
  dryRun: boolean;
  resend: boolean;
}

type Answer = ({ dryRun: true } & SendPreview) | { dryRun: false; sendId: string; recipients: number };

/** `send`'s options, or a message saying what is wrong. */
export function parseSendArgs(argv: readonly string[]): SendArgs | string {
  const [command, ...rest] = argv;
  if (command !== 'send') return USAGE;
  const args: Partial<SendArgs> = { dryRun: false, resend: false };
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    if (flag === '--dry-run' && inline === undefined) args.dryRun = true;
    else if (flag === '--resend' && inline === undefined) args.resend = true;
    else if (flag === '--newsletter' || flag === '--story') {
      const value = inline ?? rest[++i];
      if (value === undefined || value === '' || value.startsWith('--')) return `${flag} needs a value\n${USAGE}`;
      args[flag === '--newsletter' ? 'newsletter' : 'story'] = value;
    } else return `unknown option ${a}\n${USAGE}`;
  }
  if (!args.newsletter || !args.story) return `--newsletter and --story are required\n${USAGE}`;
  // A full URL of the site is taken for its path.
  const story = /^https?:\/\//.test(args.story) ? new URL(args.story).pathname : args.story;
  return { newsletter: args.newsletter, story: story.replace(/\/+$/, '') || '/', dryRun: args.dryRun!, resend: args.resend! };
}

function print(answer: Answer, args: SendArgs, out: (line: string) => void): void {
  if (answer.dryRun) {
    const { story, recipients, full, teaser, alreadySentAt, newsletter } = answer;
    out(`Dry run: "${story.title}" (${story.path}${story.premium ? ', premium' : ''}) to ${newsletter}: ${recipients} recipient(s), ${full.length} get the whole story, ${teaser.length} the teaser.`);
    if (full.length) {
      out('whole story:');
      for (const e of full) out(`  ${e}`);
    }
    if (teaser.length) {
      out('teaser:');
      for (const e of teaser) out(`  ${e}`);
    }
    if (alreadySentAt) {
      out(args.resend
        ? `Already sent on ${alreadySentAt}: --resend would send it again.`
        : `Already sent on ${alreadySentAt}: without --resend nothing would be sent.`);
    }
    out('Nothing was sent (dry run).');
    return;
  }
  out(`Queued ${args.story} to ${args.newsletter}: ${answer.recipients} recipient(s) (send ${answer.sendId}).`);
  if (answer.recipients === 0) out('Nobody gets this newsletter now: nothing will be sent.');
}

/** Runs the CLI; returns the process exit code. */
export async function runNewsletterCli(argv: string[], deps: NewsletterCliDeps): Promise<number> {
  const { config, out = console.log, err = console.error } = deps;
  const args = parseSendArgs(argv);
  if (typeof args === 'string') {
    err(args);
    return 2;
  }
  const request = { ...args, requestedBy: `cli:${userInfo().username}@${hostname()}` };
  let lock: DataLock | undefined;
  try {
    if (!config.DATABASE_URL) {
      try {
        lock = acquireDataLock(config.dataDir, { role: 'cli', port: null });
      } catch (e) {
        if (!(e instanceof DataDirLockedError)) throw e;
        print(await askOwner<Answer>(config, e, '/api/admin/newsletters/send', request), args, out);
        return 0;
      }
    }
    const source = deps.query ? null : createSourceFromConfig(config);
    const query = deps.query ?? (<T>(groq: string, params?: QueryParams) => source!.fetch<T>(groq, params ?? {}, { preview: false }));
    const open = deps.openAccounts ?? (() => createAccounts({ config, logger: pino({ level: 'warn' }, pino.destination(2)) }));
    const accounts = await open();
    const { newsletterSending } = createMemberServices({ config, accounts, query, stripe: null });
    try {
      const answer: Answer = args.dryRun
        ? { dryRun: true, ...(await newsletterSending.preview(request)) }
        : { dryRun: false, ...(await newsletterSending.queue(request)) };
      print(answer, args, out);
      if (!args.dryRun) {
        out(config.DATABASE_URL
          ? 'The running servers deliver it.'
          : 'No server is running on this data folder: it is delivered when the server starts.');
      }
    } finally {
      await newsletterSending.stop();
      await accounts.close();
    }
    return 0;
  } catch (e) {
    err(e instanceof Error ? e.message : String(e));
    return 1;
  } finally {
    lock?.release();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await runNewsletterCli(process.argv.slice(2), { config: loadConfig() });
}
