import { normaliseArticle, type RawArticle } from '../../../shared/content/article.js';
import { ARTICLE_PARSE_ERROR } from '../../../shared/messages.js';
import { normaliseBlocks } from '../../../shared/content/blocks.js';
import { normaliseFeatureArticle } from '../../../shared/content/feature.js';
import { normaliseEpisode } from '../../../shared/content/podcast.js';
import { normaliseSection, sectionSummary, sideNavSections } from '../../../shared/content/section.js';
import { layoutModule } from '../../../shared/content/modules.js';
import { RedirectsSchema } from '../../../shared/content/settings.js';
import {
  DEFAULT_PROGRESS_BAR_COLOR,
  DEFAULT_SECTION_SIDE_NAV_ORDER,
  DEFAULT_TEASER_TYPE,
} from '../../../shared/constants.js';

/**
 * Raw query results with only the fields a test needs, as the query's TypeGen type: the normalisers
 * read the rest as null or absent, as GROQ answers for an unset field.
 */
const asRaw = <F extends (raw: never) => unknown>(value: object) => value as Parameters<F>[0];

/** An ARTICLE projection as queries.ts answers it, with only required fields. */
function rawArticle(overrides: Record<string, unknown> = {}): RawArticle {
  return asRaw<typeof normaliseArticle>({
    _id: 'a1',
    _type: null,
    title: 'Title',
    slug: 'title',
    section: { _id: 's', title: 'News', slug: 'news' },
    _createdAt: '2024-01-01T00:00:00Z',
    _updatedAt: '2024-01-02T00:00:00Z',
    releaseDate: null,
    meta: { authors: [{ firstName: 'Jane', lastName: 'Doe', slug: 'jane-doe' }], tags: ['A'] },
    hero: null,
    ...overrides,
  });
}

const podcastLinks = { title: 'The Show', slug: 'the-show', image: null };

describe('article normaliser', () => {
  it('fills the defaults (type article, half-width header hero, createdAt as the date)', () => {
    const a = normaliseArticle(rawArticle());
    expect(a._type).toBe('article');
    expect(a.hero.heroType).toBe('half-width-header-with-image');
    expect(a.date).toBe('2024-01-01T00:00:00Z'); // createdAt when no releaseDate
    expect(a.meta.date).toBe(a.date);
    expect(a.isPremium).toBe(false);
    expect(a.teaserLink).toEqual({ enabled: false });
    expect(a.content.body).toEqual([]);
    expect(a.url).toBe('/sections/news/articles/title');
    expect(a.authors).toEqual([{ name: 'Jane Doe', slug: 'jane-doe' }]);
    expect(a.meta.relatedRecipesDisplay).toBe('grid');
  });

  it('dates an article by its releaseDate when set', () => {
    expect(normaliseArticle(rawArticle({ releaseDate: '2024-03-01T00:00:00Z' })).date).toBe('2024-03-01T00:00:00Z');
  });

  it('keeps a valid hero type and drops an unknown one', () => {
    expect(normaliseArticle(rawArticle({ hero: { heroType: 'no-image' } })).hero.heroType).toBe('no-image');
    expect(normaliseArticle(rawArticle({ hero: { heroType: 'bogus' } })).hero.heroType).toBe(
      'half-width-header-with-image',
    );
  });

  it.each([
    ['id', { _id: null }],
    ['title', { title: null }],
    ['slug', { slug: null }],
    ['authors', { meta: { tags: ['A'], authors: null } }],
    ['section', { section: null }],
    ['tags', { meta: { authors: [], tags: null } }],
  ])('fails with "Could not parse Article data" and context when %s is missing', (field, patch) => {
    expect(() => normaliseArticle(rawArticle(patch))).toThrow(
      new RegExp(`^${ARTICLE_PARSE_ERROR}: missing ${field} \\(id=`),
    );
  });

  it('names every missing field, in the order the rule lists them', () => {
    expect(() => normaliseArticle(rawArticle({ _id: '', slug: null, meta: { authors: null, tags: null } }))).toThrow(
      new RegExp(`^${ARTICLE_PARSE_ERROR}: missing id, slug, authors, tags \\(`),
    );
  });

  it('leaves out dangling references (null) and list items without what their link needs, keeping the rest', () => {
    const story = (id: string, section: unknown, slug: string | null = id) => ({ _id: id, _createdAt: '2024-01-01T00:00:00Z', title: id, slug, section });
    const a = normaliseArticle(
      rawArticle({
        meta: { authors: [null, { firstName: 'Jane', lastName: null, slug: 'jane' }, { firstName: 'Draft', slug: null }], tags: ['A', null] },
        relatedArticles: [null, story('kept', { title: 'N', slug: 'n' }), story('no-section', null), story('draft', { title: 'N', slug: 'n' }, null)],
      }),
    );
    expect(a.authors).toEqual([{ name: 'Jane', slug: 'jane' }]);
    expect(a.meta.tags).toEqual(['A']);
    expect(a.relatedArticles.map((r) => r.id)).toEqual(['kept']);
  });

  it('names the article in the error', () => {
    expect(() => normaliseArticle(rawArticle({ title: null }))).toThrow(/id=a1 slug=title/);
  });
});

