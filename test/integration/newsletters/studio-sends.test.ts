/**
 * POST /api/newsletters/sends: the Studio's 'Send to newsletter' arriving through a signed Sanity
 * webhook, black-box on the whole app over the fixture dataset. The sending service is a fake that
 * keeps the contract's promises (a second send of the same story to the same newsletter is a
 * conflict), so the route is tested for what it does itself: the signature, the body, finding the
 * newsletter and the story's path, and the answer Sanity gets (202, 409, 404, 400, 401, 503).
 */
import request from 'supertest';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { buildFullApp, SECRETS, type FullApp } from '../reliability/full-app.js';
import { ConflictError } from '../../../server/domain-errors.js';
import type { NewsletterSending, QueueRequest } from '../../../server/newsletters/sending/service.js';
import { NEWSLETTER_SENDS } from '../../../shared/newsletter-webhook-messages.js';
import { evaluate, parse } from 'groq-js';
import { newsletterSendDocument, SEND_WEBHOOK } from '../../../studio/newsletter-send/request.js';

/** The contract's service, in memory: one send per (newsletter, story) unless `resend`. */
function fakeSending(): NewsletterSending & { calls: QueueRequest[] } {
  const sent = new Set<string>();
  const calls: QueueRequest[] = [];
  return {
    calls,
    async queue(req) {
      calls.push(req);
      const key = `${req.newsletter} ${req.story}`;
      if (sent.has(key) && !req.resend) throw new ConflictError('already-sent', `${req.story} was already sent to ${req.newsletter}.`);
      sent.add(key);
      return { sendId: `send-${sent.size}`, recipients: 3 };
    },
    // The webhook route only queues.
    preview: () => Promise.reject(new Error('not used by the webhook route')),
    progress: () => Promise.resolve(null),
    start: () => Promise.resolve(),
    stop: () => Promise.resolve(),
  };
}

/** The webhook's projection of a newsletterSend document (docs/editors.md). */
const projection = (newsletterId: string, storyId: string, extra: object = {}) => ({
  _id: `send-${newsletterId}-${storyId}`,
  newsletterId,
  storyId,
  requestedBy: 'Ada Editor <ada@example.com>',
  requestedAt: '2026-12-06T09:00:00Z',
  ...extra,
});

/** Posts `body` signed as Sanity signs a webhook; resolves to the response once it had `status`. */
async function deliver(full: FullApp, body: object | string, status: number, secret: string = SECRETS.webhook) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signature = await encodeSignatureHeader(raw, Date.now(), secret);
  return request(full.app).post('/api/newsletters/sends').set('Content-Type', 'application/json').set(SIGNATURE_HEADER_NAME, signature).send(raw).expect(status);
}

