import { sanitizeDonationEmbed } from '../../../server/content/sanitize-embed.js';

const OK = 'https://donate.colophon-giving.org/embed/form';
const OK2 = 'https://js.colophon-giving.org/embed.js';

describe('donation embed sanitiser (spec §5)', () => {
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
    const { DONATION_EMBED } = await import('../../../server/cli/dataset/families/pages.js');
    const kept = sanitizeDonationEmbed(DONATION_EMBED);
    expect(kept.map((e) => e.tag)).toEqual(['iframe', 'script']);
    expect(kept.every((e) => new URL(e.src).hostname === 'donate.colophon-giving.org')).toBe(true);
  });
});
