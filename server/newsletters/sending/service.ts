/**
 * Sending a story to a newsletter (docs/features/newsletter-sending.md): `queue` snapshots the
 * recipients into the accounts database and puts one job per batch of them on the job queue
 * (pg-boss, on PostgreSQL or the embedded PGlite alike: docs/decisions/newsletter-queue.md), all in
 * one transaction. A running server works the queue (`start`): each batch job sends its recipients'
 * emails over the pooled SMTP transport at the operator's rate, and marks each address sent the
 * moment the mail server accepts its message, so a batch run again after a crash sends only what
 * was not yet accepted. pg-boss hands a job to one worker (SELECT ... FOR UPDATE SKIP LOCKED), so
 * with several replicas each batch is sent by one of them.
 */
import { personalHeaders, prepareEmail, rawPart, type PreparedEmail } from './mime.js';
import PgBoss from 'pg-boss';
import pLimit from 'p-limit';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../../accounts/db.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../domain-errors.js';
import { NEWSLETTER_SENDING } from '../../../shared/newsletter-sending-messages.js';
import type { Newsletter } from '../choices.js';
import { UNSUBSCRIBE_PLACEHOLDER, type NewsletterEmails, type NewsletterIdentity, type NewsletterStory } from '../email/types.js';
import { unsubscribeUrl } from '../unsubscribe-token.js';
import { bossDb, bossTx } from './boss-db.js';
import { recipientsOf, type Recipient } from './recipients.js';

/** The queue of batch jobs. */
export const BATCH_QUEUE = 'newsletter-batch';

export interface SendRequest {
  newsletter: string;
  /** The story's site path (/sections/x/articles/y, /feature/y, /recipes/y). */
  story: string;
  /** Send again a story this newsletter already carried. */
  resend?: boolean;
}

export interface QueueRequest extends SendRequest {
  /** Who asked: `cli:<user>@<host>`, `studio:<editor>`: kept with the send. */
  requestedBy: string;
}

export interface SendPreview {
  newsletter: string;
  story: { path: string; title: string; premium: boolean };
  /** When this story was first sent to this newsletter, or null. */
  alreadySentAt: string | null;
  recipients: number;
  /** The addresses that would get the whole story, and those the teaser. */
  full: string[];
  teaser: string[];
}

export interface SendProgress {
  sendId: string;
  recipients: number;
  sent: number;
  /** Left out at send time (suppressed since), or refused by the mail server for good. */
  skipped: number;
  finishedAt: string | null;
}

export interface NewsletterSending {
  /** Queues the send; `{ sendId, recipients }`. Unknown newsletter or story: not-found; already sent without resend: conflict. */
  queue(req: QueueRequest): Promise<{ sendId: string; recipients: number }>;
  /** Who would get it (a dry run): nothing is written. */
  preview(req: SendRequest): Promise<SendPreview>;
  progress(sendId: string): Promise<SendProgress | null>;
  /**
   * Works the queue in this process until `stop`. `lazy`: only once this process queues a send (an
   * embedded database nobody opened yet, which no other process can write to).
   */
  start(opts?: { lazy?: boolean }): Promise<void>;
  /** Stops taking batches; a batch in progress ends after its messages in flight and goes back to the queue. */
  stop(): Promise<void>;
}

export interface SendingSettings {
  publicUrl: string;
  /** Signs the unsubscribe links (config.sessionSecret). */
  secret: string;
  /** MAIL_FROM: its address is the sender's, the newsletter's sender name its name. */
  mailFrom: string;
  siteName: string;
  /** FEATURE_PAYWALL: with it off every reader gets the whole story. */
  paywall: boolean;
  /** Messages a second this process sends (0: as fast as the mail server takes them). */
  rate: number;
  batchSize: number;
  /** SMTP connections of the pool: also the messages in flight at once. */
  connections: number;
}

export interface NewsletterSendingDeps {
  db: Db;
  catalogue: () => Promise<Newsletter[]>;
  emails: NewsletterEmails;
  settings: SendingSettings;
  /** Made when the worker starts (the pooled SMTP transport, or the outbox). */
  transport: () => Transporter;
  logger: Logger;
  now?: () => Date;
}

