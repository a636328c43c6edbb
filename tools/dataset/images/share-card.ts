/** The site's default share card: a dusk landscape with the site name and tagline drawn in. */
import { Rng } from '../prng.js';
import { PALETTES } from './palettes.js';
import { horizon } from './scenes.js';
import { escapeXml, n } from './svg.js';

/** Twice the 1200x630 (about 1.91:1) that Facebook and X show, so it stays sharp on dense screens. */
export const SHARE_CARD_SIZE: readonly [number, number] = [2400, 1260];

export function shareCardInner(w: number, h: number, siteName: string, tagline: string): string {
  const palette = PALETTES[0];
  const art = horizon(Rng.from('share-card'), w, h, palette);
  const [ink, , , , paper] = palette.colors;
  const serif = `font-family="Georgia, 'Times New Roman', serif"`;
  return (
    art.inner +
    `<rect x="${n(w * 0.08)}" y="${n(h * 0.3)}" width="${n(w * 0.84)}" height="${n(h * 0.4)}" rx="${n(h * 0.02)}" fill="${ink}" fill-opacity="0.72"/>` +
    `<text x="${n(w / 2)}" y="${n(h * 0.5)}" text-anchor="middle" ${serif} font-size="${n(h * 0.14)}" fill="${paper}">${escapeXml(siteName)}</text>` +
    `<text x="${n(w / 2)}" y="${n(h * 0.62)}" text-anchor="middle" ${serif} font-style="italic" font-size="${n(h * 0.045)}" fill="${paper}">${escapeXml(tagline)}</text>`
  );
}
