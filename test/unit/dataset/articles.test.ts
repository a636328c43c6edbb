import type { ArticleDocument, BodyBlock, TextBlock } from '../../../tools/dataset/schema.js';
import { collect, DATASET_DATE_ISO, FUTURE_FLOOR, sharedDataset, GENERATE_TIMEOUT, PREVIEW_DATE, type Generated } from './generated.js';

const SPEC_SECTIONS = ['news', 'arts-letters', 'belief', 'israel-middle-east', 'food', 'holidays', 'community', 'history', 'science', 'sports'];
const HERO_TYPES = ['full-width-image-with-half-width-header', 'half-width-header-with-image', 'no-image', 'no-image-centered-text', 'full-width-header-with-image'];
const AD_SIZES = ['300x300', '300x600', '320x50', '728x90', '970x90', '970x250'];

let g: Generated;
let articles: ArticleDocument[];
let released: ArticleDocument[];
const blocksOf = (type: string): BodyBlock[] => articles.flatMap((a) => a.content.body.filter((b) => b._type === type));

beforeAll(async () => {
  g = await sharedDataset();
  articles = g.ofType('article');
  released = articles.filter((a) => !a.releaseDate || a.releaseDate <= DATASET_DATE_ISO);
}, GENERATE_TIMEOUT);
afterAll(() => g.cleanup());

describe('sections', () => {
  it('has the ten sections of the spec and the extra navigation sections', () => {
    const slugs = g.ofType('section').map((s) => s.slug.current);
    expect(slugs.slice(0, 10)).toEqual(SPEC_SECTIONS);
    expect(slugs).toEqual(expect.arrayContaining(['opinion', 'culture']));
    for (const s of g.ofType('section')) expect(s.images?.dark && s.images.light && s.images.blue).toBeTruthy();
  });

  it('gives every section articles', () => {
    for (const s of g.ofType('section')) expect(released.filter((a) => a.section._ref === s._id).length).toBeGreaterThan(50);
  });
});