/** How long a batch may run before pg-boss takes it for dead and hands it out again (see `expireSeconds`). */
const MIN_EXPIRE_SECONDS = 60;
/** Retries of a batch (the mail server down, a crash): with backoff from RETRY_DELAY_SECONDS, about a day. */
const RETRY_LIMIT = 16;
const RETRY_DELAY_SECONDS = 2;
/** How often an idle worker asks for a batch. */
const POLL_SECONDS = 1;
/** pg-boss's maintenance (expiring the jobs of a dead worker, archiving) runs this often. */
const MAINTENANCE_SECONDS = 15;
/** Rows per statement when the recipients are written. */
const INSERT_CHUNK = 5000;

/**
 * A batch's lease: its messages at the rate, with room for a slow mail server. A worker stops taking
 * new messages of a batch at three quarters of it and hands the rest back, so no batch is sent by
 * two workers at once.
 */
export function expireSeconds(s: Pick<SendingSettings, 'rate' | 'batchSize'>): number {
  const atRate = s.rate > 0 ? Math.ceil(s.batchSize / s.rate) : 0;
  return Math.max(MIN_EXPIRE_SECONDS, atRate * 2 + 30);
}

/** The address of MAIL_FROM (`Name <address>` or a bare address). */
export function fromAddress(mailFrom: string): string {
  const m = /<([^<>]+)>\s*$/.exec(mailFrom);
  return (m ? m[1] : mailFrom).trim();
}

/** A permanent refusal of one address (5xx): that address is skipped, the batch goes on. */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Paces messages to `rate` a second across everything this process sends. */
function pacer(rate: number): () => Promise<void> {
  let next = 0;
  return async () => {
    if (!(rate > 0)) return;
    const now = performance.now();
    const at = Math.max(now, next);
    next = at + 1000 / rate;
    if (at > now) await new Promise((r) => setTimeout(r, at - now));
  };
}

class BatchInterrupted extends Error {}

/** A send's two emails (the same one twice for a free story) and its sender's name. */
interface Variants {
  full: PreparedEmail;
  teaser: PreparedEmail;
  senderName: string;
}

interface SendRow {
  id: string;
  newsletter: string;
  story: string;
  created_at: Date | string;
}

/**
 * The list headers as the builder wrote them (already ASCII, RFC 2047 where a name needs it):
 * nodemailer would otherwise encode List-Id's quoted name and `<id>` as one encoded word, which
 * mail clients no longer read as a list id.
 */
function prepared(headers: Record<string, string>): Record<string, { prepared: true; value: string }> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, { prepared: true, value: v.replace(/[\r\n]+/g, ' ') }]));
}

