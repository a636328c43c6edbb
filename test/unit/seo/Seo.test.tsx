/** <Seo>: the document title and the head tags of a page (canonical, OpenGraph, Twitter, JSON-LD). */
import type { ReactElement } from 'react';
import { JSDOM } from 'jsdom';
import { metaDescription, Seo } from '../../../client/components/seo/Seo.js';
import { documentTitle, withoutSiteName } from '../../../client/components/seo/titles.js';
import { websiteJsonLd } from '../../../client/components/seo/jsonld.js';
import type { FrameData } from '../../../shared/frame-data.js';
import { frameData, image } from '../../support/frame-data.js';
import { renderToStringWithProviders } from '../../support/render.js';

const withSite = {
  ...frameData,
  publicUrl: 'https://mag.example',
  content: { ...frameData.content, settings: { ...frameData.content.settings, social: { twitter: 'https://x.com/mag' } } },
} as FrameData;

function render(element: ReactElement, url = '/page', frame: FrameData = withSite) {
  const { html } = renderToStringWithProviders(element, { path: url, frame });
  const doc = new JSDOM(`<!doctype html><html><head></head><body>${html}</body></html>`).window.document;
  const attr = (selector: string, name = 'content') => [...doc.querySelectorAll(selector)].map((e) => e.getAttribute(name));
  return { html, doc, attr };
}

