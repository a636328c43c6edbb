/**
 * A newsletter email's text and HTML parts, quoted-printable encoded once per variant
 * (docs/features/newsletter-sending.md#cost-per-message). Each recipient's email differs from the
 * variant only in the unsubscribe address, so the parts are encoded in pieces around
 * UNSUBSCRIBE_PLACEHOLDER and each recipient's address is encoded and put between them, joined
 * with soft line breaks (`=` CRLF, which a decoder removes): the decoded part is exactly the
 * variant with the address in place. Encoding a 60 kB HTML part in nodemailer took 5 ms of the
 * event loop per message; joining the pieces takes a few microseconds.
 */
import { encode, wrap } from 'nodemailer/lib/qp';
import { UNSUBSCRIBE_PLACEHOLDER, type RenderedEmail } from '../email/types.js';

/** One MIME part: its headers, and its body encoded in the pieces between the placeholders. */
interface PreparedPart {
  head: string;
  pieces: string[];
}

export interface PreparedEmail {
  subject: string;
  text: PreparedPart;
  html: PreparedPart;
  /** With the placeholder, as the builder wrote them. */
  headers: Record<string, string>;
}

/** Lines of at most 75 characters, so one more `=` still keeps them within RFC 2045's 76. */
const qp = (s: string) => wrap(encode(s), 75);

function preparePart(contentType: string, body: string): PreparedPart {
  return {
    head: `Content-Type: ${contentType}\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n`,
    // Line breaks as MIME writes them (CRLF), as nodemailer does with the parts it encodes itself.
    pieces: body.replace(/\r?\n/g, '\r\n').split(UNSUBSCRIBE_PLACEHOLDER).map(qp),
  };
}

export function prepareEmail(email: RenderedEmail): PreparedEmail {
  return {
    subject: email.subject,
    text: preparePart('text/plain; charset=utf-8', email.text),
    html: preparePart('text/html; charset=utf-8', email.html),
    headers: email.headers,
  };
}

/** The part as raw MIME (nodemailer's `raw` content) with `url` where the placeholder was. */
export function rawPart(part: PreparedPart, url: string): string {
  return part.head + part.pieces.join(`=\r\n${qp(url)}=\r\n`);
}

/** The list headers with the recipient's address, unfolded (header values are one line). */
export function personalHeaders(email: PreparedEmail, url: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(email.headers).map(([k, v]) => [k, v.split(UNSUBSCRIBE_PLACEHOLDER).join(url).replace(/[\r\n]+/g, ' ')]),
  );
}
