/**
 * What a picky reader noticed in the generated dataset (issue 32): a Purim story tagged 'sukkot',
 * a podcast chapter described with another story's subject, one striped-circle picture serving
 * as the home banner, a holiday's promo and page and a collection, and a feature whose hidden
 * headline its art did not show.
 */
import type { ContentDocument } from '../../../tools/dataset/schema.js';
import { HOLIDAYS, type HolidayDef } from '../../../tools/dataset/text/holidays.js';
import { CHAPTERS } from '../../../tools/dataset/families/podcast-shows.js';
import { HISTORY } from '../../../tools/dataset/text/topics-b.js';
import { slugify } from '../../../tools/dataset/docs.js';
import { collect, sharedDataset, GENERATE_TIMEOUT, type Generated } from './generated.js';

let g: Generated;
beforeAll(async () => {
  g = await sharedDataset();
}, GENERATE_TIMEOUT);
afterAll(() => g.cleanup());

const HOLIDAY_SLUGS = new Set(HOLIDAYS.map((h) => h.slug));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A holiday is named by its name or one of its subjects ('hamantaschen', 'the Passover brisket'). */
const names = (h: HolidayDef): RegExp[] => [h.title, ...h.things].map((t) => new RegExp(`\\b${escape(t.replace(/^(the|a|an) /, ''))}\\b`, 'i'));
const holidaysNamedIn = (text: string): HolidayDef[] => HOLIDAYS.filter((h) => names(h).some((re) => re.test(text)));

describe('holiday tags', () => {
  it('name at most one holiday per story, and the one its title is about when it names one', () => {
    const contradictions: string[] = [];
    let named = 0;
    for (const a of g.ofType('article')) {
      const tags = (a.meta.tags ?? []).filter((t) => HOLIDAY_SLUGS.has(t));
      expect(tags.length, `${a.title}: ${tags.join(', ')}`).toBeLessThanOrEqual(1);
      const about = holidaysNamedIn(a.title);
      if (about.length !== 1) continue;
      named++;
      if (tags.some((t) => t !== about[0].slug)) contradictions.push(`${a.title} (about ${about[0].slug}) tagged ${tags.join(', ')}`);
    }
    expect(named).toBeGreaterThan(50); // the check has stories to look at
    expect(contradictions).toEqual([]);
  });

  it('tag the food and community stories about a holiday with it (they fill its tag page)', () => {
    const outside = g.ofType('article').filter((a) => ['section-food', 'section-community', 'section-belief'].includes(a.section._ref));
    const about = outside.filter((a) => holidaysNamedIn(a.title).length === 1);
    expect(about.length).toBeGreaterThan(5);
    for (const a of about) expect(a.meta.tags, a.title).toContain(holidaysNamedIn(a.title)[0].slug);
  });
});

describe('podcast chapters', () => {
  const plain = (blocks: { children?: { text?: string }[] }[] | undefined) => (blocks ?? []).map((b) => (b.children ?? []).map((c) => c.text).join('')).join(' ');
  const chapters = () => g.ofType('podcastEpisode').filter((e) => /^Chapter \d+:/.test(e.title));

  it('are described by their own chapter, not by a subject other stories are about', () => {
    const list = chapters();
    expect(list.length).toBe(CHAPTERS.length);
    for (const e of list) {
      const n = Number(/^Chapter (\d+):/.exec(e.title)![1]);
      const [title, subject] = CHAPTERS[n - 1];
      expect(e.title).toBe(`Chapter ${n}: ${title}`);
      expect(e.dek, e.title).toContain(subject);
      expect(plain(e.description), e.title).toContain(subject);
      // The show's topic bank is what the history stories are about.
      for (const thing of HISTORY.things) expect(e.dek, e.title).not.toContain(thing);
    }
  });

  it('have blurbs that are no other document’s excerpt, dek or brief', () => {
    const blurbs = new Map<string, string[]>();
    for (const d of g.docs as (ContentDocument & { dek?: string; meta?: { excerpt?: string; brief?: string }; hero?: { dek?: string } })[]) {
      if (d._id.startsWith('drafts.')) continue;
      for (const text of [d.dek, d.meta?.excerpt, d.meta?.brief, d.hero?.dek]) if (text) blurbs.set(text, [...(blurbs.get(text) ?? []), d._id]);
    }
    for (const e of chapters()) {
      expect(blurbs.get(e.dek!), e.title).toEqual([e._id]);
      for (const [text, ids] of blurbs) if (!ids.includes(e._id) && text.length > 30) expect(text.includes(e.dek!) || e.dek!.includes(text), `${e.title} / ${ids[0]}`).toBe(false);
    }
  });
});

describe('art', () => {
  const refsIn = (node: unknown): string[] => (collect(node, '_ref') as string[]).filter((r) => r.startsWith('image-'));

  it('of the front pages, the holidays (promo and page) and the collections is each document’s own', () => {
    const owners = new Map<string, Set<string>>();
    for (const d of g.docs) {
      if (d._id.startsWith('drafts.') || d._type === 'sanity.imageAsset') continue;
      for (const r of refsIn(d)) owners.set(r, (owners.get(r) ?? new Set()).add(d._id));
    }
    const art: [string, unknown][] = [
      ...g.ofType('frontPage').map((f): [string, unknown] => [f._id, f.featuredImage]),
      ...g.ofType('holiday').flatMap((h): [string, unknown][] => [
        [h._id, h.banner],
        [h._id, h.heroIllustration],
        [h._id, h.heroIllustrationMobile],
      ]),
      ...g.ofType('collection').map((c): [string, unknown] => [c._id, c.image]),
    ];
    expect(art.length).toBeGreaterThan(40);
    const seen = new Set<string>();
    for (const [id, field] of art) {
      const [asset] = refsIn(field);
      expect(asset, id).toBeDefined();
      expect(seen.has(asset), `${id} shows a picture another field shows`).toBe(false);
      seen.add(asset);
      expect([...owners.get(asset)!], `${asset} of ${id}`).toEqual([id]);
    }
  });

  it('of a feature with a hidden headline is drawn for it, with its title', () => {
    const hidden = g.ofType('featureArticle').filter((f) => f.hideHeadline);
    expect(hidden.length).toBeGreaterThan(0);
    for (const f of hidden) {
      for (const field of [f.heroImage, f.mobileHeroImage]) {
        const [asset] = refsIn(field);
        const doc = g.byId.get(asset) as { originalFilename?: string } | undefined;
        expect(doc?.originalFilename, f.title).toMatch(new RegExp(`^${slugify(f.title)}-`));
        expect((field as { alt?: string }).alt, f.title).toContain(f.title);
      }
    }
  });
});
