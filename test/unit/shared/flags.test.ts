import { defaultFlags, resolveFlags } from '../../../shared/flags.js';

describe('feature flags per environment', () => {
  it.each(['dev', 'staging', 'prod'] as const)('%s defaults', (env) => {
    const f = defaultFlags(env);
    expect(f.homepageLatestStories).toBe(false);
    expect(f.footerRecentArticles).toBe(true);
    expect(f.holidayV2).toBe(true);
    expect(f.recipeArticles).toBe(true);
    expect(f.blackoutScreen).toBe(false);
    expect(f.paywall).toBe(false);
    expect(f.login).toBe(false);
  });

  it('subscription page is on in dev and staging, off in prod', () => {
    expect(defaultFlags('dev').subscriptionPage).toBe(true);
    expect(defaultFlags('staging').subscriptionPage).toBe(true);
    expect(defaultFlags('prod').subscriptionPage).toBe(false);
  });

  it('env vars override single flags', () => {
    const f = resolveFlags('prod', { FEATURE_LOGIN: 'on', FEATURE_FOOTER_RECENT_ARTICLES: 'off' });
    expect(f.login).toBe(true);
    expect(f.footerRecentArticles).toBe(false);
    expect(f.subscriptionPage).toBe(false);
  });

  it('rejects a value that is neither on nor off', () => {
    expect(() => resolveFlags('dev', { FEATURE_LOGIN: 'maybe' })).toThrow(/FEATURE_LOGIN must be on or off/);
  });
});
