import { ConfigError, loadConfig } from '../../../server/config.js';
import { parseStripePrices } from '../../../server/billing/prices.js';
import { tierKey } from '../../../shared/billing.js';

describe('Stripe configuration', () => {
  it('reads a price per tier key', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PRICES: 'reader:price_1A, member:price_2B' });
    expect(config.stripePrices).toEqual({ reader: 'price_1A', member: 'price_2B' });
  });

  it('is off with neither variable set', () => {
    expect(loadConfig({}).stripePrices).toEqual({});
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_abc' }, 'STRIPE_SECRET_KEY needs STRIPE_PRICES'],
    [{ STRIPE_PRICES: 'reader:price_1' }, 'STRIPE_PRICES needs STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_PRICES: 'reader:price_1' }, 'must be a Stripe secret or restricted key'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PRICES: 'reader=price_1' }, '"reader=price_1" is not tierKey:price_id'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PRICES: 'Reader:price_1' }, 'tier key "Reader" must be the tier\'s title as a slug (e.g. "reader")'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PRICES: 'reader:prod_1' }, '"prod_1" (tier reader) is not a Stripe price id'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PRICES: 'reader:price_1,reader:price_2' }, 'tier "reader" is listed twice'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PRICES: 'reader:price_1', STRIPE_API_URL: 'not a url' }, 'STRIPE_API_URL'],
  ])('refuses %j at start with a clear message', (vars, message) => {
    expect(() => loadConfig(vars)).toThrow(ConfigError);
    expect(() => loadConfig(vars)).toThrow(message);
  });

  it('keys tiers by their title as a slug', () => {
    expect(tierKey('Reader')).toBe('reader');
    expect(tierKey('  Patron — Café Club ')).toBe('patron-cafe-club');
    expect(parseStripePrices('patron-cafe-club:price_9')).toEqual({ 'patron-cafe-club': 'price_9' });
  });
});
