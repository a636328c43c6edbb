/**
 * The one "does this hold a podcast player" rule (shared/content/podcast-player.ts): page data, the
 * premium rest and the gift-link rest all ask it, so a player nested inside another block counts
 * as one at the top of a body does.
 */
import { holdsPodcastPlayer } from '../../../shared/content/podcast-player.js';

const player = { _type: 'podcastPlayer', _key: 'p1', title: 'Episode' };
const text = { _type: 'block', _key: 'b1', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's1', text: 'podcastPlayer', marks: [] }] };

describe('holdsPodcastPlayer', () => {
  it('finds a player at the top of a body', () => {
    expect(holdsPodcastPlayer([text, player])).toBe(true);
  });

  it('finds a player nested in another block, however deep', () => {
    expect(holdsPodcastPlayer([text, { _type: 'columns', _key: 'c1', columns: [{ body: [text, player] }] }])).toBe(true);
    expect(holdsPodcastPlayer({ article: { content: { body: [{ _type: 'aside', items: [[player]] }] } } })).toBe(true);
  });

  it('finds none in text that merely names one, nor in nothing', () => {
    expect(holdsPodcastPlayer([text, { _type: 'image', _key: 'i1', alt: 'podcastPlayer' }])).toBe(false);
    expect(holdsPodcastPlayer([])).toBe(false);
    expect(holdsPodcastPlayer(null)).toBe(false);
    expect(holdsPodcastPlayer('podcastPlayer')).toBe(false);
  });

  it('answers a frozen value the same each time (it is looked through once)', () => {
    const body = Object.freeze([Object.freeze({ _type: 'columns', columns: Object.freeze([Object.freeze(player)]) })]);
    expect(holdsPodcastPlayer(body)).toBe(true);
    expect(holdsPodcastPlayer(body)).toBe(true);
    expect(holdsPodcastPlayer(Object.freeze([Object.freeze(text)]))).toBe(false);
  });
});
