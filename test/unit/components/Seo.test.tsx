import { documentTitle, Seo } from '../../../client/components/content/Seo.js';
import { image, renderInRouter } from './render.js';

describe('<Seo>', () => {
  it('titles the document "{title} | {siteName}" and falls back from seo fields to the page', () => {
    const html = renderInRouter(<Seo title="A story" description="An excerpt" image={image()} />);
    expect(html).toContain('<title>A story | The Colophon</title>');
    expect(html).toContain('<meta name="description" content="An excerpt"/>');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/cdn\.sanity\.io\/images\/proj\/production\/abc123-2000x1000\.jpg\?[^"]*w=1200/);
  });

  it('prefers the seo fields', () => {
    const html = renderInRouter(<Seo title="A story" description="An excerpt" seo={{ title: 'SEO title', description: 'SEO text' }} />);
    expect(html).toContain('<title>SEO title | The Colophon</title>');
    expect(html).toContain('content="SEO text"');
    expect(html).not.toContain('og:image');
  });

  it('does not repeat a site name the editors already wrote', () => {
    expect(documentTitle('News | The Colophon', 'The Colophon')).toBe('News | The Colophon');
    expect(documentTitle('News', 'The Colophon')).toBe('News | The Colophon');
  });
});
