/**
 * Dark mode and text size before the first paint (docs/features/display.md). A member's choice lives
 * on the server (member_preferences); beside the session the server sets a small readable cookie
 * with it, `colophon_display=<theme>.<textSize>` (e.g. `dark.large`), on every sign-in and on every
 * change, and clears it at sign-out. It is not a credential: the head script
 * (shared/member-hint.ts) reads it and marks <html> with `data-scheme` and `data-text-size`, so the
 * page, the same cached bytes for every reader, is painted in the member's colours from the start.
 * Without it (signed out, or 'system') the stylesheet follows prefers-color-scheme.
 */
import { TEXT_SIZES, THEMES, type Preferences, type TextSize, type Theme } from './library.js';

export const DISPLAY_COOKIE = 'colophon_display';

/** The attributes the head script puts on <html> (client/styles/tokens.css reads them). */
export const SCHEME_ATTRIBUTE = 'data-scheme';
export const TEXT_SIZE_ATTRIBUTE = 'data-text-size';

export type Display = Pick<Preferences, 'theme' | 'textSize'>;

/** The cookie's value: `<theme>.<textSize>`. */
export function displayCookieValue({ theme, textSize }: Display): string {
  return `${theme}.${textSize}`;
}

/** The display a cookie value names, or null when it is not one. */
export function parseDisplayCookie(value: string | undefined): Display | null {
  const [theme, textSize, extra] = (value ?? '').split('.');
  if (extra !== undefined || !THEMES.includes(theme as Theme) || !TEXT_SIZES.includes(textSize as TextSize)) return null;
  return { theme: theme as Theme, textSize: textSize as TextSize };
}

/**
 * Marks <html> as the head script does: `data-scheme` only for an explicit light or dark (system
 * leaves the media query in charge), `data-text-size` only off the default. The /account Display
 * controls call it so a change shows at once.
 */
export function applyDisplay(root: HTMLElement, { theme, textSize }: Display): void {
  if (theme === 'system') root.removeAttribute(SCHEME_ATTRIBUTE);
  else root.setAttribute(SCHEME_ATTRIBUTE, theme);
  if (textSize === 'medium') root.removeAttribute(TEXT_SIZE_ATTRIBUTE);
  else root.setAttribute(TEXT_SIZE_ATTRIBUTE, textSize);
}
