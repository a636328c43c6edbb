/** Feature flags per environment (dev, staging, prod). Operators and tests override each with FEATURE_<NAME>=on|off. */

export type AppEnv = 'dev' | 'staging' | 'prod';

export interface FeatureFlags {
  homepageLatestStories: boolean;
  footerRecentArticles: boolean;
  holidayV2: boolean;
  recipeArticles: boolean;
  blackoutScreen: boolean;
  paywall: boolean;
  login: boolean;
  subscriptionPage: boolean;
}

export const FLAG_ENV_NAMES: Record<keyof FeatureFlags, string> = {
  homepageLatestStories: 'FEATURE_HOMEPAGE_LATEST_STORIES',
  footerRecentArticles: 'FEATURE_FOOTER_RECENT_ARTICLES',
  holidayV2: 'FEATURE_HOLIDAY_V2',
  recipeArticles: 'FEATURE_RECIPE_ARTICLES',
  blackoutScreen: 'FEATURE_BLACKOUT_SCREEN',
  paywall: 'FEATURE_PAYWALL',
  login: 'FEATURE_LOGIN',
  subscriptionPage: 'FEATURE_SUBSCRIPTION_PAGE',
};

export function defaultFlags(env: AppEnv): FeatureFlags {
  return {
    homepageLatestStories: false,
    footerRecentArticles: true,
    holidayV2: true,
    recipeArticles: true,
    blackoutScreen: false,
    paywall: false,
    login: false,
    subscriptionPage: env !== 'prod',
  };
}

/** Flags for `env`, with any FEATURE_* override from `vars` ('on'/'true'/'1' or 'off'/'false'/'0'). */
export function resolveFlags(env: AppEnv, vars: Record<string, string | undefined>): FeatureFlags {
  const flags = defaultFlags(env);
  for (const key of Object.keys(FLAG_ENV_NAMES) as (keyof FeatureFlags)[]) {
    const raw = vars[FLAG_ENV_NAMES[key]]?.trim().toLowerCase();
    if (raw === undefined || raw === '') continue;
    if (['on', 'true', '1', 'yes'].includes(raw)) flags[key] = true;
    else if (['off', 'false', '0', 'no'].includes(raw)) flags[key] = false;
    else throw new Error(`${FLAG_ENV_NAMES[key]} must be on or off, got "${vars[FLAG_ENV_NAMES[key]]}"`);
  }
  return flags;
}
