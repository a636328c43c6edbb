/**
 * Offers published in the Studio: found by code in the published content, mirrored into the offers
 * table (where their redemptions are counted), updated when the document changes, gone when it is
 * unpublished; an operator's offer with the same code wins; a document that is no valid offer is none.
 */
import { openTestPglite } from '../../support/pglite.js';
import { createAccounts, type Accounts, type Db } from '../../../server/accounts/index.js';
import { loadConfig } from '../../../server/config.js';
import { silentLogger } from '../accounts/harness.js';
import { createOfferService, type OfferService } from '../../../server/offers/service.js';
import { createOffer, findOffer, recordRedemption } from '../../../server/offers/offers.js';
import { studioOfferTerms } from '../../../server/offers/studio.js';
import type { BillingService, CheckoutExtras } from '../../../server/billing/billing-service.js';

describe('Studio offers', () => {
  let db: Db;
  let accounts: Accounts;
  let docs: Record<string, object>;
  let extras: CheckoutExtras[];
  let offers: OfferService;
  beforeAll(async () => {
    db = await openTestPglite();
    accounts = await createAccounts({ config: loadConfig({ LOG_LEVEL: 'silent' }), logger: silentLogger, db });
  });
  afterAll(async () => {
    await accounts.close();
    await db.close();
  });
  beforeEach(async () => {
    await db.query('TRUNCATE offers, offer_redemptions CASCADE');
    docs = {};
    extras = [];
    const billing = {
      checkout: async (_user: string, _tier: string, e: CheckoutExtras = {}) => {
        extras.push(e);
        return 'https://checkout.stripe.test/c/pay/cs_test_fake';
      },
    } as unknown as BillingService;
    offers = createOfferService({
      stripe: {} as never, // a trial needs no Stripe call of its own
      prices: { reader: 'price_reader1' },
      yearlyPrices: {},
      accounts,
      billing,
      query: async <T,>(_groq: string, params?: Record<string, unknown>) => (docs[String(params?.code)] ?? null) as T,
      tiers: async () => [{ key: 'reader', title: 'Reader' }],
    });
  });

  it('is an offer once published, counted in the accounts database, gone once unpublished', async () => {
    docs.WELCOME = { code: 'welcome', kind: 'trial', trialDays: 30, tier: 'reader', limit: 2 };
    expect(await offers.view('welcome')).toMatchObject({ code: 'WELCOME', kind: 'trial', value: 30, months: null, tiers: [{ key: 'reader', title: 'Reader' }], onSale: true });
    expect(await findOffer(db, 'WELCOME')).toMatchObject({ source: 'studio', kind: 'trial', value: 30, maxRedemptions: 2 });
    await offers.checkout('00000000-0000-0000-0000-000000000000', 'WELCOME', 'reader');
    expect(extras[0]).toMatchObject({ trialDays: 30, metadata: { offer: 'WELCOME' }, cancelPath: '/offer/WELCOME' });

    docs.WELCOME = { ...docs.WELCOME, trialDays: 14 }; // edited and republished
    expect(await offers.view('WELCOME')).toMatchObject({ value: 14 });
    for (const id of ['cs_1', 'cs_2']) await recordRedemption(db, { code: 'WELCOME', sessionId: id, userId: null, at: new Date() });
    await expect(offers.view('WELCOME')).rejects.toMatchObject({ code: 'offer-used-up' });

    delete docs.WELCOME; // unpublished
    await expect(offers.view('WELCOME')).rejects.toMatchObject({ code: 'offer-unknown' });
  });

  it('loses to an operator\'s offer with the same code', async () => {
    await createOffer(db, { code: 'SAME', kind: 'percent', value: 10, months: 2, tier: null, cadence: 'monthly', endsAt: null, maxRedemptions: null }, new Date());
    docs.SAME = { code: 'SAME', kind: 'trial', trialDays: 30 };
    expect(await offers.view('SAME')).toMatchObject({ kind: 'percent', value: 10 });
    expect(await findOffer(db, 'SAME')).toMatchObject({ source: 'cli' });
  });

  it('counts a document that is no valid offer as none', () => {
    const bad = [
      { code: 'X', kind: 'percent', percentOff: 0 },
      { code: 'X', kind: 'percent', percentOff: 120 },
      { code: 'X', kind: 'amount', amountOff: -3 },
      { code: 'X', kind: 'trial' },
      { code: 'bad code', kind: 'trial', trialDays: 3 },
      { code: 'X', kind: 'gift', trialDays: 3 },
      { code: 'X', kind: 'trial', trialDays: 3, tier: 'Not A Key' },
      { code: 'X', kind: 'percent', percentOff: 5, months: 0 },
      { code: 'X', kind: 'trial', trialDays: 3, endsAt: 'soon' },
      { code: 'X', kind: 'trial', trialDays: 3, limit: 0 },
    ];
    for (const doc of bad) expect(studioOfferTerms(doc)).toBeNull();
    expect(studioOfferTerms({ code: 'ok-1', kind: 'amount', amountOff: 4.5, months: 3, cadence: 'yearly' })).toEqual({
      code: 'OK-1', kind: 'amount', value: 450, months: 3, tier: null, cadence: 'yearly', endsAt: null, maxRedemptions: null,
    });
  });
});
