import { shareLinks } from '../../../client/components/content/shareLinks.js';
import { ShareMenu } from '../../../client/components/content/ShareMenu.js';
import { renderToStringWithProviders } from '../../support/render.js';
import { frameData } from '../../support/frame-data.js';

describe('shareLinks', () => {
  const links = shareLinks({ url: 'https://colophon.example/sections/news/articles/a b', title: 'Ink & "paper"?' });

  it('builds the X intent URL with url and text', () => {
    expect(links.x).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fcolophon.example%2Fsections%2Fnews%2Farticles%2Fa%20b&text=Ink%20%26%20%22paper%22%3F',
    );
  });

  it('builds the Facebook sharer URL', () => {
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fcolophon.example%2Fsections%2Fnews%2Farticles%2Fa%20b',
    );
  });

  it('builds a mailto with subject and body', () => {
    expect(links.email).toBe(
      'mailto:?subject=Ink%20%26%20%22paper%22%3F&body=https%3A%2F%2Fcolophon.example%2Fsections%2Fnews%2Farticles%2Fa%20b',
    );
  });
});

describe('<ShareMenu>', () => {
  const { html } = renderToStringWithProviders(<ShareMenu title="A title" path="/sections/news/articles/a" />);

  it('without a known public origin the served links carry the path (the browser adds its origin after hydration)', () => {
    expect(html).toContain('href="https://twitter.com/intent/tweet?url=%2Fsections%2Fnews%2Farticles%2Fa&amp;text=A%20title"');
    expect(html).toContain('https://www.facebook.com/sharer/sharer.php?u=');
    expect(html).toContain('href="mailto:?subject=A%20title');
    expect(html).toContain('Print');
    expect(html).toContain('Copy link');
  });

  it('with the public origin in the root data the served links are absolute', () => {
    const served = renderToStringWithProviders(<ShareMenu title="A title" path="/sections/news/articles/a" />, {
      frame: { ...frameData, publicUrl: 'https://colophon.example' },
    }).html;
    const encoded = encodeURIComponent('https://colophon.example/sections/news/articles/a');
    expect(served).toContain(`href="https://twitter.com/intent/tweet?url=${encoded}&amp;text=A%20title"`);
    expect(served).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${encoded}"`);
    expect(served).toContain(`href="mailto:?subject=A%20title&amp;body=${encoded}"`);
  });

  it('opens the networks in a new tab, email in the same one', () => {
    expect(html).toMatch(/twitter\.com[^>]*target="_blank"[^>]*rel="noopener noreferrer"/);
    expect(html).not.toMatch(/mailto:[^>]*target="_blank"/);
  });

  it('has a live region for the copy confirmation', () => {
    expect(html).toMatch(/role="status"/);
  });
});
