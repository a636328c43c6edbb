/**
 * What the image library draws: every artwork (by kind and size), each section's wordmark in its
 * three colourways, and the site's share card, as SVG drawings waiting to be rasterised.
 */
import { Rng } from '../prng.js';
import { SECTIONS } from '../text/topics.js';
import { bauhaus, blooms, porthole, rings, truchet } from './geometry.js';
import { LOGO_COLORS, LOGO_HEIGHT, logoInner, logoWidth, type LogoVariant } from './logos.js';
import { PALETTES } from './palettes.js';
import { vignette } from './raster.js';
import { arcade, bust, horizon, orbit, tide } from './scenes.js';
import { SHARE_CARD_SIZE, shareCardInner } from './share-card.js';
import { svgDocument, type Composition } from './svg.js';

export type ArtKind = 'landscape' | 'photo' | 'portrait' | 'square' | 'banner' | 'avatar';

/** Pixels per drawing unit of the section wordmarks' PNGs. */
const LOGO_SCALE = 3;

/** width, height and how many artworks of each kind. */
const KINDS: Record<ArtKind, readonly [number, number, number]> = {
  landscape: [2400, 1350, 14],
  photo: [2400, 1600, 10],
  portrait: [1600, 2000, 8],
  square: [2000, 2000, 8], // podcast artwork too: Apple wants a square of 1400 to 3000 px
  banner: [3000, 1000, 5],
  avatar: [1200, 1200, 10],
};

const COMPOSITIONS: readonly (readonly [string, Composition])[] = [
  ['Horizon', horizon],
  ['Bauhaus', bauhaus],
  ['Arcade', arcade],
  ['Rings', rings],
  ['Tide', tide],
  ['Porthole', porthole],
  ['Orbit', orbit],
  ['Blooms', blooms],
  ['Truchet', truchet],
];

const ILLUSTRATORS = ['Noa Stern', 'Ezra Lindqvist', 'Dalia Haddad', 'Miriam Okafor', 'Jonah Pereira', 'Tamar Weiss'];

/** One picture to render: its SVG drawing, its format and what the library records about it. */
export interface Plan {
  svg: string;
  width: number;
  height: number;
  format: 'jpg' | 'png';
  kind: ArtKind | 'logo';
  /** Where the library files it: a list of artworks, a logo by `<section>:<variant>`, or the share card. */
  slot: { type: 'art'; kind: ArtKind } | { type: 'logo'; key: string } | { type: 'card' };
  title: string;
  alt: string;
  credit: string;
}

export function planImages(opts: { siteName: string; tagline: string }): Plan[] {
  const plans: Plan[] = [];
  const rng = Rng.from('images');
  let index = 0;
  for (const [kind, [w, h, count]] of Object.entries(KINDS) as [ArtKind, readonly [number, number, number]][]) {
    for (let i = 0; i < count; i++, index++) {
      const [label, compose] = kind === 'avatar' ? ['Portrait', bust] : COMPOSITIONS[(index * 4) % COMPOSITIONS.length];
      const palette = PALETTES[(index * 5 + i) % PALETTES.length];
      const art = compose(rng, w, h, palette);
      const title = `${label} in ${palette.name.replace(/\b\w/g, (ch) => ch.toUpperCase())}`;
      plans.push({
        svg: svgDocument(w, h, title, art.inner + vignette(w, h)),
        width: w,
        height: h,
        format: 'jpg',
        kind,
        slot: { type: 'art', kind },
        title,
        alt: `Illustration: ${art.description}, in ${palette.name} tones`,
        credit: `Illustration by ${ILLUSTRATORS[index % ILLUSTRATORS.length]}`,
      });
    }
  }
  for (const section of SECTIONS) {
    for (const variant of Object.keys(LOGO_COLORS) as LogoVariant[]) {
      const w = logoWidth(section.title);
      // Uploaded as a 3x PNG, as a design desk exports a wordmark: the section page shows it up to
      // 480 CSS px wide, so a 1x file is blurry on phones (Lighthouse: 'serves images with low resolution').
      plans.push({
        svg: svgDocument(w, LOGO_HEIGHT, `${section.title} (${variant})`, logoInner(section.title, variant), LOGO_SCALE),
        width: w * LOGO_SCALE,
        height: LOGO_HEIGHT * LOGO_SCALE,
        format: 'png', // a wordmark keeps its transparent ground
        kind: 'logo',
        slot: { type: 'logo', key: `${section.slug}:${variant}` },
        title: `${section.title} logo ${variant}`,
        alt: `${section.title} section logo`,
        credit: 'The Colophon',
      });
    }
  }
  const [cw, ch] = SHARE_CARD_SIZE;
  plans.push({
    svg: svgDocument(cw, ch, opts.siteName, shareCardInner(cw, ch, opts.siteName, opts.tagline) + vignette(cw, ch)),
    width: cw,
    height: ch,
    format: 'jpg',
    kind: 'banner',
    slot: { type: 'card' },
    title: `${opts.siteName} share card`,
    alt: `${opts.siteName}: ${opts.tagline}`,
    credit: 'The Colophon',
  });
  return plans;
}
