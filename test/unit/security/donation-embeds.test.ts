/**
 * Donation and membership embeds (iframes and scripts from the two allowlisted hosts only): the
 * server's sanitiser keeps only the allowlisted hosts' iframes and scripts, and the page renders
 * only the allowlisted iframes of what it gets.
 */
import { sanitizeDonationEmbed, sanitizeEmbed } from '../../../server/content/sanitize-embed.js';
import { framesFromElements, scriptsFromElements } from '../../../client/pages/Donate/embed.js';
import { allowedEmbedSrc } from '../../../shared/content/embed.js';

const OK = 'https://donate.colophon-giving.org/embed/form';
const OK2 = 'https://js.colophon-giving.org/embed.js';
const HOST = 'https://donate.colophon-giving.org';

describe('donation embed sanitiser', () => {
  it('keeps iframes and scripts from the two allowlisted hosts, with safe attributes only', () => {
    const html = `<div><iframe src="${OK}" title="Donate" width="100%" height="760" onload="steal()" style="x"></iframe><script src="${OK2}" async></script></div>`;
    expect(sanitizeDonationEmbed(html)).toEqual([
      { tag: 'iframe', src: OK, title: 'Donate', width: '100%', height: '760' },
      { tag: 'script', src: OK2, async: true },
    ]);
  });

  it.each([
    ['a script from another host', '<script src="https://cdn.example-ads.net/collect.js"></script>'],
    ['an inline script', '<script>alert(1)</script>'],
    ['an iframe from another host', '<iframe src="https://evil.example/"></iframe>'],
    ['a look-alike host', '<iframe src="https://donate.colophon-giving.org.evil.example/"></iframe>'],
    ['a subdomain of an allowed host', '<iframe src="https://x.donate.colophon-giving.org/"></iframe>'],
    ['plain http', '<iframe src="http://donate.colophon-giving.org/embed"></iframe>'],
    ['credentials in the URL', '<iframe src="https://user:pw@donate.colophon-giving.org/"></iframe>'],
    ['a javascript: URL', '<iframe src="javascript:alert(1)"></iframe>'],
    ['a data: URL', '<script src="data:text/javascript,alert(1)"></script>'],
    ['a protocol-relative URL', '<script src="//donate.colophon-giving.org/x.js"></script>'],
    ['an invalid URL', '<iframe src="https://"></iframe>'],
    ['an image with onerror', '<img src="x" onerror="alert(1)">'],
    ['an svg with script', '<svg><script>alert(1)</script></svg>'],
    ['an object tag', `<object data="${OK}"></object>`],
  ])('removes %s', (_name, html) => {
    expect(sanitizeDonationEmbed(html)).toEqual([]);
  });

  it('drops attribute values that could carry script', () => {
    const [el] = sanitizeDonationEmbed(`<iframe src="${OK}" width="100%;x:expression(alert(1))" allow="payment; camera"></iframe>`);
    expect(el).toEqual({ tag: 'iframe', src: OK, allow: 'payment; camera' });
  });

  it('handles empty, huge and malformed input without throwing', () => {
    expect(sanitizeDonationEmbed(undefined)).toEqual([]);
    expect(sanitizeDonationEmbed('')).toEqual([]);
    expect(sanitizeDonationEmbed('<iframe src="' + OK)).toEqual([]);
    expect(sanitizeDonationEmbed('x'.repeat(200_000))).toEqual([]);
  });

  it("the dataset's embed keeps only the provider's iframe and script", async () => {
    const { DONATION_EMBED } = await import('../../../tools/dataset/families/pages.js');
    const kept = sanitizeDonationEmbed(DONATION_EMBED);
    expect(kept.map((e) => e.tag)).toEqual(['iframe', 'script']);
    expect(kept.every((e) => new URL(e.src).hostname === 'donate.colophon-giving.org')).toBe(true);
  });
});

/** What a reader gets of an embed: the server's sanitiser, then the page's iframes. */
const embedFrames = (code: string | undefined) => framesFromElements(sanitizeEmbed(code));

