/**
 * A page its feature flag turns off is linked from nowhere (issue 32): with the prod flags the
 * subscription page answers 404, so no page links to /subscribe (header button, menus, body links,
 * teasers) and the editors' /join redirect goes to the newsletter instead of on to Page Not Found.
 * With the flag on, the same pages still link to it and /join still goes there.
 */
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { buildRealApp } from '../support/real-app.js';
import { sampleArticle } from '../support/dataset.js';
import type { ArticleDocument } from '../../tools/dataset/schema.js';

const PROD = { APP_ENV: 'prod', SESSION_SECRET: 's'.repeat(48), PUBLIC_URL: 'http://127.0.0.1' };

const urlOf = ({ article, section }: { article: ArticleDocument; section: string }) => `/sections/${section}/articles/${article.slug.current}`;
const bodyLink = urlOf(sampleArticle((a) => JSON.stringify(a).includes('"href":"/subscribe"')));
const teaser = urlOf(sampleArticle((a) => a.teaserLink?.enabled === true && a.teaserLink.url === '/subscribe'));
const PAGES = ['/', bodyLink, teaser, '/recipes', '/podcasts', '/newsletter', '/account', '/search'];

const SUBSCRIBE_HREF = /href="\/subscribe\/?(?:[?#"])/;

describe('prod flags (subscription page off)', () => {
  let app: RequestListener;
  beforeAll(() => {
    app = buildRealApp(PROD).app;
  });

  it.each(PAGES)('%s links nowhere to /subscribe', async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(SUBSCRIBE_HREF);
  });

  it('an editor’s note linking to /subscribe keeps its words, unlinked', async () => {
    const res = await request(app).get(bodyLink);
    expect(res.text).toContain('Reporting for this story was supported');
  });

  it('the /_data of a page carries no link to /subscribe', async () => {
    const res = await request(app).get(`/_data${bodyLink}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('"href":"/subscribe"');
  });

  it('the subscription page is off', async () => {
    expect((await request(app).get('/subscribe')).status).toBe(404);
  });

  it('/join goes to the newsletter (temporarily), not to a 404', async () => {
    const res = await request(app).get('/join?utm_source=x').redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/newsletter?utm_source=x');
    const end = await request(app).get('/join').redirects(5);
    expect(end.status).toBe(200);
  });
});

describe('subscription page on', () => {
  let app: RequestListener;
  beforeAll(() => {
    app = buildRealApp({ ...PROD, FEATURE_SUBSCRIPTION_PAGE: 'on' }).app;
  });

  it.each(['/', bodyLink, teaser])('%s still links to /subscribe', async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(SUBSCRIBE_HREF);
  });

  it('the header button and the menus link to /subscribe', async () => {
    const res = await request(app).get('/');
    expect(res.text).toContain('<a href="/subscribe" class="button button--small nav__subscribe">');
    expect(res.text).toContain('<a href="/subscribe">Subscribe</a>');
  });

  it('/join goes to /subscribe, which answers', async () => {
    const res = await request(app).get('/join').redirects(0);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/subscribe');
    expect((await request(app).get('/subscribe')).status).toBe(200);
  });
});
