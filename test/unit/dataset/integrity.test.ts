import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ArticleDocument, ContentDocument } from '../../../tools/dataset/schema.js';
import { Rng, mulberry32 } from '../../../tools/dataset/prng.js';
import { slugify } from '../../../tools/dataset/docs.js';
import { RESULT_FILE } from '../../../tools/dataset/stamp.mjs';
import { collect, DATASET_DATE_ISO, generateInto, GENERATE_TIMEOUT, sharedDataset, type Generated } from './generated.js';

let g: Generated;
beforeAll(async () => {
  g = await sharedDataset();
}, GENERATE_TIMEOUT);
afterAll(() => g.cleanup());

const published = (id: string): string => id.replace(/^drafts\./, '');

describe('determinism', () => {
  it('writes identical bytes on a second run, images and audio included', async () => {
    const again = await generateInto('colophon-dataset-again-');
    try {
      expect(again.ndjson === g.ndjson).toBe(true);
      expect(again.result.files).toBe(g.result.files);
      expect(again.result.fileBytes).toBe(g.result.fileBytes);
      const files = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
      const digests = (dir: string) =>
        files(dir)
          .map((f) => path.relative(dir, path.join(f.parentPath, f.name)))
          // Not generated content: the cache's and the generator's summaries (they hold timings),
          // and data/'s own README when the first copy is data/.
          .filter((f) => !['result.json', RESULT_FILE, 'README.md'].includes(f))
          .sort()
          .map((f) => `${f} ${createHash('sha1').update(readFileSync(path.join(dir, f))).digest('hex')}`);
      const mine = digests(g.dir);
      expect(mine.length).toBe(g.result.files + 2); // and dataset.ndjson, .generator-stamp
      expect(digests(again.dir)).toEqual(mine);
    } finally {
      again.cleanup();
    }
  }, GENERATE_TIMEOUT);

  it('draws the same numbers from the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
    expect(Rng.from('x').hex(12)).toBe(Rng.from('x').hex(12));
    expect(slugify('Tisha B’Av & the Café')).toBe('tisha-bav-and-the-cafe');
  });
});

describe('documents', () => {
  it('have unique ids and the system fields', () => {
    expect(g.byId.size).toBe(g.docs.length);
    for (const d of g.docs) {
      expect(d._rev).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(d._createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(d._updatedAt >= d._createdAt).toBe(true);
    }
  });

  it('use singleton ids equal to their type', () => {
    for (const t of ['navigation', 'globalSettings', 'donationPage', 'subscriptionPage', 'encyclopediaPage', 'collectionsPage', 'columnistsPage', 'recipesPage']) {
      const docs = g.docs.filter((d) => d._type === t);
      expect(docs.map((d) => d._id)).toEqual([t]);
    }
  });

  it('only reference documents that exist (and never a draft)', () => {
    for (const d of g.docs) {
      for (const refValue of collect(d, '_ref') as string[]) {
        expect(g.byId.has(refValue), `${d._id} -> ${refValue}`).toBe(true);
        expect(refValue.startsWith('drafts.')).toBe(false);
      }
    }
  });

  it('reference image assets from every image field', () => {
    for (const img of g.docs.flatMap((d) => collect(d, 'asset')) as { _ref: string }[]) {
      expect(g.byId.get(img._ref)?._type).toBe('sanity.imageAsset');
    }
  });

  it('keep slugs unique per type (a draft shares its twin’s slug)', () => {
    const byType = new Map<string, Map<string, string>>();
    for (const d of g.docs) {
      const current = (d as { slug?: { current: string } }).slug?.current;
      if (!current) continue;
      const seen = byType.get(d._type) ?? new Map<string, string>();
      byType.set(d._type, seen);
      const owner = seen.get(current);
      expect(owner === undefined || owner === published(d._id), `${d._type} ${current}`).toBe(true);
      seen.set(current, published(d._id));
    }
  });

  it('keep episode slugs unique per podcast and legacy pathnames unique', () => {
    const legacy = g.docs.map((d) => (d as { legacyPathname?: string }).legacyPathname).filter(Boolean);
    expect(new Set(legacy).size).toBe(legacy.length);
    const authors = g.ofType('author');
    const slugs = new Set(authors.map((a) => a.slug.current));
    for (const a of authors) if (a.legacySlug) expect(slugs.has(a.legacySlug)).toBe(false);
  });

  it('keep the content of links and images plausible', () => {
    const hrefs = collect(g.docs, 'href') as string[];
    for (const h of hrefs) expect(h).toMatch(/^(\/[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+)$/);
  });
});

describe('redirects', () => {
  it('go from unused paths to pages that exist', () => {
    const redirects = g.ofType('redirect');
    const froms = redirects.map((r) => r.from);
    expect(new Set(froms).size).toBe(froms.length);
    const articles = g.ofType('article');
    const live = (a: ArticleDocument): boolean => !a.releaseDate || a.releaseDate <= DATASET_DATE_ISO;
    const slugOf = (type: ContentDocument['_type']): Set<string> =>
      new Set(g.docs.filter((d) => d._type === type && !d._id.startsWith('drafts.')).map((d) => (d as { slug: { current: string } }).slug.current));
    const statics = ['/donate', '/subscribe', '/newsletter', '/privacy-policy', '/terms-of-service', '/recipes', '/encyclopedia', '/podcasts', '/contributors'];
    const exists = (to: string): boolean => {
      if (statics.includes(to)) return true;
      let m = /^\/sections\/([^/]+)\/articles\/([^/]+)$/.exec(to);
      if (m) return articles.some((a) => live(a) && a.section._ref === `section-${m![1]}` && a.slug.current === m![2]);
      m = /^\/(?:sections\/holidays|recipes\/by-holiday)\/([^/]+)$/.exec(to);
      if (m && slugOf('holiday').has(m[1])) return true;
      m = /^\/sections\/([^/]+)$/.exec(to);
      if (m) return slugOf('section').has(m[1]);
      m = /^\/podcasts\/([^/]+)$/.exec(to);
      if (m) return slugOf('podcast').has(m[1]);
      m = /^\/about\/([^/]+)$/.exec(to);
      if (m) return slugOf('teamMember').has(m[1]);
      return false;
    };
    for (const r of redirects) {
      expect(exists(r.to), `${r.from} -> ${r.to}`).toBe(true);
      expect(statics.includes(r.from)).toBe(false);
      expect(r.from).not.toMatch(/^\/(sections|section|recipes|podcasts|tags|tag|about|feature|contributors|author|authors)\b/);
    }
  });
});
