/**
 * GET / PATCH /api/account/preferences (docs/features/display.md) on the whole app, on PGlite and
 * (with TEST_DATABASE_URL) PostgreSQL: the defaults, partial changes, every bad input refused with
 * its message, signed out a 401, the CSRF and JSON guards, and the readable display cookie set on
 * every sign-in path and every change, cleared at sign-out.
 */
import request from 'supertest';
import { buildFullApp, type FullApp } from '../reliability/full-app.js';
import { backends, resetDb } from '../accounts/harness.js';
import { cookieValue, latestLink, setCookies } from '../accounts/helpers.js';
import { DISPLAY } from '../../../shared/display-messages.js';
import { DISPLAY_COOKIE, parseDisplayCookie } from '../../../shared/display.js';
import { DEFAULT_PREFERENCES } from '../../../shared/library.js';
import { SESSION_TTL_MS } from '../../../server/accounts/sessions.js';
import type { Db } from '../../../server/accounts/index.js';
import path from 'node:path';

const ORIGIN = 'http://localhost:3000';
const member = { email: 'prefs@example.com', password: 'password1', firstName: 'Dana', lastName: 'Dark' };
const CLEARED = /Expires=Thu, 01 Jan 1970/;
type Res = { headers: Record<string, unknown> };
const line = (res: Res, name: string) => setCookies(res).find((c) => c.startsWith(`${name}=`));

