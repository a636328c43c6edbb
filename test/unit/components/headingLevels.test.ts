import { headingLevels } from '../../../client/components/content/body/headingLevels.js';

const h = (style: string) => ({ _type: 'block', style });
const levelsOf = (blocks: ReturnType<typeof h>[], base?: number) => {
  const map = headingLevels(blocks, base);
  return blocks.map((b) => map.get(b));
};

describe('headingLevels', () => {
  it('a body that opens with h3 under the page h1 starts at h2', () => {
    expect(levelsOf([h('h3'), h('normal'), h('h3')])).toEqual([2, undefined, 2]);
  });

  it('keeps the relative order of styles: h2 and h3 stay h2 and h3', () => {
    expect(levelsOf([h('h2'), h('h3'), h('h2')])).toEqual([2, 3, 2]);
  });

  it('closes a gap between styles (h2 then h4 becomes h2 then h3)', () => {
    expect(levelsOf([h('h2'), h('h4')])).toEqual([2, 3]);
  });

  it('never goes more than one level below the heading before it', () => {
    // h3 first, with an h2 later: the opening h3 cannot be level 3 straight under the h1.
    expect(levelsOf([h('h3'), h('h2'), h('h3')])).toEqual([2, 2, 3]);
  });

  it('starts at the level the page gives the body', () => {
    expect(levelsOf([h('h2'), h('h3')], 3)).toEqual([3, 4]);
    expect(levelsOf([h('h2'), h('h3'), h('h4')], 5)).toEqual([5, 6, 6]);
  });

  it('gives an embedded card (a podcast player) the level below the heading before it, or the base', () => {
    const card = { _type: 'podcastPlayer' } as ReturnType<typeof h>;
    expect(levelsOf([card, h('h2'), { ...card }])).toEqual([2, 2, 3]);
  });

  it('text blocks that are not headings get no level', () => {
    expect(levelsOf([h('blockquote'), h('normal')])).toEqual([undefined, undefined]);
  });
});