describe('section normaliser', () => {
  it('defaults sideNavOrder to 100 and sorts the side nav, hiding hidden sections', () => {
    const sections = [
      { _id: 'a', title: 'Zed', slug: 'zed' },
      { _id: 'b', title: 'Bee', slug: 'bee', sideNavOrder: 1 },
      { _id: 'c', title: 'Hidden', slug: 'hidden', sideNavOrder: 0, hideInSideNav: true },
      { _id: 'd', title: 'Ant', slug: 'ant', sideNavOrder: null },
    ].map((s) => sectionSummary(asRaw<typeof sectionSummary>(s)));
    expect(sections[0].sideNavOrder).toBe(DEFAULT_SECTION_SIDE_NAV_ORDER);
    expect(sideNavSections(sections).map((s) => s.slug)).toEqual(['bee', 'ant', 'zed']);
  });

  it('has type section and empty defaults', () => {
    const s = normaliseSection(asRaw<typeof normaliseSection>({ _id: 's', title: 'News', slug: 'news' }));
    expect(s).toMatchObject({ type: 'section', modules: [], contentTabs: [], sideNavOrder: 100, seo: {} });
  });

  it('gives layout modules the default teaser type and at most 10 articles', () => {
    const article = { _id: 'x', _createdAt: '2024-01-01T00:00:00Z', title: 'T', slug: 't', section: { title: 'N', slug: 'n' } };
    const m = layoutModule(asRaw<typeof layoutModule>({ _key: 'k', layout: 'list', articles: Array(12).fill(article) }));
    expect(m.teaserType).toBe(DEFAULT_TEASER_TYPE);
    expect(m.articles).toHaveLength(10);
  });
});

describe('feature article normaliser', () => {
  const raw = { _id: 'f', _createdAt: '2024-01-01T00:00:00Z', title: 'F', slug: 'f', authors: [], body: [] };
  const feature = (value: object) => normaliseFeatureArticle(asRaw<typeof normaliseFeatureArticle>(value));

  it('defaults footerLogoTheme to dark and the progress bar to red', () => {
    const f = feature(raw);
    expect(f.footerLogoTheme).toBe('dark');
    expect(f.progressBarColor).toBe(DEFAULT_PROGRESS_BAR_COLOR);
    expect(f.url).toBe('/feature/f');
  });

  it('keeps valid colours and drops invalid ones', () => {
    const f = feature({ ...raw, progressBarColor: '#00ff00', bodyTextColor: 'red', footerLogoTheme: 'light' });
    expect(f.progressBarColor).toBe('#00ff00');
    expect(f.bodyTextColor).toBeUndefined();
    expect(f.footerLogoTheme).toBe('light');
  });

  it('keeps a colour only as hex: anything else could carry more CSS into the inline style', () => {
    const f = feature({ ...raw, backgroundColor: '#fff; background: url(https://evil.example/)', footerLogoTheme: 'purple' });
    expect(f.backgroundColor).toBeUndefined();
    expect(f.footerLogoTheme).toBe('dark');
  });
});

describe('podcast episode normaliser', () => {
  const raw = {
    _id: 'e',
    _createdAt: '2024-01-01T00:00:00Z',
    _updatedAt: '2024-01-01T00:00:00Z',
    title: 'Ep',
    slug: 'ep',
    description: [],
    podcast: podcastLinks,
    content: [{ _type: 'podcastAudio', _key: 'a', podcastAudioLink: '/media/audio/ep.wav' }],
  };

  const episode = (value: object) => normaliseEpisode(asRaw<typeof normaliseEpisode>(value));

  it('dates an episode by releaseDate, then date, then createdAt', () => {
    expect(episode(raw).date).toBe('2024-01-01T00:00:00Z');
    expect(episode({ ...raw, date: '2024-02-01' }).date).toBe('2024-02-01');
    expect(episode({ ...raw, date: '2024-02-01', releaseDate: '2024-03-01T00:00:00Z' }).date).toBe(
      '2024-03-01T00:00:00Z',
    );
  });

  it('turns its audio block into a player carrying the episode and podcast', () => {
    const e = episode({ ...raw, releaseDate: '2024-03-01T00:00:00Z' });
    expect(e.content).toEqual([
      {
        _type: 'podcastPlayer',
        _key: 'a',
        title: 'Ep',
        slug: 'ep',
        url: '/podcasts/the-show/ep',
        description: [],
        releaseDate: '2024-03-01T00:00:00Z',
        link: '/media/audio/ep.wav',
        durationSeconds: undefined,
        podcast: { ...podcastLinks, image: undefined, url: '/podcasts/the-show' },
      },
    ]);
  });
});

describe('body blocks', () => {
  it('resolves an article podcastPlayer block and drops broken or unknown blocks', () => {
    const blocks = normaliseBlocks([
      {
        _type: 'podcastPlayer',
        _key: 'p',
        episode: {
          title: 'Ep',
          slug: 'ep',
          description: null,
          audio: { podcastAudioLink: 'https://x/a.mp3' },
          podcast: podcastLinks,
        },
      },
      { _type: 'podcastPlayer', _key: 'dangling', episode: null },
      { _type: 'insetImage', _key: 'no-image', image: null },
      { _type: 'mystery', _key: 'm' },
      { _type: 'podcastAudio', _key: 'outside-an-episode', podcastAudioLink: 'x' },
    ]);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ _type: 'podcastPlayer', link: 'https://x/a.mp3', url: '/podcasts/the-show/ep' });
  });
});

describe('redirects', () => {
  it('keeps only same-site paths', () => {
    expect(
      RedirectsSchema.parse([
        { from: '/a', to: '/b' },
        { from: '/c', to: 'https://evil.example/' },
        { from: '/d', to: '//evil.example' },
        { from: 'e', to: '/f' },
      ]),
    ).toEqual([{ from: '/a', to: '/b' }]);
  });
});
