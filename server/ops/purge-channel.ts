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
  /** Tells every other process to purge; resolves once PostgreSQL has taken the notification. */
  publish(reason: { documentId?: string | null }): Promise<void>;
  /**
   * Runs `listener` when another process purged, with the published document's id when it gave one
   * (or after a reconnect, without an id, when one may have been missed).
   */
  subscribe(listener: (documentId?: string) => void): void;
  close(): Promise<void>;
}

interface Message {
  origin: string;
  documentId?: string | null;
}

/** Connects and LISTENs before resolving, so a process is not ready until it can hear purges. */
export async function openPurgeChannel(url: string, logger: Logger): Promise<PurgeChannel> {
  // Loaded here, not at start: only a server with DATABASE_URL opens the channel.
  const { default: pg } = await import('pg');
  const origin = randomUUID();
  const listeners: Array<(documentId?: string) => void> = [];
  const publisher = new pg.Pool({ connectionString: url, max: 1 });
  publisher.on('error', () => undefined); // an idle client dropping is not fatal: the next query reconnects
  let client: Client | undefined;
  let channel = PURGE_CHANNEL;
  let closed = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const notify = (documentId?: string) => {
    for (const listener of listeners) listener(documentId);
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
      logger.info({ documentId: message.documentId ?? null }, 'purge from another replica: caches purged');
      notify(typeof message.documentId === 'string' ? message.documentId : undefined);
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
    async publish({ documentId }) {
      const message: Message = { origin, documentId: documentId ?? null };
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
