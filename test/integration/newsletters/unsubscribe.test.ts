/**
 * The one-click unsubscribe link of newsletter emails (RFC 8058), black-box on the whole app
 * (createApp with createSiteRouters, the fixture dataset's newsletters), on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL: opening the link changes nothing; a POST without a cookie, from a
 * mail provider's servers (another origin, or none), unsubscribes a member and a sign-up; a forged
 * token is a 400 page.
 */
import request from 'supertest';
import { buildFullApp, type FullApp } from '../reliability/full-app.js';
import { backends, resetDb } from '../accounts/harness.js';
import { cookieValue } from '../accounts/helpers.js';
import { NEWSLETTER_UNSUBSCRIBE } from '../../../shared/newsletter-email-messages.js';
import { unsubscribeUrl } from '../../../server/newsletters/unsubscribe-token.js';
import type { Db } from '../../../server/accounts/index.js';

const ORIGIN = 'http://localhost:3000';

describe.each(backends)('newsletter unsubscribe on $name', (backend) => {
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

  const link = (email: string, newsletter: string) => new URL(unsubscribeUrl(ORIGIN, full.config.sessionSecret, { email, newsletter }));
  const path = (u: URL) => u.pathname + u.search;
  const signUp = async (email: string) => {
    const res = await request(full.app).post('/api/auth/sign-up').send({ email, password: 'password1', firstName: 'Ada', lastName: 'Reader' }).expect(201);
    return `colophon_session=${cookieValue(res, 'colophon_session')}`;
  };
  const subscribed = async (cookie: string) =>
    (await request(full.app).get('/api/account/newsletters').set('Cookie', cookie).expect(200)).body.newsletters
      .filter((n: { subscribed: boolean }) => n.subscribed)
      .map((n: { slug: string }) => n.slug);
  const memberRows = async () =>
    (await db.query('SELECT u.email, m.newsletter, m.subscribed FROM member_newsletters m JOIN users u ON u.id = m.user_id ORDER BY 1, 2')).rows;
  const confirmedSignup = async (email: string, newsletters: string[]) => {
    await db.query(`INSERT INTO newsletter_signups (email, confirmed_at, newsletters) VALUES ($1, now(), ARRAY(SELECT jsonb_array_elements_text($2::jsonb)))`, [
      email,
      JSON.stringify(newsletters),
    ]);
  };
  const signupRow = async (email: string) =>
    (await db.query<{ newsletters: string[] }>('SELECT newsletters FROM newsletter_signups WHERE email = $1', [email])).rows[0];
  /** What a mail provider sends (RFC 8058 3.2): form-encoded, no cookie, from its own servers. */
  const oneClick = (u: URL) =>
    request(full.app).post(path(u)).set('Origin', 'https://mail.provider.example').type('form').send('List-Unsubscribe=One-Click');

  it('GET shows the newsletter and the address with a button, and changes nothing', async () => {
    const cookie = await signUp('member@example.com');
    await confirmedSignup('reader@example.com', ['weekly', 'recipes']);
    const before = [await memberRows(), await signupRow('reader@example.com')];
    for (const u of [link('member@example.com', 'weekly'), link('reader@example.com', 'recipes')]) {
      for (let i = 0; i < 2; i++) {
        const res = await request(full.app).get(path(u)).expect(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.headers['x-robots-tag']).toBe('noindex');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
        expect(res.text).toContain('<meta name="robots" content="noindex">');
        expect(res.text).toContain(`<form method="post" action="${path(u)}">`);
        expect(res.text).toContain(NEWSLETTER_UNSUBSCRIBE.button);
      }
    }
    const page = await request(full.app).get(path(link('member@example.com', 'weekly')));
    expect(page.text).toContain(NEWSLETTER_UNSUBSCRIBE.title('The Weekly'));
    expect(page.text).toContain(NEWSLETTER_UNSUBSCRIBE.body('The Weekly', 'member@example.com'));
    expect([await memberRows(), await signupRow('reader@example.com')]).toEqual(before);
    expect(await subscribed(cookie)).toEqual(['weekly']);
  });

  it('a one-click POST without a cookie, from another origin, unsubscribes a member from that newsletter only', async () => {
    const cookie = await signUp('Member@Example.com');
    await request(full.app).put('/api/account/newsletters').set('Cookie', cookie).set('Origin', ORIGIN).send({ subscribed: ['weekly', 'recipes'] }).expect(200);
    const res = await oneClick(link('member@example.com', 'weekly')).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.text).toContain(NEWSLETTER_UNSUBSCRIBE.doneTitle);
    expect(res.text).toContain(NEWSLETTER_UNSUBSCRIBE.doneBody('The Weekly', 'member@example.com'));
    expect(await subscribed(cookie)).toEqual(['recipes']);
    // RFC 8058's preferred encoding, multipart/form-data, works the same.
    await request(full.app).post(path(link('member@example.com', 'recipes'))).field('List-Unsubscribe', 'One-Click').expect(200);
    expect(await subscribed(cookie)).toEqual([]);
    // Again: still 200, nothing more changes.
    const rows = await memberRows();
    await oneClick(link('member@example.com', 'weekly')).expect(200);
    expect(await memberRows()).toEqual(rows);
    expect(rows).toEqual([
      { email: 'member@example.com', newsletter: 'recipes', subscribed: false },
      { email: 'member@example.com', newsletter: 'weekly', subscribed: false },
    ]);
  });

  it('turns off a default-on newsletter the member never chose (an explicit choice beats the default)', async () => {
    const cookie = await signUp('default@example.com');
    expect(await subscribed(cookie)).toEqual(['weekly']);
    // No Origin at all (a mail provider's server), no body: the page's own form and RFC 8058's both work.
    await request(full.app).post(path(link('default@example.com', 'weekly'))).expect(200);
    expect(await subscribed(cookie)).toEqual([]);
    expect(await memberRows()).toEqual([{ email: 'default@example.com', newsletter: 'weekly', subscribed: false }]);
  });

  it('takes the newsletter off a sign-up address, and off both when the address is a member too', async () => {
    await confirmedSignup('reader@example.com', ['recipes', 'weekly']);
    await oneClick(link('reader@example.com', 'recipes')).expect(200);
    expect(await signupRow('reader@example.com')).toEqual({ newsletters: ['weekly'] });

    const cookie = await signUp('both@example.com');
    await confirmedSignup('both@example.com', ['weekly']);
    // The page's own form: multipart or urlencoded, from our origin, whatever it carries.
    await request(full.app).post(path(link('both@example.com', 'weekly'))).set('Origin', ORIGIN).type('form').send({ 'List-Unsubscribe': 'One-Click' }).expect(200);
    expect(await signupRow('both@example.com')).toEqual({ newsletters: [] });
    expect(await subscribed(cookie)).toEqual([]);
  });

  it('an address we know nothing of: 200 and nothing written', async () => {
    await oneClick(link('stranger@example.com', 'weekly')).expect(200);
    expect(await memberRows()).toEqual([]);
  });

  it('a forged, altered or missing token is a 400 page with a message, never a change', async () => {
    const cookie = await signUp('victim@example.com');
    const good = link('victim@example.com', 'weekly');
    const token = good.searchParams.get('t')!;
    const [payload] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify(['victim@example.com', 'recipes'])).toString('base64url');
    const bad = [
      `${forgedPayload}.${token.split('.')[1]}`,
      `${payload}.${'A'.repeat(43)}`,
      new URL(unsubscribeUrl(ORIGIN, 'another secret', { email: 'victim@example.com', newsletter: 'weekly' })).searchParams.get('t')!,
      'nonsense',
      '',
    ];
    for (const t of bad) {
      for (const method of ['get', 'post'] as const) {
        const res = await request(full.app)[method](`/newsletters/unsubscribe?t=${encodeURIComponent(t)}`).set('Origin', 'https://evil.example').expect(400);
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.text).toContain(NEWSLETTER_UNSUBSCRIBE.invalidTitle);
        expect(res.text).toContain('noindex');
      }
    }
    await request(full.app).post('/newsletters/unsubscribe').expect(400);
    await request(full.app).post(`/newsletters/unsubscribe?t=${token}&t=${token}`).expect(400);
    expect(await subscribed(cookie)).toEqual(['weekly']);
  });
});
