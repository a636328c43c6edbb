/** Test helpers: read the outbox .eml files (decoding their MIME parts) and Set-Cookie headers. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

function decodePart(headers: string, body: string): string {
  const cte = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (cte === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (cte === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The messages in an outbox folder, oldest first, with their text part decoded and its links. */
export function readOutbox(dir: string): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((f) => {
    const raw = readFileSync(path.join(dir, f), 'utf8').replace(/\r\n/g, '\n');
    const [head] = raw.split('\n\n', 1);
    const header = (name: string) => new RegExp(`^${name}:\\s*(.*(?:\\n[ \\t].*)*)`, 'im').exec(head)?.[1]?.replace(/\n[ \t]/g, ' ') ?? '';
    const boundary = /boundary="?([^";\n]+)"?/i.exec(head)?.[1];
    const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw.slice(head.length + 2)];
    const bodies: Record<string, string> = {};
    for (const part of parts) {
      const p = part.replace(/^\n/, '');
      const split = p.indexOf('\n\n');
      const ph = boundary ? p.slice(0, split) : head;
      const pb = boundary ? p.slice(split + 2) : p;
      const type = /content-type:\s*([\w/]+)/i.exec(ph)?.[1]?.toLowerCase() ?? 'text/plain';
      bodies[type] = decodePart(ph, pb);
    }
    const text = bodies['text/plain'] ?? '';
    return {
      file: f,
      to: header('To'),
      subject: header('Subject'),
      text,
      html: bodies['text/html'] ?? '',
      links: text.match(/https?:\/\/\S+/g) ?? [],
    };
  });
}

/** The link of the latest message sent to `to`. */
export function latestLink(dir: string, to: string): string {
  const mail = readOutbox(dir).filter((m) => m.to.includes(to)).at(-1);
  if (!mail?.links[0]) throw new Error(`No mail with a link for ${to} in ${dir}`);
  return mail.links[0];
}

/** All Set-Cookie headers of a supertest response. */
export function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const v = res.headers['set-cookie'];
  return Array.isArray(v) ? (v as string[]) : typeof v === 'string' ? [v] : [];
}

export function cookieValue(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  const line = setCookies(res).find((c) => c.startsWith(`${name}=`));
  return line ? decodeURIComponent(line.slice(name.length + 1).split(';')[0]) : undefined;
}
