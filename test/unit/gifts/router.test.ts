/**
 * The gift router takes its service from the composition root (server/services.ts), so a test hands
 * in its own; the service's domain errors reach the reader through the one error handler.
 */
import express from 'express';
import request from 'supertest';
import pino from 'pino';
import type { Accounts } from '../../../server/accounts/index.js';
import { createGiftRouter } from '../../../server/gifts/router.js';
import type { GiftService } from '../../../server/gifts/service.js';
import { GoneError } from '../../../server/domain-errors.js';
import { createJsonErrorHandler } from '../../../server/http/error-handler.js';
import { GIFT_API } from '../../../shared/gifts.js';
import { GIFT } from '../../../shared/gift-messages.js';

const accounts = { db: { kind: 'pglite' }, sessions: { resolve: async () => null } } as unknown as Accounts;

function appWith(gifts: GiftService) {
  const app = express();
  app.use(createGiftRouter({ config: { PUBLIC_URL: 'http://localhost:3000' }, accounts, gifts }));
  app.use(createJsonErrorHandler(pino({ level: 'silent' })));
  return app;
}

const refusing: GiftService = {
  onSale: () => false,
  checkout: async () => 'never',
  redeem: async () => ({ from: 'never', months: 0, until: '' }),
  check: async () => {
    throw new GoneError('gift-redeemed', GIFT.codeUsed);
  },
};

describe('the gift router with a handed-in service', () => {
  it('answers the service domain error with its status, code and message', async () => {
    const res = await request(appWith(refusing)).post(GIFT_API.check).send({ code: 'A'.repeat(43) }).expect(410);
    expect(res.body).toEqual({ error: { code: 'gift-redeemed', message: GIFT.codeUsed } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('asks the service whether gifts are on sale before reading a checkout', async () => {
    const res = await request(appWith(refusing)).post(GIFT_API.checkout).send({}).expect(503);
    expect(res.body).toEqual({ error: { code: 'gifts-not-on-sale', message: GIFT.notConfigured } });
  });
});