describe('POST /api/newsletters/sends (Sanity webhook of the Studio action)', () => {
  let full: FullApp;
  let sending: ReturnType<typeof fakeSending>;
  beforeAll(async () => {
    sending = fakeSending();
    full = await buildFullApp({ services: { newsletterSending: sending } });
  });
  afterAll(() => full?.close());
  beforeEach(() => {
    sending.calls.length = 0;
  });

  it('queues the story by its site path (202), naming who asked', async () => {
    const res = await deliver(full, projection('newsletter-weekly', 'article-news-01'), 202);
    expect(res.body).toEqual({ queued: true, sendId: 'send-1', recipients: 3, newsletter: 'weekly', story: '/sections/news/articles/news-story-01' });
    expect(sending.calls).toEqual([{ newsletter: 'weekly', story: '/sections/news/articles/news-story-01', requestedBy: 'Ada Editor <ada@example.com> (Studio)' }]);
  });

  it('queues what the Studio action writes, as the documented webhook projects it', async () => {
    const doc = { _id: 'send-from-studio', ...newsletterSendDocument({ newsletterId: 'newsletter-recipes', storyId: 'drafts.recipe-soup', user: { name: 'Ada Editor', email: 'ada@example.com' }, now: new Date() }) };
    const [body] = (await (await evaluate(parse(`*[${SEND_WEBHOOK.filter}]${SEND_WEBHOOK.projection}`), { dataset: [doc] })).get()) as object[];
    const res = await deliver(full, body, 202);
    expect(res.body).toMatchObject({ queued: true, newsletter: 'recipes', story: expect.stringMatching(/^\/recipes\//) });
    expect(sending.calls).toEqual([{ newsletter: 'recipes', story: res.body.story, requestedBy: 'Ada Editor <ada@example.com> (Studio)' }]);
  });

  it('keeps control characters out of who asked', async () => {
    await deliver(full, projection('newsletter-dispatch', 'recipe-challah', { requestedBy: 'Ada\u0000\nEditor' }), 202);
    expect(sending.calls[0]!.requestedBy).toBe('Ada Editor (Studio)');
  });

  it('finds the path of a feature and of a recipe', async () => {
    expect((await deliver(full, projection('newsletter-weekly', 'feature-1'), 202)).body.story).toBe('/feature/the-long-read');
    expect((await deliver(full, projection('newsletter-recipes', 'recipe-challah'), 202)).body.story).toBe('/recipes/challah');
  });

  it('a duplicate delivery sends nothing: 409 with the service\u2019s message, which ends Sanity\u2019s retries', async () => {
    await deliver(full, projection('newsletter-dispatch', 'article-news-02'), 202);
    const again = await deliver(full, projection('newsletter-dispatch', 'article-news-02'), 409);
    expect(again.body.error).toEqual({ code: 'already-sent', message: '/sections/news/articles/news-story-02 was already sent to dispatch.' });
  });

  it('404 with a message for an unknown, draft or unreleased newsletter or story', async () => {
    const cases: Array<[object, string]> = [
      [projection('newsletter-nope', 'article-news-01'), NEWSLETTER_SENDS.unknownNewsletter('newsletter-nope')],
      [projection('newsletter-secret', 'article-news-01'), NEWSLETTER_SENDS.unknownNewsletter('newsletter-secret')],
      [projection('newsletter-weekly', 'article-nope'), NEWSLETTER_SENDS.unknownStory('article-nope')],
      [projection('newsletter-weekly', 'article-future'), NEWSLETTER_SENDS.unknownStory('article-future')],
      [projection('newsletter-weekly', 'article-draft-only'), NEWSLETTER_SENDS.unknownStory('article-draft-only')],
      // A section is a document, not a story.
      [projection('newsletter-weekly', 'section-news'), NEWSLETTER_SENDS.unknownStory('section-news')],
    ];
    for (const [body, message] of cases) {
      const res = await deliver(full, body, 404);
      expect(res.body.error.message).toBe(message);
    }
    expect(sending.calls).toEqual([]);
  });

  it('401 for a missing, foreign or garbled signature; nothing is queued', async () => {
    const body = JSON.stringify(projection('newsletter-weekly', 'article-news-03'));
    const unsigned = await request(full.app).post('/api/newsletters/sends').set('Content-Type', 'application/json').send(body).expect(401);
    expect(unsigned.body.error.message).toBe(NEWSLETTER_SENDS.badSignature);
    await deliver(full, body, 401, 'another-secret');
    await request(full.app).post('/api/newsletters/sends').set(SIGNATURE_HEADER_NAME, 't=abc,v1=???').send(body).expect(401);
    expect(sending.calls).toEqual([]);
  });

  it('400 with a message for a signed body that is not the projection', async () => {
    for (const body of ['not json', '[]', { newsletterId: 'newsletter-weekly' }, { newsletterId: 1, storyId: 'feature-1' }, projection('drafts.newsletter-weekly', 'feature-1')]) {
      const res = await deliver(full, body, 400);
      expect(res.body.error.message).toBe(NEWSLETTER_SENDS.badBody);
    }
    expect(sending.calls).toEqual([]);
  });
});

describe('POST /api/newsletters/sends, not set up', () => {
  it('503 with a message without SANITY_WEBHOOK_SECRET', async () => {
    const noSecret = await buildFullApp({ vars: { SANITY_WEBHOOK_SECRET: '' }, services: { newsletterSending: fakeSending() } });
    try {
      const a = await deliver(noSecret, projection('newsletter-weekly', 'feature-1'), 503);
      expect(a.body.error.message).toBe(NEWSLETTER_SENDS.disabled);
    } finally {
      await noSecret.close();
    }
  });
});

describe('POST /api/newsletters/sends, with the real sending service', () => {
  let full: FullApp;
  beforeAll(async () => {
    full = await buildFullApp();
  });
  afterAll(() => full?.close());

  it('queues a real send once: 202 with its id and recipients, then 409 for the same story', async () => {
    const first = await deliver(full, projection('newsletter-weekly', 'feature-1'), 202);
    expect(first.body).toMatchObject({ queued: true, newsletter: 'weekly', story: '/feature/the-long-read', recipients: expect.any(Number) });
    expect(first.body.sendId).toMatch(/^[0-9a-f-]{36}$/);
    const { rows } = await full.accounts.db.query<{ newsletter: string; story: string; requested_by: string }>(
      'SELECT newsletter, story, requested_by FROM newsletter_sends',
    );
    expect(rows).toEqual([{ newsletter: 'weekly', story: '/feature/the-long-read', requested_by: 'Ada Editor <ada@example.com> (Studio)' }]);
    await deliver(full, projection('newsletter-weekly', 'feature-1'), 409);
  });
});
