import { describe, expect, it } from '@jest/globals';
import { personalHeaders, prepareEmail, rawPart } from '../../../server/newsletters/sending/mime.js';
import { UNSUBSCRIBE_PLACEHOLDER as PH } from '../../../server/newsletters/email/types.js';

/** Quoted-printable decoding (RFC 2045 6.7): soft breaks removed, =XX bytes, UTF-8. */
function decodeQp(body: string): string {
  const joined = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=') {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

const split = (raw: string) => {
  const at = raw.indexOf('\r\n\r\n');
  return { head: raw.slice(0, at), body: raw.slice(at + 4) };
};

const URL_A = 'https://mag.example/newsletters/unsubscribe?t=WyJhQGV4YW1wbGUuY29tIiwid2Vla2x5Il0.abc_DEF-123';

describe('newsletter parts encoded once, each recipient put in', () => {
  const cases: Record<string, string> = {
    'placeholder inside a link': `<p>Hello</p><a href="${PH}">Unsubscribe</a><p>bye</p>`,
    'placeholder at both ends and twice together': `${PH}${PH} middle ${PH}`,
    'long lines, non-ASCII, spaces before line ends and = signs': `${'Caf\u00e9 \u201cquoted\u201d a=b '.repeat(40)}  \n${'x'.repeat(300)}\n<a href="${PH}">out</a> \u2014 end  `,
    'no placeholder at all': 'Just text.\nTwo lines.',
  };

  for (const [name, body] of Object.entries(cases)) {
    it(`decodes to the variant with the address in place: ${name}`, () => {
      const email = prepareEmail({ subject: 's', html: body, text: body, headers: {} });
      for (const part of [email.html, email.text]) {
        const { head, body: encoded } = split(rawPart(part, URL_A));
        expect(head).toMatch(/^Content-Type: text\/(html|plain); charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable$/);
        expect(decodeQp(encoded)).toBe(body.split(PH).join(URL_A).replace(/\n/g, '\r\n'));
        // RFC 2045: encoded lines of at most 76 characters, only printable ASCII.
        for (const line of encoded.split('\r\n')) {
          expect(line.length).toBeLessThanOrEqual(76);
          expect(line).toMatch(/^[\x20-\x7e]*$/);
        }
      }
    });
  }

  it('gives each recipient only their own address', () => {
    const email = prepareEmail({ subject: 's', html: `<a href="${PH}">u</a>`, text: `Unsubscribe: ${PH}`, headers: { 'List-Unsubscribe': `<${PH}>` } });
    const other = URL_A.replace('abc', 'xyz');
    expect(decodeQp(split(rawPart(email.html, other)).body)).toBe(`<a href="${other}">u</a>`);
    expect(decodeQp(split(rawPart(email.html, URL_A)).body)).toBe(`<a href="${URL_A}">u</a>`);
    expect(personalHeaders(email, other)).toEqual({ 'List-Unsubscribe': `<${other}>` });
  });
});
