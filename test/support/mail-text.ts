/**
 * A raw message as a reader would read it, for assertions on what an email says: headers unfolded,
 * RFC 2047 encoded words and quoted-printable bodies decoded (as UTF-8).
 */

/** Runs of `=XX` escapes decoded as UTF-8 bytes. */
const unquote = (s: string) => s.replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));

export function readableMail(raw: string): string {
  const unfolded = raw
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, q: string) => unquote(q.replace(/_/g, ' ')));
  return unquote(unfolded.replace(/=\r?\n/g, ''));
}