describe('<Seo> title and description', () => {
  it('titles the document "{title} | {siteName}" and falls back from seo fields to the page', () => {
    const { html } = render(<Seo title="A story" description="An excerpt" image={image()} />, '/page', frameData);
    expect(html).toContain('<title>A story | The Colophon</title>');
    expect(html).toContain('<meta name="description" content="An excerpt"/>');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/cdn\.sanity\.io\/images\/proj\/production\/abc123-2000x1000\.jpg\?[^"]*w=1200/);
  });

  it('prefers the seo fields', () => {
    const { html } = render(<Seo title="A story" description="An excerpt" seo={{ title: 'SEO title', description: 'SEO text' }} />, '/page', frameData);
    expect(html).toContain('<title>SEO title | The Colophon</title>');
    expect(html).toContain('content="SEO text"');
    expect(html).not.toContain('og:image');
  });

  it("an SEO title with ' | The Colophon' keeps the suffix in <title> only, never in og:title or twitter:title", () => {
    const { html, attr } = render(<Seo title="A story" seo={{ title: 'Why We Read | The Colophon', description: undefined }} />);
    expect(html).toContain('<title>Why We Read | The Colophon</title>');
    expect(attr('meta[property="og:title"]')).toEqual(['Why We Read']);
    expect(attr('meta[name="twitter:title"]')).toEqual(['Why We Read']);
  });

  it('withoutSiteName strips only a separated trailing site name', () => {
    expect(withoutSiteName('News – The Colophon', 'The Colophon')).toBe('News');
    expect(withoutSiteName('Inside The Colophon', 'The Colophon')).toBe('Inside The Colophon');
    expect(withoutSiteName('The Colophon', 'The Colophon')).toBe('The Colophon');
    expect(withoutSiteName('Recipes | Food', 'The Colophon')).toBe('Recipes | Food');
  });

  it('does not repeat a site name the editors already wrote', () => {
    expect(documentTitle('News | The Colophon', 'The Colophon')).toBe('News | The Colophon');
    expect(documentTitle('News', 'The Colophon')).toBe('News | The Colophon');
  });
});

describe('<Seo> head tags', () => {
  it('has an absolute canonical and og:url without tracking parameters', () => {
    const { attr } = render(<Seo title="News" />, '/page?utm_source=x&page=2');
    expect(attr('link[rel="canonical"]', 'href')).toEqual(['https://mag.example/page?page=2']);
    expect(attr('meta[property="og:url"]')).toEqual(['https://mag.example/page?page=2']);
  });

  it('canonical at the given path, keeping the page number', () => {
    const { attr } = render(<Seo title="Archive" path="/sections/news/archive" />, '/page?page=3');
    expect(attr('link[rel="canonical"]', 'href')).toEqual(['https://mag.example/sections/news/archive?page=3']);
  });

  it('OpenGraph and a large-image Twitter card with a 1200x630 absolute image', () => {
    const { attr } = render(<Seo title="A story" description="  An   excerpt " image={image()} />);
    expect(attr('meta[property="og:site_name"]')).toEqual(['The Colophon']);
    expect(attr('meta[property="og:type"]')).toEqual(['website']);
    expect(attr('meta[property="og:title"]')).toEqual(['A story']);
    expect(attr('meta[property="og:description"]')).toEqual(['An excerpt']);
    expect(attr('meta[name="description"]')).toEqual(['An excerpt']);
    const [og] = attr('meta[property="og:image"]');
    expect(og).toMatch(/^https:\/\/cdn\.sanity\.io\/.*w=1200&h=630/);
    expect(attr('meta[property="og:image:width"]')).toEqual(['1200']);
    expect(attr('meta[property="og:image:alt"]')).toEqual(['A reading room']);
    expect(attr('meta[name="twitter:card"]')).toEqual(['summary_large_image']);
    expect(attr('meta[name="twitter:site"]')).toEqual(['@mag']);
    expect(attr('meta[name="twitter:image"]')).toEqual([og]);
  });

  it('article:* tags on articles', () => {
    const { attr } = render(
      <Seo
        title="A story"
        type="article"
        article={{ publishedTime: '2026-01-01T00:00:00Z', modifiedTime: '2026-01-02T00:00:00Z', section: 'News', tags: ['a', 'b'], authorPaths: ['/contributors/x'] }}
      />,
    );
    expect(attr('meta[property="og:type"]')).toEqual(['article']);
    expect(attr('meta[property="article:published_time"]')).toEqual(['2026-01-01T00:00:00Z']);
    expect(attr('meta[property="article:modified_time"]')).toEqual(['2026-01-02T00:00:00Z']);
    expect(attr('meta[property="article:section"]')).toEqual(['News']);
    expect(attr('meta[property="article:tag"]')).toEqual(['a', 'b']);
    expect(attr('meta[property="article:author"]')).toEqual(['https://mag.example/contributors/x']);
  });

  it('never adds a robots tag, and a summary card without an image', () => {
    const { attr } = render(<Seo title="Search" />);
    expect(attr('meta[name="robots"]')).toEqual([]);
    expect(attr('meta[name="twitter:card"]')).toEqual(['summary']);
    expect(attr('meta[property="og:image"]')).toEqual([]);
  });

  it('the share card is a 1200x630 JPEG crop (crawlers read no AVIF/WebP), never auto=format', () => {
    const { attr } = render(<Seo title="A story" image={image()} />);
    const url = new URL(attr('meta[property="og:image"]')[0]!);
    expect(url.searchParams.get('fm')).toBe('jpg');
    expect(url.searchParams.get('fit')).toBe('crop');
    expect([url.searchParams.get('w'), url.searchParams.get('h')]).toEqual(['1200', '630']);
    expect(url.searchParams.has('auto')).toBe(false);
    expect(attr('meta[property="og:image:height"]')).toEqual(['630']);
  });

  it("falls back to the site's default card, and skips a GIF (served uncropped)", () => {
    const card = image({ id: 'image-card1-2400x1260-jpg', alt: 'The Colophon' });
    const frame = { ...withSite, content: { ...withSite.content, settings: { ...withSite.content.settings, defaultShareImage: card } } } as FrameData;
    const { attr } = render(<Seo title="Contributors" />, '/contributors', frame);
    expect(attr('meta[property="og:image"]')[0]).toMatch(/\/card1-2400x1260\.jpg\?.*w=1200&h=630/);
    expect(attr('meta[property="og:image:alt"]')).toEqual(['The Colophon']);
    expect(attr('meta[name="twitter:card"]')).toEqual(['summary_large_image']);
    const gif = render(<Seo title="A story" image={image({ id: 'image-anim-600x400-gif' })} />, '/page', frame);
    expect(gif.attr('meta[property="og:image"]')[0]).toMatch(/card1-2400x1260/);
  });

  it('renders JSON-LD built from the site context, escaped', () => {
    const { doc } = render(<Seo title="Home" jsonLd={(site) => [websiteJsonLd({ ...site, siteName: '</script><b>' })]} />);
    const scripts = [...doc.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0].textContent!)).toMatchObject({ '@type': 'WebSite', name: '</script><b>', url: 'https://mag.example/' });
  });

  it('without a known public origin: no canonical, no JSON-LD (relative ones would be wrong)', () => {
    const { attr, doc } = render(<Seo title="X" jsonLd={(site) => [websiteJsonLd(site)]} />, '/page', frameData);
    expect(attr('link[rel="canonical"]', 'href')).toEqual([]);
    expect(doc.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });
});

describe('metaDescription', () => {
  it('collapses whitespace and cuts long text at a word', () => {
    expect(metaDescription('  a \n b ')).toBe('a b');
    expect(metaDescription('')).toBeUndefined();
    const long = metaDescription('word '.repeat(100))!;
    expect(long.length).toBeLessThanOrEqual(300);
    expect(long).toMatch(/word…$/);
  });
});
