/**
 * Sanity's Live Content API (docs/decisions/edge-cache.md, "Live events"): with
 * CONTENT_SOURCE=sanity and SANITY_LIVE=on, each process follows `client.live.events()` and purges
 * on every change it announces, so a publish needs no webhook.
 *
 * An event names sync tags, not documents: opaque tags that Sanity also puts on each query answer
 * (at API version 2021-03-25 or later). The content cache keys every result on its answer's tags
 * (`sync:<tag>`, server/content/keys.ts), so an event's tags are keys like any other: the pages
 * and results that read the changed content are purged, here and at the edge. With the site's
 * queries at an older API version (the default, 2020-03-01) answers carry no tags: nothing can be
 * matched: every event purges everything (safe, and as before this issue), unless the publish
 * webhook is configured, which purges by key (then such events are left to it).
 * - `restart` (Sanity asks clients to refetch everything) and a reconnect (events may have been
 *   missed while away) purge everything;
 * - `goaway` (live events not available to this project) stops following, with a warning: the
 *   webhook remains.
 */
import type { Logger } from 'pino';
import { ALL_KEY, syncKey } from './keys.js';

/** What a live event asks for: purge these keys (`all`: everything). */
export type LivePurge = (keys: readonly string[], reason: string) => void;

/** The part of @sanity/client's live events this module uses (its LiveEvent). */
export type LiveEvent =
  | { type: 'message'; id: string; tags: string[] }
  | { type: 'restart'; id: string }
  | { type: 'reconnect' }
  | { type: 'welcome' }
  | { type: 'goaway'; id: string; reason: string };

export interface LiveEvents {
  subscribe(observer: { next(event: LiveEvent): void; error(err: unknown): void }): { unsubscribe(): void };
}

export interface LiveFollower {
  stop(): void;
}

/** First wait before following again after an error; doubled each time, to RESUBSCRIBE_MAX_MS, reset on a welcome. */
const RESUBSCRIBE_MS = 5000;
const RESUBSCRIBE_MAX_MS = 5 * 60_000;

/**
 * Follows `events()` (a fresh subscription after an error, RESUBSCRIBE_MS later, doubling) and calls `purge`.
 * `taggedAnswers()` says whether this process's answers carry sync tags.
 */
export function followLiveEvents(
  events: () => LiveEvents,
  purge: LivePurge,
  logger: Pick<Logger, 'info' | 'warn'>,
  taggedAnswers: () => boolean,
  /** The publish webhook is configured: an event nothing can be matched to is left to it. */
  webhook = false,
): LiveFollower {
  let stopped = false;
  let subscription: { unsubscribe(): void } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let welcomed = false;
  let delay = RESUBSCRIBE_MS;

  const onEvent = (event: LiveEvent) => {
    switch (event.type) {
      case 'welcome':
        // A welcome after a reconnect: what was announced meanwhile was not heard.
        if (welcomed) purge([ALL_KEY], 'live events reconnected');
        welcomed = true;
        delay = RESUBSCRIBE_MS;
        logger.info('live content events: following');
        return;
      case 'message': {
        const tags = Array.isArray(event.tags) ? event.tags.filter((t) => typeof t === 'string') : [];
        if (tags.length === 0) return;
        if (!taggedAnswers()) {
          if (!webhook) purge([ALL_KEY], 'live event (answers carry no sync tags)');
          return;
        }
        purge(tags.map(syncKey), `live event ${event.id}`);
        return;
      }
      case 'restart':
        purge([ALL_KEY], 'live events restart');
        return;
      case 'goaway':
        logger.warn({ reason: event.reason }, 'live content events are not available; publishes purge through the webhook only');
        stop();
        return;
      default:
        return;
    }
  };

  const subscribe = () => {
    if (stopped) return;
    try {
      subscription = events().subscribe({
        next: onEvent,
        error: (err) => {
          logger.warn({ err, retryInMs: delay }, 'live content events failed; following again shortly');
          subscription = undefined;
          timer = setTimeout(subscribe, delay);
          timer.unref();
          delay = Math.min(delay * 2, RESUBSCRIBE_MAX_MS);
        },
      });
    } catch (err) {
      logger.warn({ err }, 'live content events could not start; publishes purge through the webhook only');
    }
  };

  function stop() {
    stopped = true;
    clearTimeout(timer);
    subscription?.unsubscribe();
    subscription = undefined;
  }

  subscribe();
  return { stop };
}

/** A live events source from the Sanity project settings (the client loaded only when used). */
export async function sanityLiveEvents(options: { projectId: string; dataset: string; apiHost?: string }): Promise<() => LiveEvents> {
  const { createClient } = await import('@sanity/client');
  const client = createClient({
    projectId: options.projectId,
    dataset: options.dataset,
    // Live events need 2021-03-25 or later, whatever version the site's queries run at.
    apiVersion: '2025-02-19',
    useCdn: false,
    ...(options.apiHost ? { apiHost: options.apiHost.replace(/\/+$/, ''), useProjectHostname: false } : {}),
  });
  return () => client.live.events() as unknown as LiveEvents;
}
