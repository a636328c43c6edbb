/**
 * Global setup of the validators suite: the browser suites' production server (test/e2e/server-setup.ts),
 * with the flags that put every page type of the route table on the air: the paywall (a premium article as a
 * visitor sees it) and the subscription page. Its teardown is the browser suites' one.
 */
import startServer from '../e2e/server-setup.js';

export const VALIDATOR_SERVER_ENV: Record<string, string> = {
  FEATURE_PAYWALL: 'on',
  FEATURE_SUBSCRIPTION_PAGE: 'on',
  FEATURE_HOLIDAY_V2: 'on',
  FEATURE_RECIPE_ARTICLES: 'on',
};

export default async function setup(): Promise<void> {
  process.env.E2E_SERVER_ENV = JSON.stringify({
    ...(process.env.E2E_SERVER_ENV ? (JSON.parse(process.env.E2E_SERVER_ENV) as Record<string, string>) : {}),
    ...VALIDATOR_SERVER_ENV,
  });
  await startServer();
}