export function createNewsletterSending(deps: NewsletterSendingDeps): NewsletterSending {
  const { db, catalogue, emails, settings, logger, now = () => new Date() } = deps;
  const expire = expireSeconds(settings);
  let boss: PgBoss | undefined;
  let booting: Promise<PgBoss> | undefined;
  let working: Promise<void> | undefined;
  let wantWorker = false;
  let stopping = false;
  let transport: Transporter | undefined;
  const pace = pacer(settings.rate);
  /** Rendered variants of the sends in progress (two emails each): rendered once, not per batch. */
  const rendered = new Map<string, Promise<Variants | null>>();

  /** pg-boss on the accounts database, its schema made (or migrated) and the queue created. */
  const ensureBoss = (): Promise<PgBoss> => {
    booting ??= (async () => {
      // Beside the accounts tables: a test schema on PostgreSQL gets its own (search_path), the rest `pgboss`.
      let schema = 'pgboss';
      if (db.kind === 'pg') {
        const { rows } = await db.query<{ s: string | null }>('SELECT current_schema() AS s');
        const current = rows[0]?.s;
        if (current && current !== 'public') schema = `${current}_pgboss`;
      }
      const b = new PgBoss({
        db: bossDb(db),
        schema,
        schedule: false,
        supervise: true,
        maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
        // Finished jobs go to the archive after an hour and from it after a week.
        archiveCompletedAfterSeconds: 3600,
        deleteAfterDays: 7,
      } as PgBoss.ConstructorOptions);
      b.on('error', (err: unknown) => logger.warn({ err }, 'newsletter queue: pg-boss reported an error'));
      await b.start();
      await b.createQueue(BATCH_QUEUE, {
        name: BATCH_QUEUE,
        policy: 'standard',
        retryLimit: RETRY_LIMIT,
        retryDelay: RETRY_DELAY_SECONDS,
        retryBackoff: true,
        expireInSeconds: expire,
      });
      boss = b;
      return b;
    })().catch((err: unknown) => {
      booting = undefined;
      throw err;
    });
    return booting;
  };

  const findNewsletter = async (slug: string): Promise<Newsletter> => {
    const n = (await catalogue()).find((c) => c.slug === slug);
    if (!n) throw new NotFoundError(NEWSLETTER_SENDING.unknownNewsletter(slug), 'unknown-newsletter');
    return n;
  };
  const findStory = async (path: string): Promise<NewsletterStory> => {
    const story = await emails.loadStory(path);
    if (!story) throw new NotFoundError(NEWSLETTER_SENDING.unknownStory(path), 'unknown-story');
    return story;
  };
  const validate = (req: SendRequest) => {
    if (typeof req.newsletter !== 'string' || !req.newsletter || typeof req.story !== 'string' || !req.story.startsWith('/')) {
      throw new InvalidInputError(NEWSLETTER_SENDING.badRequest);
    }
  };
  const firstSend = async (q: Db | Parameters<Parameters<Db['transaction']>[0]>[0], newsletter: string, story: string) => {
    const { rows } = await q.query<{ created_at: Date | string }>(
      'SELECT created_at FROM newsletter_sends WHERE newsletter = $1 AND story = $2 AND NOT resend',
      [newsletter, story],
    );
    return rows[0] ? new Date(rows[0].created_at) : null;
  };

  const variants = (send: SendRow) => {
    let pending = rendered.get(send.id);
    if (!pending) {
      pending = (async () => {
        const story = await emails.loadStory(send.story);
        if (!story) return null;
        const n = (await catalogue()).find((c) => c.slug === send.newsletter);
        const identity: NewsletterIdentity = { slug: send.newsletter, name: n?.name ?? send.newsletter, senderName: n?.senderName ?? null };
        const input = (full: boolean) =>
          emails.render({
            siteName: settings.siteName,
            publicUrl: settings.publicUrl,
            newsletter: identity,
            story,
            full,
            unsubscribeUrl: UNSUBSCRIBE_PLACEHOLDER,
            manageUrl: `${settings.publicUrl.replace(/\/+$/, '')}/account`,
          });
        const [full, teaser] = await Promise.all([input(true), story.premium ? input(false) : undefined]);
        // Encoded once here, not per message (server/newsletters/sending/mime.ts).
        const whole = prepareEmail(full);
        return { full: whole, teaser: teaser ? prepareEmail(teaser) : whole, senderName: identity.senderName ?? settings.siteName };
      })();
      pending.catch(() => rendered.delete(send.id));
      rendered.set(send.id, pending);
      // Only the sends in progress: a handful at most.
      if (rendered.size > 8) rendered.delete(rendered.keys().next().value as string);
    }
    return pending;
  };

  /** One batch job: its addresses not yet sent, each sent and marked as the mail server accepts it. */
  const runBatch = async (sendId: string, batch: number): Promise<{ sent: number; skipped: number }> => {
    const started = performance.now();
    const { rows: sends } = await db.query<SendRow>('SELECT id, newsletter, story, created_at FROM newsletter_sends WHERE id = $1', [sendId]);
    const send = sends[0];
    if (!send) return { sent: 0, skipped: 0 }; // the send was deleted
    const { rows } = await db.query<{ email: string; full_text: boolean; suppressed: boolean }>(
      `SELECT d.email, d.full_text, x.email IS NOT NULL AS suppressed
       FROM newsletter_deliveries d LEFT JOIN newsletter_suppressions x ON x.email = d.email
       WHERE d.send_id = $1 AND d.batch = $2 AND d.sent_at IS NULL AND d.skipped IS NULL
       ORDER BY d.email`,
      [sendId, batch],
    );
    let skipped = 0;
    const skip = async (email: string, why: string) => {
      skipped++;
      await db.query('UPDATE newsletter_deliveries SET skipped = $3 WHERE send_id = $1 AND email = $2', [sendId, email, why.slice(0, 500)]);
    };
    // An address that bounced or complained since the send was queued gets nothing.
    for (const r of rows.filter((r) => r.suppressed)) await skip(r.email, 'suppressed');
    const todo = rows.filter((r) => !r.suppressed);
    if (todo.length === 0) return { sent: 0, skipped };
    const v = await variants(send);
    if (!v) {
      logger.warn({ sendId, story: send.story }, 'newsletter: the story is no longer published; its remaining recipients are skipped');
      for (const r of todo) await skip(r.email, 'story-unpublished');
      return { sent: 0, skipped };
    }
    const from = { name: v.senderName, address: fromAddress(settings.mailFrom) };
    const limit = pLimit(settings.connections);
    const deadline = started + expire * 750;
    let failure: unknown;
    let sent = 0;
    const t = (transport ??= deps.transport());
    await Promise.all(
      todo.map((r) =>
        limit(async () => {
          if (failure !== undefined) return;
          if (stopping || performance.now() > deadline) {
            failure ??= new BatchInterrupted(stopping ? 'the server is stopping' : 'the batch ran out of its time');
            return;
          }
          await pace();
          const email = r.full_text ? v.full : v.teaser;
          const url = unsubscribeUrl(settings.publicUrl, settings.secret, { email: r.email, newsletter: send.newsletter });
          try {
            await t.sendMail({
              from,
              to: r.email,
              subject: email.subject,
              text: { raw: rawPart(email.text, url) },
              html: { raw: rawPart(email.html, url) },
              headers: prepared(personalHeaders(email, url)),
            });
          } catch (err) {
            if (isPermanent(err)) {
              await skip(r.email, `refused: ${(err as Error).message}`);
              return;
            }
            failure ??= err;
            return;
          }
          // Accepted: marked at once, so a crash from here on does not send it again.
          await db.query('UPDATE newsletter_deliveries SET sent_at = $3 WHERE send_id = $1 AND email = $2', [sendId, r.email, now()]);
          sent++;
        }),
      ),
    );
    if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
    return { sent, skipped };
  };

  const finishIfDone = async (sendId: string) => {
    const { rows } = await db.query<{ id: string }>(
      `UPDATE newsletter_sends SET finished_at = $2 WHERE id = $1 AND finished_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM newsletter_deliveries WHERE send_id = $1 AND sent_at IS NULL AND skipped IS NULL)
       RETURNING id`,
      [sendId, now()],
    );
    if (rows[0]) {
      rendered.delete(sendId);
      logger.info({ sendId }, 'newsletter: send finished');
    }
  };

  const startWorker = (): Promise<void> => {
    working ??= (async () => {
      const b = await ensureBoss();
      if (db.kind === 'pglite') {
        // The embedded database has one process, this one (its folder's lock: accounts/data-lock.ts),
        // so a batch still marked active is a crashed run's: handed out again now, not after its lease.
        const { rows } = await db.query<{ id: string }>(`SELECT id FROM pgboss.job WHERE name = $1 AND state = 'active'`, [BATCH_QUEUE]);
        if (rows.length) {
          await b.fail(BATCH_QUEUE, rows.map((r) => r.id));
          logger.info({ batches: rows.length }, 'newsletter queue: batches interrupted by the last stop are queued again');
        }
      }
      let workerId = '';
      workerId = await b.work<{ sendId: string; batch: number }>(BATCH_QUEUE, { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS }, async (jobs) => {
        // The next batch is asked for as soon as this one is done, not at the next poll.
        b.notifyWorker(workerId);
        for (const job of jobs) {
          const { sendId, batch } = job.data;
          try {
            const r = await runBatch(sendId, batch);
            logger.debug({ sendId, batch, ...r }, 'newsletter: batch sent');
          } catch (err) {
            logger.warn({ err, sendId, batch }, 'newsletter: batch interrupted; it goes back to the queue');
            throw err;
          }
          await finishIfDone(sendId);
        }
      });
      logger.info({ rate: settings.rate, batchSize: settings.batchSize, connections: settings.connections }, 'newsletter queue: working');
    })().catch((err: unknown) => {
      working = undefined;
      throw err;
    });
    return working;
  };

  return {
    async preview(req) {
      validate(req);
      const [n, story] = await Promise.all([findNewsletter(req.newsletter), findStory(req.story)]);
      const recipients = await recipientsOf(db, n, story, { paywall: settings.paywall, now: now() });
      const first = await firstSend(db, n.slug, story.path);
      return {
        newsletter: n.slug,
        story: { path: story.path, title: story.title, premium: story.premium },
        alreadySentAt: first ? first.toISOString() : null,
        recipients: recipients.length,
        full: recipients.filter((r) => r.full).map((r) => r.email),
        teaser: recipients.filter((r) => !r.full).map((r) => r.email),
      };
    },

    async queue(req) {
      validate(req);
      const [n, story] = await Promise.all([findNewsletter(req.newsletter), findStory(req.story)]);
      const b = await ensureBoss();
      const at = now();
      const result = await db.transaction(async (tx) => {
        const first = await firstSend(tx, n.slug, story.path);
        if (first && !req.resend) {
          throw new ConflictError('already-sent', NEWSLETTER_SENDING.alreadySent(n.slug, story.path, first.toISOString().slice(0, 16).replace('T', ' ') + ' UTC'));
        }
        // The snapshot is taken inside the transaction that records it.
        const recipients: Recipient[] = await recipientsOf(tx, n, story, { paywall: settings.paywall, now: at });
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO newsletter_sends (newsletter, story, story_title, resend, requested_by, recipients, created_at, finished_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (newsletter, story) WHERE NOT resend DO NOTHING RETURNING id`,
          [n.slug, story.path, story.title, first !== null, String(req.requestedBy).slice(0, 200), recipients.length, at, recipients.length ? null : at],
        );
        const sendId = rows[0]?.id;
        // Another request queued it between our check and our insert.
        if (!sendId) throw new ConflictError('already-sent', NEWSLETTER_SENDING.alreadySent(n.slug, story.path, at.toISOString().slice(0, 16).replace('T', ' ') + ' UTC'));
        for (let i = 0; i < recipients.length; i += INSERT_CHUNK) {
          const chunk = recipients.slice(i, i + INSERT_CHUNK).map((r, j) => ({ email: r.email, full: r.full, batch: Math.floor((i + j) / settings.batchSize) }));
          await tx.query(
            `INSERT INTO newsletter_deliveries (send_id, email, full_text, batch)
             SELECT $1, x.email, x.full, x.batch FROM jsonb_to_recordset($2::jsonb) AS x (email text, "full" boolean, batch integer)`,
            [sendId, JSON.stringify(chunk)],
          );
        }
        const batches = Math.ceil(recipients.length / settings.batchSize);
        const jobs = Array.from({ length: batches }, (_, batch) => ({ name: BATCH_QUEUE, data: { sendId, batch } }));
        for (let i = 0; i < jobs.length; i += INSERT_CHUNK) await b.insert(jobs.slice(i, i + INSERT_CHUNK), { db: bossTx(tx) } as never);
        return { sendId, recipients: recipients.length };
      });
      logger.info({ ...result, newsletter: n.slug, story: story.path, resend: req.resend === true, requestedBy: req.requestedBy }, 'newsletter: send queued');
      if (wantWorker) void startWorker().catch((err: unknown) => logger.error({ err }, 'newsletter queue: the worker did not start'));
      return result;
    },

    async progress(sendId) {
      const { rows } = await db.query<{ recipients: number; sent: string; skipped: string; finished_at: Date | string | null }>(
        `SELECT s.recipients,
           (SELECT count(*) FROM newsletter_deliveries d WHERE d.send_id = s.id AND d.sent_at IS NOT NULL) AS sent,
           (SELECT count(*) FROM newsletter_deliveries d WHERE d.send_id = s.id AND d.skipped IS NOT NULL) AS skipped,
           s.finished_at
         FROM newsletter_sends s WHERE s.id = $1`,
        [sendId],
      );
      const r = rows[0];
      if (!r) return null;
      return {
        sendId,
        recipients: Number(r.recipients),
        sent: Number(r.sent),
        skipped: Number(r.skipped),
        finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
      };
    },

    async start(opts = {}) {
      stopping = false;
      wantWorker = true;
      if (!opts.lazy) await startWorker();
    },

    async stop() {
      stopping = true;
      wantWorker = false;
      const b = boss ?? (await booting?.catch(() => undefined));
      await working?.catch(() => undefined);
      // Waits for the batch in progress, which ends after its messages in flight (stopping) and is
      // failed back to the queue; close: false, the database is the accounts' own.
      await b?.stop({ graceful: true, close: false, timeout: 5000, wait: true });
      boss = undefined;
      booting = undefined;
      working = undefined;
      transport?.close();
      transport = undefined;
    },
  };
}
