/**
 * Content is data, never markup or script (docs/architecture.md#the-layout-and-its-rules): a title
 * with <script> renders as text in the HTML and stays inert inside the JSON state script; body
 * links with `javascript:` (and data:, vbscript:) URLs are rendered without an href that could run.
 */
import request from 'supertest';
import { buildFullApp, type FullApp } from './full-app.js';
import { HOSTILE_ARTICLE, hostileSource, SCRIPT_HREFS, SCRIPT_TITLE, SCRIPT_URL } from './hostile-content.js';
import { MEMBER_HINT_SCRIPT } from '../../../shared/member-hint.js';

let full: FullApp;
beforeAll(async () => {
  full = await buildFullApp({ source: await hostileSource() });
});
afterAll(() => full.close());

/** Every href attribute value in `html`, with the few entities React writes decoded. */
function hrefs(html: string): string[] {
  const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => decode(m[1]!));
}

/** A URL a browser would run as script, however it is spelled (case, leading space, control chars). */
const RUNS_SCRIPT = /^(javascript|vbscript|data):/i;
// eslint-disable-next-line no-control-regex -- browsers drop these inside a scheme
const compact = (href: string) => href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');

describe('hostile content', () => {
  it('a <script> title renders as text in the HTML and inert in the JSON state', async () => {
    const res = await request(full.app).get(HOSTILE_ARTICLE);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text).not.toContain('<img src=x onerror');
    expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // Only our own script tags: the JSON blocks, the bundle and the member hint.
    const ours = res.text.replace(`<script>${MEMBER_HINT_SCRIPT}</script>`, '');
    for (const [, attrs] of ours.matchAll(/<script([^>]*)>/g)) expect(attrs).toMatch(/type="application\/(ld\+)?json"|src="/);

    const state = /<script type="application\/json" id="__[a-z]+"[^>]*>([\s\S]*?)<\/script>/g;
    const blocks = [...res.text.matchAll(state)].map((m) => m[1]!);
    expect(blocks.length).toBeGreaterThan(0);
    const hydration = blocks.find((b) => b.includes('alert(1)'))!;
    expect(hydration).toBeDefined();
    expect(hydration).not.toMatch(/<|>|\u2028/); // nothing that could close the tag or break the parser
    expect(hydration).toContain('\\u003cscript\\u003e');
    expect(JSON.stringify(JSON.parse(hydration))).toContain(JSON.stringify(SCRIPT_TITLE).slice(1, -1));
  });

  it('the same title is JSON-safe in /_data and escaped in the page <title>', async () => {
    const data = await request(full.app).get(`/_data${HOSTILE_ARTICLE}`);
    expect(data.body.data.article.title).toBe(SCRIPT_TITLE);
    const page = await request(full.app).get(HOSTILE_ARTICLE);
    const title = /<title>([\s\S]*?)<\/title>/.exec(page.text)?.[1] ?? '';
    expect(title).not.toMatch(/<script|<img/);
  });

  it('body links with script URLs keep their text but lose the href', async () => {
    const res = await request(full.app).get(HOSTILE_ARTICLE);
    const bad = hrefs(res.text).filter((h) => RUNS_SCRIPT.test(compact(h)));
    expect(bad).toEqual([]);
    expect(res.text).not.toMatch(/href="\s*javascript:/i);
    // The words of every planted link are still there for the reader.
    SCRIPT_HREFS.forEach((_href, i) => expect(res.text).toContain(`click ${i}`));
  });

  it.each(['/', '/sections/news', HOSTILE_ARTICLE, '/no-such-page'])(
    'menus, social links and popups with script URLs are dropped from the frame of %s',
    async (path) => {
      const res = await request(full.app).get(path);
      expect(hrefs(res.text).filter((h) => RUNS_SCRIPT.test(compact(h)))).toEqual([]);
      expect(res.text).not.toContain('Evil menu');
      // Outside the JSON state (inert data; the article's own teaser link is in it), nowhere.
      expect(res.text.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')).not.toContain(SCRIPT_URL);
      // The footer keeps its social icons, pointing at the networks' own addresses.
      expect(res.text).toMatch(/href="https:\/\/www\.facebook\.com\/"/);
    },
  );

  it('and from the frame data the browser fetches', async () => {
    const res = await request(full.app).get('/_data/__root');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('javascript:');
    expect(res.body.data.content.settings.donationPopup).toBeUndefined();
  });
});
