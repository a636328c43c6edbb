/** Section wordmarks in three colourways (dark, light, blue), as the section documents expect. */
import { escapeXml, n } from './svg.js';

export type LogoVariant = 'dark' | 'light' | 'blue';

export const LOGO_COLORS: Record<LogoVariant, string> = {
  dark: '#151515',
  light: '#ffffff',
  blue: '#1f3a93',
};

export const LOGO_HEIGHT = 160;

/** Rough advance width of Georgia capitals at font-size 72 plus 6px tracking, generously rounded. */
export function logoWidth(title: string): number {
  return n(96 + title.length * 60);
}

/** The logo: a small ornament (a dot inside a ring) and the section name in spaced capitals. */
export function logoInner(title: string, variant: LogoVariant): string {
  const color = LOGO_COLORS[variant];
  const textLength = logoWidth(title) - 84 - 24;
  const word = escapeXml(title.toUpperCase());
  return (
    `<g fill="${color}">` +
    `<circle cx="40" cy="80" r="10"/><circle cx="40" cy="80" r="22" fill="none" stroke="${color}" stroke-width="3"/>` +
    `<text x="84" y="106" font-family="Georgia, 'Times New Roman', serif" font-size="72" textLength="${textLength}" lengthAdjust="spacingAndGlyphs">${word}</text>` +
    `</g>`
  );
}
