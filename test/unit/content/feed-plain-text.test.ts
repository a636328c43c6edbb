/** The words of a podcast or episode description as a feed reader shows them (RSS is plain text). */
import { plainText } from '../../../server/feeds/format.js';

const block = (...texts: string[]) => ({ _type: 'block', _key: texts.join(), style: 'normal', markDefs: [], children: texts.map((text, i) => ({ _type: 'span', _key: String(i), text, marks: [] })) });

describe('feed plain text', () => {
  it('joins a paragraph’s spans and separates paragraphs with a blank line', () => {
    expect(plainText([block('One ', 'two.'), block('Three.')])).toBe('One two.\n\nThree.');
  });

  it('leaves out images, embeds and empty paragraphs', () => {
    const image = { _type: 'image', _key: 'img', asset: { _ref: 'image-x' } };
    expect(plainText([image, block('Kept.'), block('  '), image])).toBe('Kept.');
  });

  it('is empty for anything that is not a list of blocks', () => {
    expect(plainText(undefined)).toBe('');
    expect(plainText('text')).toBe('');
  });
});
