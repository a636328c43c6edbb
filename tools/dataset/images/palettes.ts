/** Colour palettes for the generated artworks, darkest first, and small colour helpers. */

export interface Palette {
  name: string;
  /** Five colours from darkest to lightest. */
  colors: readonly [string, string, string, string, string];
}

export const PALETTES: readonly Palette[] = [
  { name: 'dusk', colors: ['#1d2340', '#3b3f73', '#e07a5f', '#f2cc8f', '#f4f1de'] },
  { name: 'olive grove', colors: ['#283618', '#606c38', '#bc6c25', '#dda15e', '#fefae0'] },
  { name: 'harbor', colors: ['#0b3954', '#087e8b', '#ff5a5f', '#bfd7ea', '#f3f7f9'] },
  { name: 'terracotta', colors: ['#3d2c2e', '#9c4a37', '#d9825b', '#e9c46a', '#f6ede3'] },
  { name: 'indigo night', colors: ['#10162f', '#2b3a67', '#496a81', '#ffc482', '#f2efe6'] },
  { name: 'citrus', colors: ['#264653', '#2a9d8f', '#e76f51', '#e9c46a', '#f7f3e3'] },
  { name: 'pomegranate', colors: ['#2b0f1a', '#7a1f3d', '#c2374e', '#f28f6b', '#fbe3d3'] },
  { name: 'jerusalem stone', colors: ['#3a342c', '#3a6ea5', '#b08f68', '#dccab0', '#f7f1e5'] },
  { name: 'sea glass', colors: ['#1b3a4b', '#3e7c80', '#90c2b9', '#e8b04b', '#eef5f1'] },
  { name: 'ink and paper', colors: ['#1b1b1e', '#373f51', '#c8553d', '#a9bcd0', '#f5f3ee'] },
  { name: 'saffron', colors: ['#2e1f27', '#854d27', '#dd7230', '#f4c95d', '#fbf5e6'] },
  { name: 'lavender field', colors: ['#231942', '#5e548e', '#9f86c0', '#e0b1cb', '#f7eef5'] },
];

function channels(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear blend of two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const out = ca.map((c, i) => Math.round(c + (cb[i] - c) * t));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Readable text colour on top of `hex`. */
export function foregroundFor(hex: string): string {
  return luminance(hex) > 0.55 ? '#000000' : '#ffffff';
}
