/**
 * The bridge from React Router loaders to the content layer on the server: turns the content
 * layer's redirects into router redirects, logs its errors, and adds per-process frame data.
 */
import { redirect } from 'react-router';
import type { Logger } from 'pino';
import type { PageDataLoader } from '../../shared/page-data.js';
import type { FrameData } from '../../shared/frame-data.js';
import type { FeatureFlags } from '../../shared/flags.js';
import { ContentUnavailableError, NotFoundError, RedirectError } from '../../shared/page-errors.js';
import type { PageId, RouteParams } from '../../shared/pages.js';
import type { ContentService, LoadOptions } from '../content/types.js';
import type { SiteSettings } from '../site-config.js';
import { createLinkScrubber } from './flagged-links.js';
import { withEditAttributes } from './edit-attributes.js';

export interface PageDataLoaderDeps {
  content: ContentService;
  flags: FeatureFlags;
  logger: Logger;
  studioUrl?: string;
  /** Public origin and third-party ids for the browser (server/site-config.ts siteSettingsFor(config)). */
  site?: SiteSettings;
  /** Reports a failed page loader to error tracking (server/observability.ts). */
  reportError?: (err: unknown, context: Record<string, unknown>) => void;
  /** TEST_PAGES=on: the test-only pages answer. */
  testPages?: boolean;
  /** An offer's page data (server/offers/router.ts puts it on the request); without it /offer/CODE is a 404. */
  offerView?: (code: string) => Promise<unknown>;
}

/**
 * The one translation of a content-layer error for React Router: a redirect becomes the redirect
 * response the router follows (query string kept); a status error (404, 503) goes on as it is,
 * logged; anything else is logged and reported, and the router answers 500.
 */
function forRouter(err: unknown, url: URL, logger: Logger, reportError?: PageDataLoaderDeps['reportError']): unknown {
  if (err instanceof RedirectError) {
    let location = err.location;
    if (url.search && !location.includes('?')) location += url.search; // redirects keep the query string
    return redirect(location, err.status);
  }
  if (err instanceof NotFoundError) logger.warn({ url: url.pathname }, err.message);
  else if (err instanceof ContentUnavailableError) logger.error({ url: url.pathname, err: err.cause }, 'content service unavailable');
  else {
    logger.error({ url: url.pathname, err }, 'page loader failed');
    reportError?.(err, { url: url.pathname });
  }
  return err;
}

/** Route params as the loaders expect them (the generic page's slug is its path). */
function paramsFor(id: PageId, params: RouteParams, url: URL): RouteParams {
  if (id === 'genericPage') return { ...params, slug: url.pathname.replace(/^\/+|\/+$/g, '') };
  return params;
}

/** One scrubber per flag set (a process has one), so its memo outlives the request. */
const scrubbers = new WeakMap<FeatureFlags, ReturnType<typeof createLinkScrubber>>();
function scrubberFor(flags: FeatureFlags) {
  let scrub = scrubbers.get(flags);
  if (!scrub) scrubbers.set(flags, (scrub = createLinkScrubber(flags)));
  return scrub;
}

/** `opts`: preview or not, and when the request stops waiting for content. */
export function createPageDataLoader(deps: PageDataLoaderDeps, opts: LoadOptions): PageDataLoader {
  const { preview } = opts;
  // No link leads to a page its flag turns off (server/render/flagged-links.ts).
  const withoutOffLinks = scrubberFor(deps.flags);
  return {
    testPages: deps.testPages === true,
    async loadRoot(request): Promise<FrameData> {
      const url = new URL(request.url);
      try {
        const content = withoutOffLinks(await deps.content.loadRoot(opts));
        // The blackout screen is disabled in preview, whatever its flag says.
        const flags = preview ? { ...deps.flags, blackoutScreen: false } : deps.flags;
        return {
          content,
          flags,
          preview,
          studioUrl: preview ? deps.studioUrl : undefined,
          publicUrl: deps.site?.publicUrl,
          thirdParty: deps.site?.thirdParty,
          // Absent without Stripe, so the root data of a site without billing stays as it was.
          ...(deps.site?.billingTiers.length ? { billingTiers: deps.site.billingTiers } : {}),
          ...(deps.site?.giftOffers?.length ? { giftOffers: deps.site.giftOffers } : {}),
          ...(deps.site?.freePremiumReads ? { freePremiumReads: deps.site.freePremiumReads } : {}),
        };
      } catch (err) {
        throw forRouter(err, url, deps.logger, deps.reportError);
      }
    },
    async loadPage(id, params, request) {
      const url = new URL(request.url);
      try {
        const data = withoutOffLinks(await deps.content.loadPage(id, paramsFor(id, params, url), url, opts));
        // Preview with a Studio: the Presentation tool's outlines on images and lists.
        return preview && deps.studioUrl ? withEditAttributes(id, data, deps.studioUrl) : data;
      } catch (err) {
        throw forRouter(err, url, deps.logger, deps.reportError);
      }
    },
    async loadOffer(code) {
      try {
        if (!deps.offerView) throw new NotFoundError(`offer ${code}`);
        return await deps.offerView(code);
      } catch (err) {
        throw forRouter(err, new URL(`http://localhost/offer/${encodeURIComponent(code)}`), deps.logger, deps.reportError);
      }
    },
  };
}
