import { highlightTitle, type TitlePart } from '../../../client/components/search/highlight.js';

const marked = (parts: TitlePart[]) => parts.map((p) => (p.match ? `[${p.text}]` : p.text)).join('');

describe('highlightTitle: the matched words of a title, for <mark>', () => {
  it.each<[string, string, string]>([
    ['Why the Transit Expansion Stalled', 'transit', 'Why the [Transit] Expansion Stalled'],
    ['Why the Transit Expansion Stalled', 'trans exp', 'Why the [Trans]it [Exp]ansion Stalled'],
    ['The Theater of the Absurd', 'the', '[The] [The]ater of [the] Absurd'],
    ['A Case for Cases', 'case cases', 'A [Case] for [Cases]'],
    ['No. 1: The Transit Expansion', 'no. 1', '[No]. [1]: The Transit Expansion'],
    ['The Co-op Board', 'op', 'The Co-[op] Board'],
    ['Teachers’ Strike', 'teachers’', '[Teachers’] Strike'],
    ['Nothing here', 'zebra', 'Nothing here'],
    ['Only prefixes: Cartransit', 'transit', 'Only prefixes: Cartransit'],
  ])('%j with %j -> %j', (title, term, expected) => {
    expect(marked(highlightTitle(title, term))).toBe(expected);
  });

  it('joins back to the title, and never leaves empty or adjacent same-kind parts', () => {
    for (const [title, term] of [
      ['The the THE', 'the'],
      ['', 'x'],
      ['Anything', ''],
      ['Anything', '***'],
      ['(Parenthetical) [bracketed] “quoted”', 'parenthetical bracketed'],
    ]) {
      const parts = highlightTitle(title, term);
      expect(parts.map((p) => p.text).join('')).toBe(title);
      expect(parts.every((p) => p.text !== '')).toBe(true);
      parts.slice(1).forEach((p, i) => expect(p.match).not.toBe(parts[i].match));
    }
  });

  it('a term with nothing searchable highlights nothing', () => {
    expect(highlightTitle('A * title', '*')).toEqual([{ text: 'A * title', match: false }]);
  });
});
