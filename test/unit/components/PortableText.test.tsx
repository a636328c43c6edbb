import { Body } from '../../../client/components/content/body/Body.js';
import { loadParts, namePartsIn, partsOf, registerParts, type PartSources } from '../../../client/on-demand.js';
import type { Block } from '../../../shared/content/blocks.js';
import type { RecipeSummary } from '../../../shared/content/summaries.js';
import { frameData, image } from '../../support/frame-data.js';
import { renderToStringWithProviders } from '../../support/render.js';

/** Where the browser gets the on-demand parts' code (client/entry.tsx). */
const partSources: PartSources = {
  gate: { load: () => import('../../../client/components/paywall/GatedBody.js').then((m) => m.GatedBody) },
  podcastPlayer: { load: () => import('../../../client/components/audio/PodcastPlayer.js').then((m) => m.PodcastPlayer) },
  imageCarousel: { load: () => import('../../../client/components/content/body/ImageCarousel.js').then((m) => m.ImageCarousel) },
};

let key = 0;
const span = (text: string, marks: string[] = []) => ({ _type: 'span' as const, _key: `s${key++}`, text, marks });
const block = (style: 'normal' | 'h2' | 'h3' | 'h4' | 'blockquote', children: ReturnType<typeof span>[], extra = {}) =>
  ({ _type: 'block', _key: `b${key++}`, style, markDefs: [], children, ...extra }) as Block;
const linked = (href: string, text: string) =>
  ({
    _type: 'block',
    _key: `b${key++}`,
    style: 'normal',
    markDefs: [{ _type: 'link', _key: 'l1', href }],
    children: [span('before '), span(text, ['l1']), span(' after')],
  }) as Block;

const recipe: RecipeSummary = {
  id: 'r1',
  title: 'Honey cake',
  slug: 'honey-cake',
  brief: 'Dark, spiced, better on day two.',
  categories: ['Dessert'],
  authors: [],
  image: image({ id: 'image-rec-800x600-jpg' }),
  url: '/recipes/honey-cake',
  date: '2025-01-01T00:00:00Z',
};

const render = (value: Block[], display: 'grid' | 'list' = 'grid', frame = frameData) =>
  renderToStringWithProviders(<Body value={value} context={{ relatedRecipes: [recipe], relatedRecipesDisplay: display }} />, { frame }).html;
/** The frame of a site with an ads script configured (ADS_SCRIPT_URL). */
const withAds = { ...frameData, thirdParty: { adsScriptUrl: 'https://ads.example.com/ads.js' } };

