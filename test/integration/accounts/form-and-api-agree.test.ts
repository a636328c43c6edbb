import request from 'supertest';
import type { Db } from '../../../server/accounts/db.js';
import { validateEmailForm, validateSignUp } from '../../../client/auth/validation.js';
import { createHarness, resetDb, type Harness } from './harness.js';
import { openTestPglite } from '../../support/pglite.js';

/**
 * The account forms check an address before sending it; whatever they let through the API must
 * accept, and whatever they refuse the API must refuse with the same words (shared/messages.ts).
 */
const addresses = ['a..b@example.com', '.ada@example.com', 'ada.@example.com', 'ada@example', 'ada@example.c', ' Ada@Example.COM ', 'first.last+news@mail.example.co.uk'];

describe('the account forms and the auth API judge an email the same way', () => {
  let db: Db;
  let h: Harness;
  beforeAll(async () => {
    db = await openTestPglite();
    h = await createHarness(db);
  });
  afterAll(async () => {
    await h.close();
    await db.close();
  });
  beforeEach(() => resetDb(db));

  it('refuses a..b@example.com in the form and at the API with one message', async () => {
    const formError = validateEmailForm({ email: 'a..b@example.com' }).email;
    expect(formError).toBe('Invalid email');
    const res = await request(h.app).post('/api/auth/send-magic-link').send({ email: 'a..b@example.com' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(formError);
  });

  it.each(addresses)('sign-up with %j: the form and the API agree', async (email) => {
    const fields = { firstName: 'Ada', lastName: 'Lovelace', email, password: 'long enough' };
    const formError = validateSignUp(fields).email;
    const res = await request(h.app).post('/api/auth/sign-up').send(fields);
    if (formError === undefined) expect(res.status).toBe(201);
    else expect([res.status, res.body.error?.message]).toEqual([400, formError]);
  });
});
