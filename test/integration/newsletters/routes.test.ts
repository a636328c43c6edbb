/**
 * Newsletters over HTTP, black-box on the whole app (createApp with createSiteRouters, the fixture
 * dataset's three newsletters): the catalogue, a member's choices, and the double opt-in of the
 * site's sign-up form, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
 */
import path from 'node:path';
import request from 'supertest';
import { buildFullApp, type FullApp } from '../reliability/full-app.js';
import { backends, resetDb } from '../accounts/harness.js';
import { cookieValue, readOutbox } from '../accounts/helpers.js';
import { NEWSLETTERS } from '../../../shared/newsletter-messages.js';
import { NEWSLETTER } from '../../../shared/messages.js';
import type { Db } from '../../../server/accounts/index.js';

const ORIGIN = 'http://localhost:3000';

describe.each(backends)('newsletters on $name', (backend) => {
  let db: Db;
  let full: FullApp;
  beforeAll(async () => {
    db = await backend.open();
    full = await buildFullApp({ db, vars: { PUBLIC_URL: ORIGIN, FEATURE_LOGIN: 'on' } });
  });
  afterAll(async () => {
    await full.close();
    await db.close();
  });
  beforeEach(() => resetDb(db));

  const outbox = () => readOutbox(path.join(full.config.dataDir, 'outbox'));
  const signUp = async (email: string) => {
    const res = await request(full.app).post('/api/auth/sign-up').send({ email, password: 'password1', firstName: 'Ada', lastName: 'Reader' }).expect(201);
    return `colophon_session=${cookieValue(res, 'colophon_session')}`;
  };
  const premium = async (email: string) => {
    const user = await full.accounts.users.findByEmail(email);
    await full.accounts.subscriptions.grant(user!.id);
  };
  const mine = (cookie: string) => request(full.app).get('/api/account/newsletters').set('Cookie', cookie);
  const choose = (cookie: string | null, body: unknown) => {
    const req = request(full.app).put('/api/account/newsletters').set('Origin', ORIGIN);
    return (cookie ? req.set('Cookie', cookie) : req).send(body as object);
  };

  describe('GET /api/newsletters', () => {
    it('lists the published newsletters, briefly cacheable, drafts left out', async () => {
      const res = await request(full.app).get('/api/newsletters').expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.body).toEqual({
        newsletters: [
          { slug: 'weekly', name: 'The Weekly', description: 'Every Friday', premium: false },
          { slug: 'recipes', name: 'Recipes', description: 'Twice a month', premium: false },
          { slug: 'dispatch', name: 'The Dispatch', description: 'For members', premium: true },
        ],
      });
    });
  });

  describe('/api/account/newsletters', () => {
    it('gives a new member the default-on newsletters', async () => {
      const cookie = await signUp('new@example.com');
      const res = await mine(cookie).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body.newsletters.map((n: { slug: string; subscribed: boolean }) => [n.slug, n.subscribed])).toEqual([
        ['weekly', true],
        ['recipes', false],
        ['dispatch', false],
      ]);
      expect(res.body.newsletters[0]).toEqual({ slug: 'weekly', name: 'The Weekly', subscribed: true, premium: false });
    });

    it('stores a member\'s choice and answers it in the same shape', async () => {
      const cookie = await signUp('choose@example.com');
      const put = await choose(cookie, { subscribed: ['recipes'] }).expect(200);
      const expected = [
        { slug: 'weekly', name: 'The Weekly', subscribed: false, premium: false },
        { slug: 'recipes', name: 'Recipes', subscribed: true, premium: false },
        { slug: 'dispatch', name: 'The Dispatch', subscribed: false, premium: true },
      ];
      expect(put.body).toEqual({ newsletters: expected });
      expect((await mine(cookie).expect(200)).body).toEqual({ newsletters: expected });
      // Choosing nothing is a choice too: no default comes back.
      await choose(cookie, { subscribed: [] }).expect(200);
      expect((await mine(cookie)).body.newsletters.every((n: { subscribed: boolean }) => !n.subscribed)).toBe(true);
    });

    it('refuses a premium-only newsletter to a free member (403) and gives it to a premium one', async () => {
      const cookie = await signUp('free@example.com');
      const refused = await choose(cookie, { subscribed: ['weekly', 'dispatch'] }).expect(403);
      expect(refused.body.error.message).toBe(NEWSLETTERS.forPremium('The Dispatch'));
      // Nothing of the refused request was stored.
      expect((await mine(cookie)).body.newsletters[0].subscribed).toBe(true);
      await premium('free@example.com');
      const ok = await choose(cookie, { subscribed: ['dispatch'] }).expect(200);
      expect(ok.body.newsletters.find((n: { slug: string }) => n.slug === 'dispatch').subscribed).toBe(true);
    });

    it('refuses an unknown newsletter (400) and a malformed body, with a message', async () => {
      const cookie = await signUp('bad@example.com');
      const unknown = await choose(cookie, { subscribed: ['weekly', 'nope'] }).expect(400);
      expect(unknown.body.error.message).toBe(NEWSLETTERS.unknown('nope'));
      for (const body of [{}, { subscribed: 'weekly' }, { subscribed: [1] }, []]) {
        const res = await choose(cookie, body).expect(400);
        expect(typeof res.body.error.message).toBe('string');
      }
    });

    it('needs a session (401), JSON and our origin', async () => {
      await request(full.app).get('/api/account/newsletters').expect(401);
      await choose(null, { subscribed: [] }).expect(401);
      const cookie = await signUp('csrf@example.com');
      await request(full.app).put('/api/account/newsletters').set('Cookie', cookie).set('Origin', 'https://evil.example').send({ subscribed: [] }).expect(403);
      await request(full.app).put('/api/account/newsletters').set('Cookie', cookie).type('form').send('subscribed=weekly').expect(415);
    });
  });

  describe('POST /api/newsletter: double opt-in', () => {
    const signup = (body: object) => request(full.app).post('/api/newsletter').set('Origin', ORIGIN).send(body);
    const pendingRow = async (email: string) =>
      (await db.query<{ confirmed_at: Date | null; newsletters: string[]; pending: string[] }>(
        'SELECT confirmed_at, newsletters, pending FROM newsletter_signups WHERE email = $1',
        [email],
      )).rows[0];

    it('sends a confirmation email; the link only shows a button; the POST confirms', async () => {
      const before = outbox().length;
      const res = await signup({ email: 'Reader@Example.com', newsletter: 'recipes' }).expect(200);
      expect(res.body).toEqual({ result: 'subscribed', message: NEWSLETTER.subscribed });
      expect(await pendingRow('reader@example.com')).toEqual({ confirmed_at: null, newsletters: [], pending: ['recipes'] });

      const mails = outbox().slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to).toBe('reader@example.com');
      expect(mails[0]!.subject).toBe(NEWSLETTERS.mailSubject('The Colophon'));
      const link = new URL(mails[0]!.links[0]!);
      expect(link.pathname).toBe('/newsletter/confirm');

      // A mail scanner opening the link (twice) confirms nothing.
      for (let i = 0; i < 2; i++) {
        const page = await request(full.app).get(link.pathname + link.search).expect(200);
        expect(page.headers['cache-control']).toBe('private, no-store');
        expect(page.headers['referrer-policy']).toBe('same-origin');
        expect(page.text).toContain('<form method="post" action="/newsletter/confirm">');
        expect(page.text).toContain(NEWSLETTERS.confirmButton);
      }
      expect((await pendingRow('reader@example.com'))!.confirmed_at).toBeNull();

      const token = link.searchParams.get('token')!;
      const done = await request(full.app).post('/newsletter/confirm').set('Origin', ORIGIN).type('form').send({ token }).expect(200);
      expect(done.text).toContain(NEWSLETTERS.confirmedTitle);
      const row = await pendingRow('reader@example.com');
      expect(row!.confirmed_at).toBeInstanceOf(Date);
      expect(row!.newsletters).toEqual(['recipes']);
      expect(row!.pending).toEqual([]);

      // The link works once.
      await request(full.app).post('/newsletter/confirm').set('Origin', ORIGIN).type('form').send({ token }).expect(400);
      const again = await request(full.app).get(link.pathname + link.search).expect(400);
      expect(again.text).toContain(NEWSLETTERS.confirmInvalidTitle);
    });

    it('signs up for the default-on newsletters without a name, and refuses unknown and premium-only ones', async () => {
      await signup({ email: 'def@example.com' }).expect(200);
      expect((await pendingRow('def@example.com'))!.pending).toEqual(['weekly']);
      expect((await signup({ email: 'x@example.com', newsletter: 'nope' }).expect(400)).body.error.message).toBe(NEWSLETTERS.unknown('nope'));
      expect((await signup({ email: 'x@example.com', newsletter: 'dispatch' }).expect(400)).body.error.message).toBe(NEWSLETTERS.forPremium('The Dispatch'));
      expect(await pendingRow('x@example.com')).toBeUndefined();
    });

    it('refuses a confirmation from another site, and a forged token', async () => {
      await request(full.app).post('/newsletter/confirm').set('Origin', 'https://evil.example').type('form').send({ token: 'x' }).expect(403);
      await request(full.app).post('/newsletter/confirm').set('Origin', ORIGIN).type('form').send({ token: 'a'.repeat(43) }).expect(400);
      await request(full.app).get('/newsletter/confirm?token=nope').expect(400);
    });

    it('gives a member with the confirmed address the newsletter in their own choices', async () => {
      const cookie = await signUp('both@example.com');
      await signup({ email: 'both@example.com', newsletter: 'recipes' }).expect(200);
      const link = new URL(outbox().filter((m) => m.to === 'both@example.com').at(-1)!.links[0]!);
      await request(full.app).post('/newsletter/confirm').set('Origin', ORIGIN).type('form').send({ token: link.searchParams.get('token') }).expect(200);
      expect((await mine(cookie)).body.newsletters.find((n: { slug: string }) => n.slug === 'recipes').subscribed).toBe(true);
    });
  });
});
