/**
 * Pages a feature flag can turn off (shared/flags.ts), and where a visitor is sent instead. While
 * its flag is off a page answers 404, so nothing may link to it (menus, body links, buttons) and a
 * content-managed redirect to it goes to `instead` rather than on to Page Not Found.
 */
import type { FeatureFlags } from './flags.js';

export interface FlaggedPage {
  path: string;
  flag: keyof FeatureFlags;
  /** Where a redirect to the page goes while it is off. */
  instead: string;
}

/**
 * /subscribe (off in prod): a redirect to it (e.g. the editors' /join) lands on the newsletter,
 * the one way to sign up that is left while subscriptions are closed.
 */
export const FLAGGED_PAGES: readonly FlaggedPage[] = [{ path: '/subscribe', flag: 'subscriptionPage', instead: '/newsletter' }];

/** The flagged page `href` (a site path; query, fragment and a trailing slash ignored) leads to, if its flag is off. */
export function switchedOffPage(href: string | undefined, flags: FeatureFlags): FlaggedPage | undefined {
  if (!href || !href.startsWith('/')) return undefined;
  const path = href.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
  return FLAGGED_PAGES.find((p) => p.path === path && !flags[p.flag]);
}
