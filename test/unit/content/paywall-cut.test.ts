/** The paywall's cut rule (shared/content/paywall.ts): paragraphs are counted, never arbitrary blocks. */
import type { Block } from '../../../shared/content/blocks.js';
import { PAYWALL_TEASER_BLOCKS } from '../../../shared/constants.js';
import { premiumBodyUrl, splitForPaywall } from '../../../shared/content/paywall.js';

let n = 0;
const text = (style: 'normal' | 'h2' | 'blockquote', words: string, listItem?: 'bullet'): Block => ({
  _type: 'block',
  _key: `k${n++}`,
  style,
  ...(listItem && { listItem }),
  markDefs: [],
  children: [{ _type: 'span', _key: `s${n++}`, text: words, marks: [] }],
});
const p = (words = 'A paragraph.') => text('normal', words);
const h2 = () => text('h2', 'A heading');
const image = (): Block => ({ _type: 'pullQuote', _key: `q${n++}` }) as unknown as Block;
const keys = (blocks: Block[]) => blocks.map((b) => b._key);

describe('splitForPaywall', () => {
  it('keeps at least two paragraphs in the teaser', () => {
    expect(PAYWALL_TEASER_BLOCKS).toBeGreaterThanOrEqual(2);
  });

  it('counts paragraphs, not headings, images or list items, and ends the teaser on a paragraph', () => {
    const body = [image(), h2(), p(), text('normal', 'a list item', 'bullet'), p(), h2(), image(), p(), h2(), p(), p()];
    const { teaser, rest } = splitForPaywall(body, 3);
    expect(keys(teaser)).toEqual(keys(body.slice(0, 8)));
    expect(teaser.at(-1)).toBe(body[7]);
    expect(keys(rest)).toEqual(keys(body.slice(8)));
  });

  it('does not count empty paragraphs', () => {
    const body = [p(), p('  '), p(), p(), p()];
    expect(keys(splitForPaywall(body, 2).teaser)).toEqual(keys(body.slice(0, 3)));
  });

  it('always gates something: a short body keeps its last paragraph behind the wall', () => {
    const body = [p(), h2(), p(), p()];
    const { teaser, rest } = splitForPaywall(body, 3);
    expect(keys(teaser)).toEqual(keys(body.slice(0, 3)));
    expect(keys(rest)).toEqual(keys(body.slice(3)));
    expect(splitForPaywall([p()], 3)).toEqual({ teaser: [], rest: expect.any(Array) });
    expect(splitForPaywall([], 3)).toEqual({ teaser: [], rest: [] });
  });

  it('teaser and rest together are the whole body, in order', () => {
    const body = [p(), image(), p(), h2(), p(), p(), image()];
    const { teaser, rest } = splitForPaywall(body);
    expect([...teaser, ...rest]).toEqual(body);
  });
});

describe('premiumBodyUrl', () => {
  it('names the endpoint of an article or a feature article', () => {
    expect(premiumBodyUrl('article', 'a-slug')).toBe('/api/premium/articles/a-slug/body');
    expect(premiumBodyUrl('feature', 'ninety-nine')).toBe('/api/premium/features/ninety-nine/body');
  });
});
