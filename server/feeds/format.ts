/** Value formats RSS and Apple's podcast tags expect. */

/** RFC 822 date ('Sat, 07 Sep 2024 12:00:00 GMT'); undefined for an invalid date. */
export function rfc822(iso: string): string | undefined {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : new Date(time).toUTCString();
}

/** itunes:duration as H:MM:SS or M:SS. */
export function itunesDuration(seconds: number | undefined | null): string | undefined {
  if (seconds === undefined || seconds === null || !Number.isFinite(seconds) || seconds < 0) return undefined;
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

const AUDIO_TYPES: Record<string, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  m4a: 'audio/x-m4a',
  mp4: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
};

/** MIME type of an audio URL by its extension (the query string ignored); MP3 when unknown. */
export function audioType(url: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return (ext && AUDIO_TYPES[ext]) ?? 'audio/mpeg';
}

interface Block {
  _type?: string;
  children?: { text?: unknown }[];
}

/** Plain text of portable text blocks, paragraphs separated by blank lines. */
export function plainText(blocks: unknown): string {
  if (!Array.isArray(blocks)) return '';
  return (blocks as Block[])
    .filter((b) => b?._type === 'block' && Array.isArray(b.children))
    .map((b) => b.children!.map((c) => (typeof c?.text === 'string' ? c.text : '')).join(''))
    .filter((t) => t.trim() !== '')
    .join('\n\n');
}

/** `path` made absolute against `base` (already absolute URLs pass through); undefined when invalid. */
export function absoluteUrl(path: string, base: string): string | undefined {
  try {
    return new URL(path, base).href;
  } catch {
    return undefined;
  }
}