describe('articles', () => {
  it('has at least 1,500 articles over twelve or more years, none after the dataset date unless scheduled', () => {
    expect(articles.length).toBeGreaterThanOrEqual(1500);
    const years = new Set(articles.map((a) => a._createdAt.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(12);
    expect([...years].sort()[0]).toBe('2013');
    for (const a of articles) expect(a._createdAt <= DATASET_DATE_ISO).toBe(true);
  });

  it('schedules about ten articles in 2098: after any real now, before the preview date', () => {
    const future = articles.filter((a) => a.releaseDate && a.releaseDate > DATASET_DATE_ISO);
    expect(future.length).toBeGreaterThanOrEqual(8);
    expect(future.length).toBeLessThanOrEqual(12);
    for (const a of future) {
      expect(a.releaseDate! > FUTURE_FLOOR).toBe(true);
      expect(a.releaseDate! < PREVIEW_DATE).toBe(true);
    }
  });

  it('has drafts of published articles with a changed title, and drafts with no published twin', () => {
    const drafts = g.ofType('article', { drafts: true });
    const twins = drafts.filter((d) => g.byId.has(d._id.replace(/^drafts\./, '')));
    expect(drafts.length).toBeGreaterThanOrEqual(8);
    expect(twins.length).toBeGreaterThanOrEqual(4);
    expect(drafts.length - twins.length).toBeGreaterThanOrEqual(3);
    for (const d of twins) {
      const published = g.byId.get(d._id.replace(/^drafts\./, '')) as ArticleDocument;
      expect(d.title).not.toBe(published.title);
      expect(d.slug.current).toBe(published.slug.current);
    }
  });

  it('marks about 15% premium, some with a badge caption', () => {
    const premium = articles.filter((a) => a.isPremium === true);
    expect(premium.length / articles.length).toBeGreaterThan(0.1);
    expect(premium.length / articles.length).toBeLessThan(0.2);
    expect(premium.filter((a) => a.showBadgeCaption && a.badgeCaption).length).toBeGreaterThan(20);
  });

  it('uses every hero layout, and leaves some unset', () => {
    const types = new Set(articles.map((a) => a.hero.heroType));
    for (const t of HERO_TYPES) expect(types).toContain(t);
    expect(types).toContain(undefined);
  });

  it('covers the optional article features', () => {
    const some = (pred: (a: ArticleDocument) => unknown, min = 5): void => {
      expect(articles.filter(pred).length).toBeGreaterThanOrEqual(min);
    };
    some((a) => a.meta.isFiction);
    some((a) => a.meta.isHighDefImage);
    some((a) => a.meta.relatedRecipes?.length && a.meta.relatedRecipesDisplay === 'grid');
    some((a) => a.meta.relatedRecipes?.length && a.meta.relatedRecipesDisplay === 'list');
    some((a) => a.meta.legacyRecipeMigration, 1);
    some((a) => a.notes?.editorsNote?.length);
    some((a) => a.notes?.endNote?.length);
    some((a) => a.featuredContent?.featuredQuote);
    some((a) => a.featuredContent?.featuredFact);
    some((a) => a.teaserLink?.enabled && a.teaserLink.url);
    some((a) => a.hideContinueReading);
    some((a) => a.collection, 60);
    some((a) => a.column, 60);
    some((a) => a.relatedArticles?.length, 300);
    some((a) => a.meta.brief);
    some((a) => a.seo?.title);
    for (const t of ['standard', 'essay', 'news', 'review', 'interview', 'recipe']) some((a) => a.meta.articleType === t);
  });

  it('places hotspots with text, link, x, y and a dark-mode flag on some hero images', () => {
    const markers = articles.flatMap((a) => a.hero.imageHotspots ?? []);
    expect(markers.length).toBeGreaterThan(10);
    for (const m of markers) {
      expect(m.text).toBeTruthy();
      expect(m.x).toBeGreaterThanOrEqual(0);
      expect(m.y).toBeLessThanOrEqual(100);
    }
    expect(markers.some((m) => m.link)).toBe(true);
    expect(markers.some((m) => m.isDarkMode === true)).toBe(true);
    expect(markers.some((m) => m.isDarkMode === false)).toBe(true);
  });

  it('gives about 200 articles a legacy pathname /{category}/{numericId}/{slug}', () => {
    const paths = articles.map((a) => a.legacyPathname).filter(Boolean) as string[];
    expect(paths.length).toBeGreaterThan(150);
    expect(paths.length).toBeLessThan(260);
    for (const p of paths) expect(p).toMatch(/^\/[a-z-]+\/\d+\/[a-z0-9-]+$/);
  });

  it('has 1-3 authors, 1-5 tags from a shared vocabulary and 6-20 body blocks', () => {
    const tagCounts = new Map<string, number>();
    for (const a of articles) {
      expect(a.meta.authors.length).toBeGreaterThanOrEqual(1);
      expect(a.meta.authors.length).toBeLessThanOrEqual(3);
      expect(a.meta.tags.length).toBeGreaterThanOrEqual(1);
      expect(a.meta.tags.length).toBeLessThanOrEqual(5);
      expect(new Set(a.meta.tags).size).toBe(a.meta.tags.length);
      for (const t of a.meta.tags) {
        expect(t).toMatch(/^[a-z]+(-[a-z]+)*$/);
        tagCounts.set(t, (tagCounts.get(t) ?? 0) + 1);
      }
      expect(a.content.body.length).toBeGreaterThanOrEqual(6);
      expect(a.content.body.length).toBeLessThanOrEqual(20);
    }
    expect(tagCounts.size).toBeGreaterThan(40);
    expect(tagCounts.size).toBeLessThan(80);
    expect([...tagCounts.values()].filter((n) => n >= 50).length).toBeGreaterThan(15);
  });
});

describe('article bodies', () => {
  it('have paragraphs with strong and em marks and internal and external links', () => {
    const text = blocksOf('block') as TextBlock[];
    const marks = new Set(text.flatMap((b) => b.children.flatMap((c) => c.marks)));
    expect(marks).toContain('strong');
    expect(marks).toContain('em');
    const hrefs = collect(text, 'href') as string[];
    expect(hrefs.some((h) => h.startsWith('/sections/'))).toBe(true);
    expect(hrefs.some((h) => h.startsWith('https://'))).toBe(true);
    for (const b of text) for (const c of b.children) for (const m of c.marks) {
      if (m !== 'strong' && m !== 'em') expect(b.markDefs.some((d) => d._key === m)).toBe(true);
    }
    expect(text.some((b) => b.style === 'h2')).toBe(true);
    expect(text.some((b) => b.style === 'h3')).toBe(true);
  });

  it('place inset images with every alignment and width', () => {
    const combos = new Set(blocksOf('insetImage').map((b) => (b._type === 'insetImage' ? `${b.alignment}/${b.width}` : '')));
    for (const al of ['left', 'right', 'center', 'full-bleed']) for (const w of ['full-width', 'sidebar']) expect(combos).toContain(`${al}/${w}`);
  });

  it('include pull quotes, carousels of 3-6 images, podcast players and every ad size', () => {
    expect(blocksOf('pullQuote').length).toBeGreaterThan(100);
    const carousels = blocksOf('imageCarousel');
    expect(carousels.length).toBeGreaterThan(20);
    for (const c of carousels) if (c._type === 'imageCarousel') expect(c.images.length).toBeGreaterThanOrEqual(3);
    for (const c of carousels) if (c._type === 'imageCarousel') expect(c.images.length).toBeLessThanOrEqual(6);
    expect(blocksOf('podcastPlayer').length).toBeGreaterThan(5);
    const sizes = new Set(blocksOf('adSlot').map((b) => (b._type === 'adSlot' ? b.size : '')));
    for (const s of AD_SIZES) expect(sizes).toContain(s);
  });

  it('show a related-recipes block exactly in articles with related recipes', () => {
    for (const a of articles) {
      const hasBlock = a.content.body.some((b) => b._type === 'relatedRecipes');
      expect(hasBlock).toBe(Boolean(a.meta.relatedRecipes?.length));
    }
  });
});

describe('legacy hero migration (articles before 2015-02-01)', () => {
  const cutoff = '2015-02-01T00:00:00Z';
  const qualifies = (a: ArticleDocument): boolean =>
    a._createdAt < cutoff && !a.hero.heroImage?.asset?._ref && a.content.body[0]?._type === 'insetImage';

  it('has about twenty candidates that meet the exact rule', () => {
    const candidates = articles.filter(qualifies);
    expect(candidates.length).toBeGreaterThanOrEqual(15);
    expect(candidates.length).toBeLessThanOrEqual(25);
    for (const a of candidates) expect(a.hero.heroImage).toBeUndefined();
  });

  it('has old articles that must not qualify: a hero image already, or no inset image first', () => {
    const old = articles.filter((a) => a._createdAt < cutoff);
    expect(old.filter((a) => a.hero.heroImage && a.content.body[0]._type === 'insetImage').length).toBeGreaterThanOrEqual(3);
    expect(old.filter((a) => !a.hero.heroImage && a.content.body[0]._type !== 'insetImage').length).toBeGreaterThanOrEqual(2);
    expect(old.filter((a) => !qualifies(a)).length).toBeGreaterThan(50);
  });
});
