/**
 * The on-demand parts' names in page data (client/on-demand.tsx): what a page needs is read from the
 * data's structure, whatever the order of its keys, and carried in `parts`; the browser loads only
 * what it registered a source for.
 */
import { jest } from '@jest/globals';
import { blockPartsIn, loadParts, namePartsIn, partChunks, partsOf, registerParts, type PartSources } from '../../../client/on-demand.js';

const player = (extra: Record<string, unknown> = {}) => ({ ...extra, _type: 'podcastPlayer', _key: 'p1', title: 'Episode' });

describe('namePartsIn', () => {
  it('names the gate whatever the order of its keys', () => {
    expect(namePartsIn({ article: { title: 'A' }, gate: { bodyUrl: '/api/premium/articles/a/body' } }).parts).toEqual(['gate']);
    expect(namePartsIn({ gate: { note: 'first', bodyUrl: '/api/premium/articles/a/body' }, article: {} }).parts).toEqual(['gate']);
  });

  it('names the podcast player wherever a podcastPlayer block is, whatever its keys', () => {
    expect(namePartsIn({ article: { content: { body: [{ _type: 'block' }, player()] } } }).parts).toEqual(['podcastPlayer']);
    expect(namePartsIn({ page: { body: [player({ title: 'first' })] }, gate: { bodyUrl: '/b' } }).parts).toEqual(['gate', 'podcastPlayer']);
  });

  it('names the image carousel wherever an imageCarousel block is, beside the player', () => {
    const carousel = { _type: 'imageCarousel', _key: 'c1', images: [] };
    expect(namePartsIn({ article: { content: { body: [{ _type: 'block' }, carousel] } } }).parts).toEqual(['imageCarousel']);
    expect(namePartsIn({ page: { body: [carousel, player()] } }).parts).toEqual(['podcastPlayer', 'imageCarousel']);
    expect(blockPartsIn([{ _type: 'block' }, { _type: 'insetImage' }])).toEqual([]);
    expect(blockPartsIn([{ _type: 'block', children: [carousel] }])).toEqual(['imageCarousel']);
  });

  it('leaves data that needs no part as it is: no parts field', () => {
    const data = { article: { content: { body: [{ _type: 'block', text: '"_type":"podcastPlayer"' }] } } };
    expect(namePartsIn(data)).toBe(data);
    expect(namePartsIn(null)).toBeNull();
  });

  it('gives frozen (shared) data one frozen copy, named once', () => {
    const data = Object.freeze({ article: Object.freeze({ body: Object.freeze([Object.freeze(player())]) }) });
    const first = namePartsIn(data);
    expect(first).not.toBe(data);
    expect(Object.isFrozen(first) && Object.isFrozen(first.parts)).toBe(true);
    expect(namePartsIn(data)).toBe(first);
    expect(JSON.parse(JSON.stringify(first))).toEqual({ article: { body: [player()] }, parts: ['podcastPlayer'] });
  });
});

describe('partsOf', () => {
  it('reads the parts a page names, skipping what this build does not know', () => {
    expect(partsOf({ parts: ['podcastPlayer', 'gate'] })).toEqual(['podcastPlayer', 'gate']);
    expect(partsOf({ parts: ['somethingNew', 'gate', 'toString', 3] })).toEqual(['gate']);
    expect(partsOf({ parts: 'gate' })).toEqual([]);
    expect(partsOf({ article: {} })).toEqual([]);
    expect(partsOf(null)).toEqual([]);
    expect(partChunks(['gate', 'podcastPlayer'])).toEqual(['client/components/paywall/GatedBody.tsx', 'client/components/audio/PodcastPlayer.tsx']);
    expect(partsOf({ parts: ['imageCarousel'] })).toEqual(['imageCarousel']);
    expect(partChunks(['imageCarousel'])).toEqual(['client/components/content/body/ImageCarousel.tsx']);
  });
});

describe('loadParts', () => {
  it('refuses a part no source was registered for, then loads each registered part once', async () => {
    await expect(loadParts(['gate'])).rejects.toThrow(/registerParts/);
    const Gate = () => null;
    const load = jest.fn(async () => Gate);
    registerParts({ gate: { load }, podcastPlayer: { load: async () => () => null } } as unknown as PartSources);
    await loadParts(['gate']);
    await loadParts(['gate']);
    await loadParts([]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
