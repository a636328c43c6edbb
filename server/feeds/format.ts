/** Value formats Apple's podcast tags expect (dates: ./rss.ts). */
import { isPortableTextBlock, toPlainText } from '@portabletext/toolkit';
import { formatClock } from '../../shared/duration.js';

/** itunes:duration as H:MM:SS or M:SS, to the nearest second; undefined when unknown. */
export function itunesDuration(seconds: number | undefined | null): string | undefined {
  return seconds !== undefined && seconds !== null && Number.isFinite(seconds) && seconds >= 0 ? formatClock(Math.round(seconds)) : undefined;
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

/**
 * Plain text of portable text blocks, paragraphs separated by blank lines. Only text blocks count
 * (images and embeds have no words), and empty paragraphs leave no gap.
 */
export function plainText(blocks: unknown): string {
  if (!Array.isArray(blocks)) return '';
  return blocks
    .filter(isPortableTextBlock)
    .filter((b) => b._type === 'block')
    .map((b) => toPlainText(b))
    .filter((t) => t.trim() !== '')
    .join('\n\n');
}
