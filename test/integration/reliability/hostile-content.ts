/**
 * The fixture dataset with hostile content planted in it, the way a compromised or careless editor
 * could: script in a title, `javascript:` links in body text and menus, off-site redirect targets.
 */
import { readDataset, createLocalSource, type RawDocument } from '../../../server/content/sources/local.js';
import type { ContentSource } from '../../../server/content/source.js';
import { FIXTURE_DIR } from '../../fixtures/content/write.js';

export const SCRIPT_TITLE = '<script>alert(1)</script> & "quotes" \u2028</script><img src=x onerror=alert(2)>';
export const HOSTILE_ARTICLE = '/sections/news/articles/news-story-01';

/** Hrefs browsers would run as script, in the spellings that slip past naive checks. */
export const SCRIPT_HREFS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(2)',
  ' javascript:alert(3)',
  'java\tscript:alert(4)',
  'javascript&colon;alert(5)',
  'data:text/html,<script>alert(6)</script>',
  'vbscript:msgbox(7)',
];

/** Redirect targets that leave the site, in the four spellings the brief names. */
export const OFFSITE = ['https://evil.example', '//evil.example', '/\\evil.example', '%2F%2Fevil.example'];

function linkBlock(href: string, i: number) {
  return {
    _type: 'block',
    _key: `evil${i}`,
    style: 'normal',
    markDefs: [{ _type: 'link', _key: `m${i}`, href }],
    children: [{ _type: 'span', _key: `s${i}`, text: `click ${i}`, marks: [`m${i}`] }],
  };
}

/** Other content-managed URLs that end up in an href: menus, social links, the donation popup, teasers. */
export const SCRIPT_URL = 'javascript:alert(document.domain)';

function plant(doc: RawDocument): RawDocument {
  if (doc._id === 'article-news-01') {
    const content = doc.content as { body: unknown[] };
    return {
      ...doc,
      title: SCRIPT_TITLE,
      content: { body: [...content.body, ...SCRIPT_HREFS.map(linkBlock)] },
      teaserLink: { enabled: true, url: SCRIPT_URL },
    };
  }
  if (doc._type === 'navigation') {
    return { ...doc, mainMenu: [...(doc.mainMenu as unknown[]), { _key: 'evil', text: 'Evil menu', url: SCRIPT_URL }] };
  }
  if (doc._type === 'globalSettings') {
    const popup = doc.donationPopup as Record<string, unknown>;
    return { ...doc, social: { twitter: SCRIPT_URL, facebook: SCRIPT_URL, instagram: SCRIPT_URL }, donationPopup: { ...popup, link: SCRIPT_URL } };
  }
  return doc;
}

function redirects(): RawDocument[] {
  return OFFSITE.map((to, i) => ({ _id: `redirect-evil-${i}`, _type: 'redirect', from: `/go-away-${i}`, to }));
}

/** A local source over the fixture dataset with the hostile documents above. */
export async function hostileSource(): Promise<ContentSource> {
  const docs = await readDataset(FIXTURE_DIR);
  return createLocalSource({ documents: [...docs.map(plant), ...redirects()] });
}