describe('embeds (server sanitiser + page frames)', () => {
  it('keeps only allowlisted https iframes of provider HTML, with title and height', () => {
    const html = [
      '<div class="donation-embed">',
      `<iframe src="${HOST}/embed/fund?theme=light&amp;amounts=18,36" title="Donate" height="760" onerror="window.location='https://evil.example'"></iframe>`,
      `<script src="${HOST}/embed/resize.js" async></script>`,
      '<script src="https://cdn.example-ads.net/collect.js"></script>',
      '<script>document.cookie</script>',
      '<img src="https://cdn.example-ads.net/pixel.gif" onerror="alert(1)">',
      '<iframe src="https://evil.example/frame"></iframe>',
      `<iframe src="http://donate.colophon-giving.org/insecure"></iframe>`,
      `<iframe src='javascript:alert(1)'></iframe>`,
      '</div>',
    ].join('\n');
    expect(embedFrames(html)).toEqual([{ src: `${HOST}/embed/fund?theme=light&amounts=18,36`, title: 'Donate', height: 760 }]);
  });

  it('accepts a bare allowed URL, and rejects look-alike hosts and credentials', () => {
    expect(embedFrames(`${HOST}/embed/membership?plan=reader`)).toEqual([{ src: `${HOST}/embed/membership?plan=reader` }]);
    expect(allowedEmbedSrc('https://donate.colophon-giving.org.evil.example/x')).toBeUndefined();
    expect(allowedEmbedSrc('https://user:pw@donate.colophon-giving.org/x')).toBeUndefined();
    expect(allowedEmbedSrc('https://donate.colophon-giving.org:8443/x')).toBeUndefined();
    expect(allowedEmbedSrc('not a url')).toBeUndefined();
    expect(embedFrames(undefined)).toEqual([]);
    expect(embedFrames('<iframe src="https://donate.colophon-giving.org/a" height="99999">')).toEqual([{ src: `${HOST}/a` }]);
  });

  it('is not fooled by quotes and brackets inside attributes', () => {
    const tricky = `<iframe title="a > b" data-x='"' src="${HOST}/ok"></iframe><iframe title='<iframe src="https://evil.example">'></iframe>`;
    expect(embedFrames(tricky).map((f) => f.src)).toEqual([`${HOST}/ok`]);
  });
});

describe('framesFromElements', () => {
  it('renders the sanitised donation embed as iframes only, rechecking each source', () => {
    const frames = framesFromElements([
      { tag: 'iframe', src: `${HOST}/embed/fund`, title: 'Donate', height: '760' },
      { tag: 'script', src: 'https://js.colophon-giving.org/resize.js', async: true },
      { tag: 'iframe', src: 'https://evil.example/x', height: '100%' },
      { tag: 'iframe', src: `${HOST}/embed/other`, height: '100%' },
    ]);
    expect(frames).toEqual([
      { src: `${HOST}/embed/fund`, title: 'Donate', height: 760 },
      { src: `${HOST}/embed/other`, title: undefined, height: undefined },
    ]);
  });
});

describe('scriptsFromElements', () => {
  it('gives the allowlisted scripts of the sanitised embed, rechecking each source, each once', () => {
    const scripts = scriptsFromElements([
      { tag: 'iframe', src: `${HOST}/embed/fund` },
      { tag: 'script', src: OK2, async: true },
      { tag: 'script', src: 'https://cdn.example-ads.net/collect.js' },
      { tag: 'script', src: OK2, async: true },
      { tag: 'script', src: `${HOST}/embed/resize.js` },
    ]);
    expect(scripts).toEqual([{ src: OK2, async: true }, { src: `${HOST}/embed/resize.js` }]);
  });

  it('an allowlisted script survives the sanitiser and reaches the page; another host does not', () => {
    const html = `<script src="${OK2}" async></script><script src="https://cdn.example-ads.net/collect.js"></script><script>alert(1)</script>`;
    expect(scriptsFromElements(sanitizeDonationEmbed(html))).toEqual([{ src: OK2, async: true }]);
  });
});
