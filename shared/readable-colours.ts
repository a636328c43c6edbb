/**
 * Editors' colours made readable (docs/features/display.md): a feature's background and body text
 * colours (hex, from the CMS) become a light and a dark pair, each at least 4.5:1 (WCAG AA for body
 * text). The light pair is the editors' own when it reads; the dark pair keeps their hues, darkened
 * and lightened. Both go into one light-dark() value, so the server renders the same bytes for every
 * reader and the reader's scheme (client/styles/tokens.css) picks the half.
 */

/** WCAG's minimum contrast for body text. */
export const MIN_CONTRAST = 4.5;

/** The site's default paper and ink, light and dark (client/styles/tokens.css). */
const LIGHT = { paper: '#ffffff', ink: '#14120f' };
const DARK = { paper: '#121110', ink: '#ece7df' };
const LIGHT_INK_ON_DARK = '#f4f1ea';

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The WCAG contrast ratio of two hex colours (1 to 21); 1 when either is not a colour. */
export function contrast(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return 1;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h * 60, s, l];
}

function fromHsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** The colour's hue and saturation (capped) at another lightness. */
function atLightness(hex: string, lightness: number, maxSaturation: number): string {
  const [h, s] = toHsl(parseHex(hex)!);
  return toHex(fromHsl(h, Math.min(s, maxSaturation), lightness));
}

export interface ColourPair {
  paper: string;
  ink: string;
}

/**
 * The light and dark pairs of a background and a text colour (either may be missing: the site's
 * default stands in). Light: the editors' pair when it reads at 4.5:1; else their background with
 * whichever of the site's inks reads on it; else the site's default. Dark: a background that is
 * already dark keeps the light pair; otherwise the same hues at 11% and 90% lightness; else the
 * site's dark default.
 */
export function readablePairs(background?: string, text?: string): { light: ColourPair; dark: ColourPair } {
  const bg = background && parseHex(background) ? background : undefined;
  const ink = text && parseHex(text) ? text : undefined;
  const paper = bg ?? LIGHT.paper;
  let light: ColourPair = { paper, ink: ink ?? LIGHT.ink };
  if (contrast(light.ink, light.paper) < MIN_CONTRAST) {
    const best = [LIGHT.ink, LIGHT_INK_ON_DARK].sort((a, b) => contrast(b, paper) - contrast(a, paper))[0]!;
    light = contrast(best, paper) >= MIN_CONTRAST ? { paper, ink: best } : { ...LIGHT };
  }
  const alreadyDark = luminance(parseHex(light.paper)!) < luminance(parseHex(light.ink)!) && luminance(parseHex(light.paper)!) < 0.05;
  if (alreadyDark) return { light, dark: light };
  const dark: ColourPair = {
    paper: bg ? atLightness(bg, 0.11, 0.4) : DARK.paper,
    ink: ink ? atLightness(ink, 0.9, 0.3) : DARK.ink,
  };
  return { light, dark: contrast(dark.ink, dark.paper) >= MIN_CONTRAST ? dark : { ...DARK } };
}

/**
 * The theme variables of a feature in its editors' colours: --paper, --ink and --muted as
 * light-dark() pairs (one colour when both halves are the same); none when the editors set neither colour.
 */
export function featureColourVariables(background?: string, text?: string): Record<string, string> {
  if (!background && !text) return {};
  const { light, dark } = readablePairs(background, text);
  // One colour where both schemes take the same.
  const pair = (a: string, b: string) => (a === b ? a : `light-dark(${a}, ${b})`);
  const ink = pair(light.ink, dark.ink);
  return { '--paper': pair(light.paper, dark.paper), '--ink': ink, '--muted': ink };
}
