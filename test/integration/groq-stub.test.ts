/**
 * The test double of Sanity's API (test/support/groq-stub.ts) answers @sanity/client as Sanity
 * does for what the site and the Studio's Presentation tool use: perspectives, Content Source Maps
 * (which stega encodes from), mutations and the listen stream.
 */
import { createClient, type SanityClient } from '@sanity/client';
import { stegaClean } from '@sanity/client/stega';
import { startGroqStub, type GroqStub } from '../support/groq-stub.js';

const ARTICLE = {
  _id: 'art1',
  _type: 'article',
  title: 'Published headline',
  slug: { _type: 'slug', current: 'published-headline' },
  body: [{ _key: 'b1', _type: 'block', children: [{ _key: 's1', _type: 'span', text: 'First paragraph.' }] }],
};
const STEGA = /[\u200b-\u200d\u2060-\u2064\ufeff]/;

let stub: GroqStub;
let client: SanityClient;

beforeEach(async () => {
  stub = await startGroqStub([ARTICLE, { ...ARTICLE, _id: 'drafts.art1', title: 'Draft headline' }]);
  client = createClient({ projectId: 'p1', dataset: 'production', apiVersion: '2025-02-19', apiHost: stub.url, useProjectHostname: false, useCdn: false, token: 't' });
});
afterEach(() => stub.close());

test('the published perspective hides drafts; drafts replace their twin under the published id', async () => {
  const q = '*[_type == "article"]{_id, _originalId, title}';
  expect(await client.fetch(q, {}, { perspective: 'published' })).toEqual([{ _id: 'art1', _originalId: null, title: 'Published headline' }]);
  expect(await client.fetch(q, {}, { perspective: 'drafts' })).toEqual([{ _id: 'art1', _originalId: 'drafts.art1', title: 'Draft headline' }]);
  expect(await client.fetch('count(*)', {}, { perspective: 'raw' })).toBe(2);
});

test('draft() changes the draft only; a source map maps each string to its field, and stega encodes from it', async () => {
  stub.draft('art1', { title: 'Typed in the Studio' });
  expect(await client.fetch('*[_id == "art1"][0].title', {}, { perspective: 'published' })).toBe('Published headline');
  const q = '*[_id == $id][0]{_id, _type, title, "slug": slug.current, body}';
  const answer = await client.fetch(q, { id: 'art1' }, { perspective: 'drafts', resultSourceMap: 'withKeyArraySelector', filterResponse: false });
  expect(answer.result.title).toBe('Typed in the Studio');
  const csm = answer.resultSourceMap!;
  expect(csm.documents).toEqual([{ _id: 'drafts.art1', _type: 'article' }]);
  const source = (resultPath: string) => csm.paths[(csm.mappings[resultPath] as { source: { path: number } }).source.path];
  expect(source("$['title']")).toBe("$['title']");
  expect(source("$['slug']")).toBe("$['slug']['current']");
  expect(source("$['body'][0]['children'][0]['text']")).toBe("$['body'][?(@._key=='b1')]['children'][?(@._key=='s1')]['text']");

  const stega = createClient({ ...client.config(), perspective: 'drafts', stega: { enabled: true, studioUrl: 'https://studio.example' } });
  const encoded = await stega.fetch<{ title: string; slug: string }>(q, { id: 'art1' });
  expect(encoded.title).toMatch(STEGA);
  expect(stegaClean(encoded.title)).toBe('Typed in the Studio');
  // Without a source map nothing is encoded.
  expect((await client.fetch<{ title: string }>(q, { id: 'art1' })).title).not.toMatch(STEGA);
});

test('mutations write documents, and the listen stream reports them', async () => {
  const events: string[] = [];
  const controller = new AbortController();
  const listening = fetch(`${stub.url}/v2025-02-19/data/listen/production?query=${encodeURIComponent('*[_type == "article"]')}`, { signal: controller.signal }).then(async (res) => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      events.push(...decoder.decode(value).split('\n').filter((l) => l.startsWith('event: ')));
    }
  });
  for (let i = 0; i < 50 && events.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
  expect(events).toEqual(['event: welcome']);

  await client.create({ _id: 'secret1', _type: 'sanity.previewUrlSecret', secret: 's3cret' });
  await client.patch('drafts.art1').set({ title: 'Patched' }).commit();
  expect(stub.document('drafts.art1')?.title).toBe('Patched');
  expect(await client.fetch('*[_type == "sanity.previewUrlSecret"][0].secret')).toBe('s3cret');
  await expect(client.create({ _id: 'secret1', _type: 'x' })).rejects.toThrow(/already exists/);
  await expect(client.patch('drafts.art1').inc({ views: 1 }).commit()).rejects.toThrow(/does not support the patch operation\(s\) inc/);
  await client.delete('secret1');
  expect(stub.document('secret1')).toBeUndefined();

  for (let i = 0; i < 50 && events.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
  // The secret is not an article: only the draft's change reaches this listener.
  expect(events).toEqual(['event: welcome', 'event: mutation']);
  controller.abort();
  await listening;
});