describe('<Body> (portable text)', () => {
  it('renders paragraphs with strong, em and underline', () => {
    const html = render([block('normal', [span('Plain '), span('bold', ['strong']), span('italic', ['em']), span('under', ['underline'])])]);
    expect(html).toContain('<p>Plain <strong>bold</strong><em>italic</em><span class="body__underline">under</span></p>');
  });

  it('renders h2, h3, h4 and blockquote', () => {
    const html = render([block('h2', [span('Two')]), block('h3', [span('Three')]), block('h4', [span('Four')]), block('blockquote', [span('Quoted')])]);
    expect(html).toContain('<h2>Two</h2>');
    expect(html).toContain('<h3>Three</h3>');
    expect(html).toContain('<h4>Four</h4>');
    expect(html).toContain('<blockquote>Quoted</blockquote>');
  });

  it('puts headings under the page outline: a body that opens with h3 renders h2, then h3 (no skipped level)', () => {
    const html = render([block('h3', [span('Opening')]), block('normal', [span('Text')]), block('h4', [span('Inner')])]);
    expect(html).toContain('<h2>Opening</h2>');
    expect(html).toContain('<h3>Inner</h3>');
    expect(html).not.toMatch(/<h4/);
  });

  it('starts at the level its place in the page gives it', () => {
    const { html } = renderToStringWithProviders(<Body value={[block('h2', [span('Under a section')])]} headingLevel={4} />);
    expect(html).toContain('<h4>Under a section</h4>');
  });

  it('renders bullet and numbered lists', () => {
    const html = render([
      block('normal', [span('a')], { listItem: 'bullet', level: 1 }),
      block('normal', [span('b')], { listItem: 'bullet', level: 1 }),
      block('normal', [span('one')], { listItem: 'number', level: 1 }),
    ]);
    expect(html).toMatch(/<ul><li>a<\/li><li>b<\/li><\/ul>/);
    expect(html).toMatch(/<ol><li>one<\/li><\/ol>/);
  });

  it('links internal paths client-side and external ones in a new tab', () => {
    expect(render([linked('/sections/news', 'news')])).toContain('<a href="/sections/news"');
    expect(render([linked('https://example.com/', 'out')])).toMatch(/href="https:\/\/example.com\/" target="_blank" rel="noopener noreferrer"/);
    expect(render([linked('mailto:ed@example.com', 'mail')])).not.toMatch(/mailto:[^>]*target=/);
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' java\tscript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:x'])(
    'neutralises %s links to plain text',
    (href) => {
      const html = render([linked(href, 'click me')]);
      expect(html).toContain('<span class="body__unlinked">click me</span>');
      expect(html).not.toMatch(/href="[^"]*script/i);
      expect(html).not.toContain('data:text/html');
    },
  );

  it('escapes text that looks like markup', () => {
    const html = render([block('h2', [span('<script>alert("x")</script> & more')])]);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('renders inset images with alignment, width, caption and credit', () => {
    const html = render([
      { _type: 'insetImage', _key: 'i1', image: image(), alignment: 'left', width: 'sidebar', caption: 'A caption', credit: 'A credit' },
      { _type: 'insetImage', _key: 'i2', image: image(), alignment: 'full-bleed', width: 'full-width' },
    ]);
    expect(html).toContain('inset-image--left inset-image--sidebar');
    expect(html).toContain('inset-image--full-bleed inset-image--full-width');
    expect(html).toContain('A caption');
    expect(html).toContain('A credit');
    // The asset's own caption stands in when the block has none.
    expect(html).toContain('The reading room at dawn');
  });

  it('renders pull quotes with attribution', () => {
    const html = render([{ _type: 'pullQuote', _key: 'p1', text: 'Words <b>matter</b>', attribution: 'An editor' }]);
    expect(html).toContain('class="pull-quote"');
    expect(html).toContain('Words &lt;b&gt;matter&lt;/b&gt;');
    expect(html).toContain('An editor');
  });

  it('renders image carousels as an accessible carousel region (an on-demand part, loaded first)', async () => {
    const images = [image({ id: 'image-a-800x600-jpg' }), image({ id: 'image-b-800x600-jpg' }), image({ id: 'image-c-800x600-jpg' })];
    const value: Block[] = [{ _type: 'imageCarousel', _key: 'c1', images }];
    expect(render(value)).not.toContain('carousel');
    registerParts(partSources);
    const parts = partsOf(namePartsIn({ body: value }));
    expect(parts).toEqual(['imageCarousel']);
    await loadParts(parts);
    const html = render(value);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-roledescription="slide"');
    expect(html).toContain('aria-label="1 of 3"');
    expect(html).toContain('aria-label="3 of 3"');
    expect(html).toContain('Previous slide');
    expect(html).toContain('Next slide');
  });

  it("renders podcast players with the site's player (nothing downloaded before play)", async () => {
    const value: Block[] = [
      {
        _type: 'podcastPlayer',
        _key: 'pp',
        title: 'Episode one',
        slug: 'episode-one',
        url: '/podcasts/the-show/episode-one',
        description: [],
        releaseDate: '2025-03-04T00:00:00Z',
        link: '/media/audio/one.wav',
        durationSeconds: 1830,
        podcast: { title: 'The Show', slug: 'the-show', url: '/podcasts/the-show', image: undefined } as never,
      },
    ];
    // Before its code is loaded the player renders nothing; the page loader loads the parts its data names first.
    expect(render(value)).not.toContain('Play Episode one');
    registerParts(partSources);
    const parts = partsOf(namePartsIn({ body: value }));
    expect(parts).toEqual(['podcastPlayer']);
    await loadParts(parts);
    const html = render(value);
    expect(html).toContain('aria-label="Play Episode one"');
    expect(html).not.toContain('<audio'); // the one shared audio element is created on play
    expect(html).toContain('href="/podcasts/the-show/episode-one"');
    expect(html).toContain('The Show');
    expect(html).toContain('March 4, 2025');
    expect(html).toContain('30:30');
  });

  it('renders related recipes as a grid or a list', () => {
    const value: Block[] = [{ _type: 'relatedRecipes', _key: 'rr', title: 'Cook this' }];
    const grid = render(value, 'grid');
    expect(grid).toContain('related-recipes--grid');
    expect(grid).toContain('href="/recipes/honey-cake"');
    expect(grid).toContain('Cook this');
    expect(render(value, 'list')).toContain('related-recipes--list');
  });

  it.each(['300x300', '300x600', '320x50', '728x90', '970x90', '970x250'] as const)('reserves an exact %s ad box', (size) => {
    const html = render([{ _type: 'adSlot', _key: `ad-${size}`, size }], 'grid', withAds);
    const [w, h] = size.split('x');
    expect(html).toContain(`width:${w}px;height:${h}px`);
    expect(html).toContain('Advertisement');
  });

  it('reserves both boxes when the ad has a mobile size', () => {
    const html = render([{ _type: 'adSlot', _key: 'ad', size: '728x90', mobileSize: '320x50' }], 'grid', withAds);
    expect(html).toContain('data-ad-size="320x50"');
    expect(html).toContain('data-ad-size="728x90"');
  });

  it('collapses ad slots when no ads script is configured: no box, no label', () => {
    const html = render([block('normal', [span('before')]), { _type: 'adSlot', _key: 'ad', size: '728x90', mobileSize: '320x50' }]);
    expect(html).toContain('<p>before</p>');
    expect(html).not.toContain('data-ad-size');
    expect(html).not.toContain('Advertisement');
  });

  it('skips unknown block types', () => {
    const html = render([{ _type: 'mystery', _key: 'm' } as unknown as Block, block('normal', [span('after')])]);
    expect(html).toContain('<p>after</p>');
  });
});
