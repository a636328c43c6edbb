/**
 * The share menu's links in the served HTML, before any script runs: a reader who shares from a
 * page that has not hydrated yet must send the absolute article URL (PUBLIC_URL plus the path),
 * URL-encoded into the X, Facebook and email links.
 */
import request from 'supertest';
import { JSDOM } from 'jsdom';
import { articleUrl } from '../../../shared/content/urls.js';
import { sampleArticle } from '../../support/dataset.js';
import { PUBLIC_URL, seoApp } from './helpers.js';

const app = seoApp();
const { article, section } = sampleArticle();
const path = articleUrl(section, article.slug.current);

it('the raw HTML of an article carries the absolute article URL in every share link', async () => {
  const res = await request(app).get(path);
  expect(res.status).toBe(200);
  const encoded = encodeURIComponent(`${PUBLIC_URL}${path}`);
  const doc = new JSDOM(res.text).window.document;
  const hrefs = (selector: string) => [...doc.querySelectorAll<HTMLAnchorElement>(`.share a${selector}`)].map((a) => a.getAttribute('href'));
  const x = hrefs('[href^="https://twitter.com/intent/tweet"]');
  const facebook = hrefs('[href^="https://www.facebook.com/sharer/"]');
  const email = hrefs('[href^="mailto:"]');
  // The article has two share menus (under the hero and at the foot).
  for (const links of [x, facebook, email]) expect(links.length).toBeGreaterThanOrEqual(1);
  for (const href of x) expect(href).toContain(`?url=${encoded}&text=`);
  for (const href of facebook) expect(href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
  for (const href of email) expect(href).toMatch(new RegExp(`&body=${encoded.replace(/[.*+?^${}()|[\]\\%]/g, '\\$&')}$`));
  // And not the bare path the links carried before the script ran.
  expect(res.text).not.toContain(`url=${encodeURIComponent(path)}&`);
});