describe.each(backends)('member preferences on $name', (backend) => {
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
  beforeEach(async () => {
    await resetDb(db);
  });

  const session = (res: Res) => `colophon_session=${cookieValue(res, 'colophon_session')}`;
  const signUp = () => request(full.app).post('/api/auth/sign-up').send(member).expect(201);
  const login = () => request(full.app).post('/api/auth/login').send({ email: member.email, password: member.password }).expect(200);
  const get = (cookie?: string) => {
    const req = request(full.app).get('/api/account/preferences');
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const patch = (cookie: string | null, body: unknown) => {
    const req = request(full.app).patch('/api/account/preferences').set('Origin', ORIGIN);
    return (cookie ? req.set('Cookie', cookie) : req).send(body as object);
  };

  it('gives a new member the defaults, privately', async () => {
    const cookie = session(await signUp());
    const res = await get(cookie).expect(200);
    expect(res.body).toEqual(DEFAULT_PREFERENCES);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/Cookie/i);
  });

  it('changes any subset and keeps the rest', async () => {
    const cookie = session(await signUp());
    let res = await patch(cookie, { theme: 'dark' }).expect(200);
    expect(res.body).toEqual({ ...DEFAULT_PREFERENCES, theme: 'dark' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    res = await patch(cookie, { textSize: 'x-large', history: false }).expect(200);
    expect(res.body).toEqual({ theme: 'dark', textSize: 'x-large', history: false, commentReplies: true });
    res = await patch(cookie, { commentReplies: false }).expect(200);
    expect(res.body).toEqual({ theme: 'dark', textSize: 'x-large', history: false, commentReplies: false });
    expect((await get(cookie).expect(200)).body).toEqual(res.body);
    // Stored where the library and the reply emails read it.
    const { rows } = await db.query<{ theme: string; text_size: string; history: boolean; comment_replies: boolean }>(
      'SELECT theme, text_size, history, comment_replies FROM member_preferences',
    );
    expect(rows).toEqual([{ theme: 'dark', text_size: 'x-large', history: false, comment_replies: false }]);
  });

  it('keeps one member\u2019s choices from another', async () => {
    const a = session(await signUp());
    const b = session(await request(full.app).post('/api/auth/sign-up').send({ ...member, email: 'other@example.com' }).expect(201));
    await patch(a, { theme: 'light' }).expect(200);
    expect((await get(b).expect(200)).body).toEqual(DEFAULT_PREFERENCES);
  });

  it.each([
    [{ theme: 'blue' }, DISPLAY.badTheme],
    [{ theme: null }, DISPLAY.badTheme],
    [{ theme: 1 }, DISPLAY.badTheme],
    [{ textSize: 'huge' }, DISPLAY.badTextSize],
    [{ textSize: '' }, DISPLAY.badTextSize],
    [{ history: 'no' }, DISPLAY.badHistory],
    [{ history: 0 }, DISPLAY.badHistory],
    [{ commentReplies: 'true' }, DISPLAY.badCommentReplies],
    [{ colour: 'dark' }, DISPLAY.unknownField('colour')],
    [{ theme: 'dark', extra: 1 }, DISPLAY.unknownField('extra')],
    [{}, DISPLAY.nothingToChange],
  ])('refuses %j with a message', async (body, message) => {
    const cookie = session(await signUp());
    const res = await patch(cookie, body).expect(400);
    expect(res.body.error.message).toBe(message);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await get(cookie).expect(200)).body).toEqual(DEFAULT_PREFERENCES);
  });

  it('refuses a body that is not an object, or not JSON', async () => {
    const cookie = session(await signUp());
    await patch(cookie, ['dark']).expect(400);
    await request(full.app).patch('/api/account/preferences').set('Origin', ORIGIN).set('Cookie', cookie).set('Content-Type', 'application/json').send('{"theme":').expect(400);
    await request(full.app).patch('/api/account/preferences').set('Origin', ORIGIN).set('Cookie', cookie).type('form').send('theme=dark').expect(415);
  });

  it('is a 401 signed out, or with a session that is gone', async () => {
    await get().expect(401);
    await patch(null, { theme: 'dark' }).expect(401);
    await get('colophon_session=not-a-session').expect(401);
    const cookie = session(await signUp());
    await request(full.app).post('/api/auth/logout').set('Origin', ORIGIN).set('Cookie', cookie).send({}).expect(200);
    await get(cookie).expect(401);
    await patch(cookie, { theme: 'dark' }).expect(401);
  });

  it('refuses a change from another site', async () => {
    const cookie = session(await signUp());
    await request(full.app).patch('/api/account/preferences').set('Origin', 'https://evil.example').set('Cookie', cookie).send({ theme: 'dark' }).expect(403);
    expect((await get(cookie).expect(200)).body.theme).toBe('system');
  });

  describe('the display cookie', () => {
    const display = (res: Res) => parseDisplayCookie(cookieValue(res, DISPLAY_COOKIE));

    it('comes with a change: readable, with the session\u2019s lifetime, no credential', async () => {
      const cookie = session(await signUp());
      const res = await patch(cookie, { theme: 'dark', textSize: 'large' }).expect(200);
      expect(cookieValue(res, DISPLAY_COOKIE)).toBe('dark.large');
      const set = line(res, DISPLAY_COOKIE)!;
      expect(set).not.toMatch(/HttpOnly/);
      expect(set).toMatch(/Path=\//);
      expect(set).toMatch(/SameSite=Lax/);
      expect(set).toMatch(new RegExp(`Max-Age=${SESSION_TTL_MS / 1000}`));
      // Alone it is nobody.
      await get(`${DISPLAY_COOKIE}=dark.large`).expect(401);
      // A change of history alone still refreshes it (with the display as it is).
      expect(display(await patch(cookie, { history: false }).expect(200))).toEqual({ theme: 'dark', textSize: 'large' });
    });

    it('comes with sign-up (the defaults) and with a password login (the member\u2019s choice)', async () => {
      const up = await signUp();
      expect(display(up)).toEqual({ theme: 'system', textSize: 'medium' });
      await patch(session(up), { theme: 'dark', textSize: 'small' }).expect(200);
      expect(display(await login())).toEqual({ theme: 'dark', textSize: 'small' });
    });

    it('comes with a magic-link sign-in', async () => {
      await patch(session(await signUp()), { theme: 'light', textSize: 'x-large' }).expect(200);
      await request(full.app).post('/api/auth/send-magic-link').send({ email: member.email }).expect(200);
      const url = new URL(latestLink(path.join(full.config.dataDir, 'outbox'), member.email));
      const res = await request(full.app)
        .post('/api/auth/login-with-magic-link')
        .send({ token: url.searchParams.get('token'), email: url.searchParams.get('email') })
        .expect(200);
      expect(display(res)).toEqual({ theme: 'light', textSize: 'x-large' });
    });

    it('is cleared at sign-out', async () => {
      const cookie = session(await signUp());
      const out = await request(full.app).post('/api/auth/logout').set('Origin', ORIGIN).set('Cookie', cookie).send({}).expect(200);
      expect(line(out, DISPLAY_COOKIE)).toMatch(CLEARED);
    });
  });
});
