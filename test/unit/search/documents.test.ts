/**
 * What the search documents (server/content/search/documents.ts) hold as everyone's text and as
 * members' only, per the access rule (server/members/access.ts): a premium story's body past its
 * teaser is members' text only while the paywall is on; a free story, or any story with the paywall
 * off, is everyone's text in full.
 */
import { searchDocuments, type SearchRows } from '../../../server/content/search/documents.js';
import { PAYWALL_TEASER_BLOCKS } from '../../../shared/constants.js';

const paragraph = (i: number, words: string) => ({ _type: 'block', _key: `p${i}`, style: 'normal', markDefs: [], children: [{ _type: 'span', _key: `s${i}`, text: words, marks: [] }] });
const words = Array.from({ length: PAYWALL_TEASER_BLOCKS + 3 }, (_, i) => `Paragraph number ${i} of the story.`);
const body = words.map((w, i) => paragraph(i, w));
const rows = (isPremium: boolean): SearchRows => ({
  documents: [{ _id: 'a1', _type: 'article', _createdAt: '2030-01-01T00:00:00Z', title: 'A story', slug: 'a-story', isPremium, section: 'sec', body }],
  sections: [{ _id: 'sec', title: 'News', slug: 'news' }],
});

describe('searchDocuments and the paywall', () => {
  it('keeps a premium story\'s body past its teaser to members (matched, never quoted) with the paywall on', () => {
    const [doc] = searchDocuments(rows(true), { paywall: true });
    expect(doc.fields.text).toEqual(words.slice(0, PAYWALL_TEASER_BLOCKS));
    expect(doc.fields.gated).toEqual(words.slice(PAYWALL_TEASER_BLOCKS));
  });

  it('gives everyone a premium story\'s whole body with the paywall off', () => {
    const [doc] = searchDocuments(rows(true), { paywall: false });
    expect(doc.fields.text).toEqual(words);
    expect(doc.fields.gated).toEqual([]);
  });

  it('gives everyone a free story\'s whole body, paywall on or off', () => {
    for (const paywall of [true, false]) {
      const [doc] = searchDocuments(rows(false), { paywall });
      expect(doc.fields.text).toEqual(words);
      expect(doc.fields.gated).toEqual([]);
    }
  });
});
