/**
 * The whole app over the generated dataset, wired as server/main.ts wires it (server/routers.ts), on
 * PGlite or on PostgreSQL (TEST_DATABASE_URL): members sign up through the API, staff and bars come
 * from the operator commands, the accounts clock can move, and each reply the service tells of is
 * recorded. Every page the page cache is handed is recorded too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { createApp } from '../../../server/app.js';
import { createLogger } from '../../../server/logger.js';
import { createContentRoutes, createContentService } from '../../../server/content/index.js';
import { createAccounts, type Accounts } from '../../../server/accounts/index.js';
import { runAdminCommand } from '../../../server/accounts/admin.js';
import { createJsonErrorHandler } from '../../../server/http/error-handler.js';
import type { RenderedResponse } from '../../../server/render/page-cache.js';
import { recordingPageCache } from '../../support/steady-clock.js';
import { createSiteRouters } from '../../../server/routers.js';
import { createMemberServices } from '../../../server/services.js';
import { SESSION_COOKIE } from '../../../server/http/session-cookie.js';
import { testConfig } from '../../support/app.js';
import type { CommentLimits } from '../../../server/comments/router.js';
import type { CommentReplyEvent, CommentService } from '../../../server/comments/service.js';
import type { ThreadCacheOptions } from '../../../server/comments/thread-cache.js';
import type { QueryParams } from '../../../server/content/source.js';
import type { Db } from '../../../server/accounts/db.js';
import { backends } from '../accounts/harness.js';
import { released, slugOf } from '../../support/dataset.js';

export { backends };

export interface CommentsApp {
  app: RequestListener;
  accounts: Accounts;
  /** Every response the page cache was handed to keep. */
  cached: RenderedResponse[];
  /** Replies the service told of (the reply hook). */
  replies: CommentReplyEvent[];
  /** The comments service the app uses. */
  comments: CommentService;
  /** Signs up a member and answers their Cookie header. */
  member(email: string, name?: { firstName: string; lastName: string }): Promise<string>;
  makePremium(email: string): Promise<void>;
  makeStaff(email: string): Promise<void>;
  /** Moves the accounts clock forward. */
  advance(ms: number): void;
  /** Empties the page cache (the next request renders again). */
  purgePages(): void;
  close(): Promise<void>;
}

export interface CommentsAppOptions {
  vars?: Record<string, string>;
  commentLimits?: Partial<CommentLimits>;
  /** Answers some content queries instead of the dataset (undefined: ask the dataset). */
  queryOverride?: (groq: string, params?: QueryParams) => unknown;
  /**
   * The kept public threads' settings (server/comments/thread-cache.ts); the production defaults
   * unless given (every write is seen by the next read in this process).
   */
  commentThreads?: Partial<ThreadCacheOptions>;
}

export async function buildCommentsApp(openDb: () => Promise<Db>, opts: CommentsAppOptions = {}): Promise<CommentsApp> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'colophon-comments-'));
  const config = testConfig({ DATA_DIR: path.join(root, 'data'), PUBLIC_URL: 'http://localhost:3000', FEATURE_PAYWALL: 'on', ...opts.vars });
  const logger = createLogger('silent');
  const base = createContentService({ config, logger });
  const override = opts.queryOverride;
  const content = override
    ? Object.assign(Object.create(base) as typeof base, {
        query: <T,>(groq: string, params?: QueryParams): Promise<T> => {
          const answer = override(groq, params);
          return answer === undefined ? base.query<T>(groq, params) : Promise.resolve(answer as T);
        },
      })
    : base;
  const db = await openDb();
  let offset = 0;
  const accounts = await createAccounts({ config, logger, db, siteName: 'The Colophon', now: () => new Date(Date.now() + offset) });
  const replies: CommentReplyEvent[] = [];
  const services = createMemberServices({
    config,
    accounts,
    logger,
    query: (groq, params) => content.query(groq, params),
    images: content.images,
    onCommentReply: (e) => replies.push(e),
    commentThreads: opts.commentThreads,
  });
  const { pageCache, cached } = recordingPageCache();
  const app = createApp({
    config,
    logger,
    content,
    pageCache,
    contentRoutes: createContentRoutes(config),
    routers: createSiteRouters({
      config,
      logger,
      content,
      accounts,
      services,
      rateLimits: { perIp: 10_000, perEmail: 10_000 },
      commentLimits: { perMinute: 1000, perHour: 1000, ...opts.commentLimits },
    }),
    apiErrorHandler: createJsonErrorHandler(logger),
  });
  return {
    app,
    accounts,
    cached,
    replies,
    comments: services.comments,
    async member(email, name = { firstName: 'Pat', lastName: 'Reader' }) {
      const res = await request(app).post('/api/auth/sign-up').send({ email, password: 'correct horse battery', ...name });
      if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${res.text}`);
      const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      if (!cookie) throw new Error('no session cookie');
      return cookie.split(';')[0]!;
    },
    async makePremium(email) {
      await runAdminCommand(accounts, 'grant-premium', { email });
    },
    async makeStaff(email) {
      await runAdminCommand(accounts, 'grant-staff', { email });
    },
    advance(ms) {
      offset += ms;
    },
    purgePages() {
      pageCache.purge();
    },
    async close() {
      await accounts.close();
      await db.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

// ----- stories of the dataset --------------------------------------------------------------------

const articles = released('article');
const freeArticle = articles.find((a) => a.isPremium !== true)!;
const premiumArticle = articles.find((a) => a.isPremium === true)!;
const feature = released('featureArticle')[0]!;
const recipe = released('recipeArticle')[0]!;
const episode = released('podcastEpisode')[0]!;

export const STORIES = {
  free: `/sections/${slugOf(freeArticle.section._ref)}/articles/${freeArticle.slug.current}`,
  otherFree: (() => {
    const a = articles.filter((x) => x.isPremium !== true)[1]!;
    return `/sections/${slugOf(a.section._ref)}/articles/${a.slug.current}`;
  })(),
  premium: `/sections/${slugOf(premiumArticle.section._ref)}/articles/${premiumArticle.slug.current}`,
  feature: `/feature/${feature.slug.current}`,
  recipe: `/recipes/${recipe.slug.current}`,
  episode: `/podcasts/${slugOf(episode.podcast._ref)}/${episode.slug.current}`,
  freeSlug: freeArticle.slug.current,
};
