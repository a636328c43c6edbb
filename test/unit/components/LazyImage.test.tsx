import type { ReactElement } from 'react';
import { LazyImage } from '../../../client/components/content/LazyImage.js';
import { srcSetWidths } from '../../../client/components/content/imageWidths.js';
import { image } from '../../support/frame-data.js';
import { renderToStringWithProviders } from '../../support/render.js';

const serverHtml = (ui: ReactElement) => renderToStringWithProviders(ui).html;

/** The first <img ...> tag of `html`. */
function firstImg(html: string): string {
  return html.match(/<img[^>]*>/)?.[0] ?? '';
}

describe('<LazyImage>', () => {
  it('is valid HTML before it is visible: real src and srcset, sizes beside them, native lazy loading', () => {
    const img = firstImg(serverHtml(<LazyImage image={image()} sizes="(min-width: 900px) 50vw, 100vw" />));
    expect(img).toMatch(/\ssrc="https:\/\/cdn\.sanity\.io\/images\/proj\/production\/abc123-2000x1000\.jpg\?/);
    expect(img).toMatch(/\ssrcSet="[^"]*640w/);
    expect(img).toContain('sizes="(min-width: 900px) 50vw, 100vw"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
    expect(img).not.toMatch(/data-src/);
  });

  it('a GIF has one URL and no sizes (sizes is only valid beside width descriptors)', () => {
    const img = firstImg(serverHtml(<LazyImage image={image({ id: 'image-anim-600x400-gif' })} sizes="100vw" />));
    expect(img).toMatch(/\ssrc="https:\/\/cdn\.sanity\.io\/images\/proj\/production\/anim-600x400\.gif"/);
    expect(img).not.toMatch(/srcset|sizes=/i);
  });

  it('always sets width and height, so nothing shifts', () => {
    const img = firstImg(serverHtml(<LazyImage image={image()} />));
    expect(img).toMatch(/width="1280"/);
    expect(img).toMatch(/height="640"/);
  });

  it('uses the requested aspect ratio for width/height and crops to it', () => {
    const html = serverHtml(<LazyImage image={image()} aspectRatio={3 / 2} />);
    const img = firstImg(html);
    expect(img).toMatch(/width="1280"/);
    expect(img).toMatch(/height="853"/);
    expect(img).toMatch(/h=853/);
  });

  it('shows the LQIP behind the image until it loads, and needs no <noscript> copy', () => {
    const html = serverHtml(<LazyImage image={image()} />);
    expect(firstImg(html)).toContain('background-image:url(&quot;data:image/jpeg;base64,AAAA&quot;)');
    expect(html).not.toContain('<noscript>');
  });

  it('always has alt text: the asset alt, an override, or empty when decorative', () => {
    expect(firstImg(serverHtml(<LazyImage image={image()} />))).toContain('alt="A reading room"');
    expect(firstImg(serverHtml(<LazyImage image={image()} alt="Override" />))).toContain('alt="Override"');
    expect(firstImg(serverHtml(<LazyImage image={image()} decorative />))).toContain('alt=""');
    expect(firstImg(serverHtml(<LazyImage image={image({ alt: undefined })} />))).toContain('alt=""');
  });

  it('priority: eager, high fetch priority and src in the HTML, never lazy', () => {
    const html = serverHtml(<LazyImage image={image()} priority sizes="100vw" />);
    const img = firstImg(html);
    expect(img).toMatch(/\ssrc="https:\/\/cdn\.sanity\.io/);
    expect(img).toMatch(/srcSet="[^"]*1280w/i);
    expect(img).toContain('loading="eager"');
    expect(img).toMatch(/fetchpriority="high"/i);
    expect(img).not.toContain('loading="lazy"');
  });

  it('escapes alt text', () => {
    const html = serverHtml(<LazyImage image={image({ alt: '"><script>alert(1)</script>' })} />);
    expect(html).not.toContain('<script>');
  });
});

describe('srcSetWidths', () => {
  it('covers the breakpoints (640, 768, 900, 1080, 1280, 1600) up to twice the display width', () => {
    expect(srcSetWidths(640, 4000)).toEqual([640, 768, 900, 1080, 1280]);
    expect(srcSetWidths(1600, 4000)).toEqual([640, 768, 900, 1080, 1280, 1600, 1920, 2560]);
  });

  it('never upscales past the stored width', () => {
    expect(srcSetWidths(1600, 1000)).toEqual([640, 768, 900, 1000]);
    expect(srcSetWidths(1600, 300)).toEqual([300]);
  });
});
