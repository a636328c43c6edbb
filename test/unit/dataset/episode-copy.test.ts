/** Episode deks and descriptions, and article excerpts, open at the start of a sentence (issue 14). */
import type { TextBlock } from '../../../tools/dataset/schema.js';
import { CLOSERS, ESSAY_SENTENCES, NEUTRAL_SENTENCES, REPORT_SENTENCES } from '../../../tools/dataset/text/sentences.js';
import { excerptOf, sentencesOf } from '../../../tools/dataset/text/prose.js';
import { sharedDataset, GENERATE_TIMEOUT, type Generated } from './generated.js';

let g: Generated;
beforeAll(async () => {
  g = await sharedDataset();
}, GENERATE_TIMEOUT);
afterAll(() => g.cleanup());

const plain = (blocks: { children?: { text?: string }[] }[] | undefined) => (blocks ?? []).map((b) => (b.children ?? []).map((c) => c.text).join('')).join(' ');
/** A capital, a digit or an opening quote: how an English sentence starts. */
const SENTENCE_START = /^[A-Z0-9“‘"]/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The article-body sentences, as patterns: an episode must not open on one, out of its context. */
const BODY_SENTENCES = [...REPORT_SENTENCES, ...ESSAY_SENTENCES, ...NEUTRAL_SENTENCES, ...CLOSERS].map(
  (t) => new RegExp(`^${escape(t).replace(/\\\{\w+\\\}/g, '.+?')}$`),
);

describe('podcast episodes', () => {
  it('have deks that start a sentence and do not reappear as the start of the description', () => {
    for (const e of g.ofType('podcastEpisode')) {
      expect(e.dek, e.title).toMatch(SENTENCE_START);
      expect(plain(e.description).startsWith(e.dek!), e.title).toBe(false);
    }
  });

  it('have descriptions that open by introducing the episode, not mid-argument', () => {
    for (const e of g.ofType('podcastEpisode')) {
      const text = plain(e.description);
      expect(text, e.title).toMatch(SENTENCE_START);
      const first = sentencesOf(text)[0];
      expect(BODY_SENTENCES.some((re) => re.test(first)), `${e.title}: “${first}”`).toBe(false);
    }
  });
});

describe('excerpts', () => {
  it('never open on the attribution of a quote, nor stop inside one', () => {
    const text = '“Nobody asked us, so we asked ourselves,” said Ezra Nadler, the county clerk. “It was a long year. It was worth it.” Nadler laughed.';
    const block: TextBlock = { _type: 'block', _key: 'k', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's', marks: [], text }] };
    expect(excerptOf(block, 60)).toBe('“Nobody asked us, so we asked ourselves,” said Ezra Nadler, the county clerk.');
    expect(excerptOf(block, 120)).toBe('“Nobody asked us, so we asked ourselves,” said Ezra Nadler, the county clerk. “It was a long year. It was worth it.”');
  });

  it('of every article start a sentence, with their quotes closed', () => {
    for (const a of g.ofType('article')) {
      const excerpt = a.meta.excerpt;
      if (!excerpt) continue;
      expect(excerpt, a.title).toMatch(SENTENCE_START);
      expect((excerpt.match(/“/g) ?? []).length, excerpt).toBe((excerpt.match(/”/g) ?? []).length);
    }
  });
});
