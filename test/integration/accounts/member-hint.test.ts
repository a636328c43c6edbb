/**
 * The member hint (shared/member-hint.ts): a readable `colophon_member=1` set and cleared together
 * with the HttpOnly session cookie, never a credential, so a page knows before its first paint that
 * this browser holds a session. Sign-in of every kind sets both with the same lifetime; sign-out
 * clears both; a hint the server no longer backs (session expired or revoked) is cleared by the
 * session check that finds it stale.
 */
import request from 'supertest';
import { backends, useHarness } from './harness.js';
import { cookieValue, latestLink, setCookies } from './helpers.js';
import { SESSION_TTL_MS } from '../../../server/accounts/sessions.js';
import { MEMBER_HINT_COOKIE, hasMemberHint } from '../../../shared/member-hint.js';

const member = { email: 'hint@example.com', password: 'correct horse', firstName: 'Hana', lastName: 'Hint' };
const CLEARED = /Expires=Thu, 01 Jan 1970/;

/** The Set-Cookie line of one cookie, or undefined. */
const line = (res: { headers: Record<string, unknown> }, name: string) => setCookies(res).find((c) => c.startsWith(`${name}=`));
const maxAge = (cookie: string | undefined) => /Max-Age=(\d+)/.exec(cookie ?? '')?.[1];

describe.each(backends)('the member hint cookie on $name', (backend) => {
  const suite = useHarness(backend);

  const signUp = () => request(suite.h.app).post('/api/auth/sign-up').send(member).expect(201);
  const login = () => request(suite.h.app).post('/api/auth/login').send({ email: member.email, password: member.password }).expect(200);
  /** Both cookies as the browser would send them back. */
  const jar = (res: { headers: Record<string, unknown> }) =>
    `colophon_session=${cookieValue(res, 'colophon_session')}; ${MEMBER_HINT_COOKIE}=${cookieValue(res, MEMBER_HINT_COOKIE)}`;

  /** The hint rides with the session: readable, `1`, the same lifetime, path and SameSite. */
  function expectHintWithSession(res: { headers: Record<string, unknown> }) {
    const session = line(res, 'colophon_session');
    const hint = line(res, MEMBER_HINT_COOKIE);
    expect(session).toMatch(/HttpOnly/);
    expect(hint).toBeDefined();
    expect(cookieValue(res, MEMBER_HINT_COOKIE)).toBe('1');
    expect(hint).not.toMatch(/HttpOnly/);
    expect(hint).toMatch(/Path=\//);
    expect(hint).toMatch(/SameSite=Lax/);
    expect(maxAge(hint)).toBe(String(SESSION_TTL_MS / 1000));
    expect(maxAge(hint)).toBe(maxAge(session));
  }

  it('is set with the session at sign-up and login, and is no credential', async () => {
    expectHintWithSession(await signUp());
    const res = await login();
    expectHintWithSession(res);
    expect(hasMemberHint(jar(res))).toBe(true);
    // The hint alone is nobody: the session cookie is what the server reads.
    await request(suite.h.app).get('/api/auth/me').set('Cookie', `${MEMBER_HINT_COOKIE}=1`).expect(401);
    await request(suite.h.app).get('/api/auth/me').set('Cookie', jar(res)).expect(200);
  });

  it('is set with the session when a magic link signs the member in', async () => {
    await signUp();
    await request(suite.h.app).post('/api/auth/send-magic-link').send({ email: member.email }).expect(200);
    const url = new URL(latestLink(suite.h.outbox, member.email));
    const res = await request(suite.h.app)
      .post('/api/auth/login-with-magic-link')
      .send({ token: url.searchParams.get('token'), email: url.searchParams.get('email') })
      .expect(200);
    expectHintWithSession(res);
  });

  it('is cleared with the session at logout', async () => {
    await signUp();
    const cookie = jar(await login());
    const out = await request(suite.h.app).post('/api/auth/logout').set('Cookie', cookie).send({}).expect(200);
    expect(line(out, 'colophon_session')).toMatch(CLEARED);
    expect(line(out, MEMBER_HINT_COOKIE)).toMatch(CLEARED);
    expect(line(out, MEMBER_HINT_COOKIE)).not.toMatch(/HttpOnly/);
  });

  it('is cleared by the session check once the session expired on the server', async () => {
    await signUp();
    const cookie = jar(await login());
    const alive = await request(suite.h.app).get('/api/auth/me').set('Cookie', cookie).expect(200);
    expect(line(alive, MEMBER_HINT_COOKIE)).toBeUndefined();
    suite.h.advance(SESSION_TTL_MS + 1000);
    const expired = await request(suite.h.app).get('/api/auth/me').set('Cookie', cookie).expect(401);
    expect(line(expired, MEMBER_HINT_COOKIE)).toMatch(CLEARED);
    expect(line(expired, 'colophon_session')).toMatch(CLEARED);
  });

  it('is cleared by the session check after a sign-out elsewhere revoked the session', async () => {
    await signUp();
    const cookie = jar(await login());
    // Another browser (or tab with its own jar) signs out every session, as a password change does.
    const { rows } = await suite.db.query<{ id: string }>('SELECT id FROM users');
    await suite.h.accounts.sessions.revokeAllForUser(rows[0]!.id);
    const res = await request(suite.h.app).get('/api/auth/me').set('Cookie', cookie).expect(401);
    expect(line(res, MEMBER_HINT_COOKIE)).toMatch(CLEARED);
  });

  it('sets nothing for a signed-out reader without the hint', async () => {
    const res = await request(suite.h.app).get('/api/auth/me').expect(401);
    expect(setCookies(res)).toEqual([]);
  });
});
