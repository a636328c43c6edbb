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
import { escapeXml, n, svgDocument, type Composition } from './svg.js';

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
  slot: { type: 'art'; kind: ArtKind } | { type: 'logo'; key: string } | { type: 'card' } | { type: 'commission'; key: string };
  title: string;
  alt: string;
  credit: string;
}

/**
 * A picture drawn for one document (a front page's banner, a holiday's art, a collection's cover,
 * a feature's hero), so that no two of those documents show the same picture. Seeded by `key`
 * (the document and field), not by its place in a list.
 */
export interface Commission {
  /** `<document _id>:<field>`; also the seed. */
  key: string;
  kind: ArtKind;
  width: number;
  height: number;
  /** What it is for, in the asset's title and alt text. */
  subject: string;
  /**
   * Text drawn into the picture, large and legible: a feature whose headline is hidden
   * (hideHeadline) must carry its title in its hero art.
   */
  caption?: string;
}

/** Greedy word wrap by an estimate of a bold serif’s average advance (0.6 em: DejaVu Serif Bold, the widest we may get). */
function wrap(text: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && next.length * fontSize * 0.6 > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The title drawn over the art: light serif type on a dark panel at the centre, where a cover
 * crop (object-fit: cover) keeps it. Sized to the shorter side, so it reads on a phone too.
 */
export function captionOverlay(w: number, h: number, text: string, ink: string, paper: string): string {
  const panelW = w * 0.84;
  let size = Math.min(w, h) * (w > h ? 0.17 : 0.15);
  let lines = wrap(text, size, panelW * 0.95);
  while (lines.length > 3 || lines.some((l) => l.length * size * 0.6 > panelW * 0.97)) {
    size *= 0.9;
    lines = wrap(text, size, panelW * 0.95);
  }
  const lead = size * 1.15;
  const panelH = lines.length * lead + size * 0.9;
  const top = (h - panelH) / 2;
  const serif = `font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-weight="bold"`;
  const rows = lines
    .map((l, i) => `<text x="${n(w / 2)}" y="${n(top + size * 0.45 + size * 0.82 + i * lead)}" text-anchor="middle" ${serif} font-size="${n(size)}" fill="${paper}">${escapeXml(l)}</text>`)
    .join('');
  return `<rect x="${n((w - panelW) / 2)}" y="${n(top)}" width="${n(panelW)}" height="${n(panelH)}" fill="${ink}" fill-opacity="0.86"/>${rows}`;
}

export function planCommissions(commissions: readonly Commission[]): Plan[] {
  return commissions.map((c) => {
    const rng = Rng.from(`art:${c.key}`);
    const [label, compose] = c.kind === 'avatar' ? ['Portrait', bust] : rng.pick(COMPOSITIONS);
    const palette = rng.pick(PALETTES);
    const art = compose(rng, c.width, c.height, palette);
    const [ink, , , , paper] = palette.colors;
    const overlay = c.caption ? captionOverlay(c.width, c.height, c.caption, ink, paper) : '';
    const title = `${c.subject}: ${label} in ${palette.name.replace(/\b\w/g, (ch) => ch.toUpperCase())}`;
    return {
      svg: svgDocument(c.width, c.height, title, art.inner + vignette(c.width, c.height) + overlay),
      width: c.width,
      height: c.height,
      format: 'jpg' as const,
      kind: c.kind,
      slot: { type: 'commission' as const, key: c.key },
      title,
      alt: c.caption
        ? `${c.caption}: the title set in large type over ${art.description}, in ${palette.name} tones`
        : `Illustration: ${art.description}, in ${palette.name} tones`,
      credit: `Illustration by ${rng.pick(ILLUSTRATORS)}`,
    };
  });
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
