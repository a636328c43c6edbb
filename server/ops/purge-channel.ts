/**
 * Cache purges that reach every replica (docs/architecture.md#purges): a publish webhook arriving at one process is
 * announced with NOTIFY on the accounts PostgreSQL, and every process LISTENing purges its own
 * content and page caches. No new infrastructure: the database every multi-process deployment
 * already has carries it. Without DATABASE_URL (PGlite, one process) there is nobody to tell.
 */
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import type { Logger } from 'pino';

export const PURGE_CHANNEL = 'colophon_purge';

/**
 * Sites sharing one database in different schemas (search_path) are different sites: each schema
 * other than public gets a channel of its own.
 */
export const channelFor = (schema: string | null): string =>
  !schema || schema === 'public' ? PURGE_CHANNEL : `${PURGE_CHANNEL}_${schema}`.slice(0, 63);

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export interface PurgeChannel {
  /**
   * Tells every other process to purge `keys` (surrogate keys, server/content/keys.ts; absent: everything);
   * resolves once PostgreSQL has taken the notification.
   */
  publish(reason: { documentId?: string | null; keys?: readonly string[] }): Promise<void>;
  /**
   * Runs `listener` when another process purged, with the published document's id when it gave one
   * and the keys it purged (or after a reconnect, without either, when one may have been missed:
   * everything).
   */
  subscribe(listener: (documentId?: string, keys?: readonly string[]) => void): void;
  close(): Promise<void>;
}

/**
 * PostgreSQL's NOTIFY payload is under 8000 bytes: past this many characters of keys, the message
 * says "everything" instead (a purge is always safe to widen).
 */
export const MAX_CHANNEL_KEYS_CHARS = 7000;

interface Message {
  origin: string;
  documentId?: string | null;
  /** Absent or null: everything (a message from a replica before keys, too). */
  keys?: string[] | null;
}

/** Connects and LISTENs before resolving, so a process is not ready until it can hear purges. */
export async function openPurgeChannel(url: string, logger: Logger): Promise<PurgeChannel> {
  // Loaded here, not at start: only a server with DATABASE_URL opens the channel.
  const { default: pg } = await import('pg');
  const origin = randomUUID();
  const listeners: Array<(documentId?: string, keys?: readonly string[]) => void> = [];
  const publisher = new pg.Pool({ connectionString: url, max: 1 });
  publisher.on('error', () => undefined); // an idle client dropping is not fatal: the next query reconnects
  let client: Client | undefined;
  let channel = PURGE_CHANNEL;
  let closed = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const notify = (documentId?: string, keys?: readonly string[]) => {
    for (const listener of listeners) listener(documentId, keys);
  };

  const connect = async (): Promise<void> => {
    // Named, so operators see it in pg_stat_activity (an application_name in the URL wins).
    const c = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'colophon-purge-listener' });
    c.on('notification', (msg) => {
      let message: Partial<Message> = {};
      try {
        message = JSON.parse(msg.payload ?? '{}') as Partial<Message>;
      } catch {
        // A payload we did not write: purge anyway, purging is always safe.
      }
      if (message.origin === origin) return;
      const keys = Array.isArray(message.keys) && message.keys.every((k) => typeof k === 'string') ? message.keys : undefined;
      logger.info({ documentId: message.documentId ?? null, keys: keys?.slice(0, 32) ?? null }, 'purge from another replica: caches purged');
      notify(typeof message.documentId === 'string' ? message.documentId : undefined, keys);
    });
    const lost = (err?: Error) => {
      if (client !== c || closed) return;
      client = undefined;
      logger.warn({ err }, 'purge channel lost; reconnecting');
      c.removeAllListeners('end');
      c.end().catch(() => undefined);
      schedule();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    await c.connect();
    const { rows } = await c.query<{ schema: string | null }>('SELECT current_schema() AS schema');
    channel = channelFor(rows[0]?.schema ?? null);
    await c.query(`LISTEN ${quoteIdent(channel)}`);
    client = c;
    delay = RECONNECT_MIN_MS;
  };

  const schedule = () => {
    timer = setTimeout(() => {
      connect().then(
        () => {
          // Purges announced while we were away were not heard: drop everything once.
          logger.info('purge channel reconnected; caches purged in case a purge was missed');
          notify();
        },
        (err: unknown) => {
          logger.warn({ err }, 'purge channel: reconnect failed');
          delay = Math.min(delay * 2, RECONNECT_MAX_MS);
          if (!closed) schedule();
        },
      );
    }, delay);
    timer.unref();
  };

  await connect();
  return {
    async publish({ documentId, keys }) {
      const fits = keys && keys.reduce((n, k) => n + k.length + 3, 0) <= MAX_CHANNEL_KEYS_CHARS;
      const message: Message = { origin, documentId: documentId ?? null, keys: fits ? [...keys] : null };
      await publisher.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(message)]);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = undefined;
      await Promise.allSettled([c?.end(), publisher.end()]);
    },
  };
}
