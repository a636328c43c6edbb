/**
 * Layout rules as pure functions: the named breakpoint of a window width, the column width used
 * by horizontally scrolling rows (section nav, carousels of cards) and the section navigation
 * panel's width.
 */
import { BREAKPOINTS, COLUMN_MIN_WIDTH } from '../../../shared/constants.js';

export type BreakpointName = keyof typeof BREAKPOINTS;

/** Breakpoints from the widest down, so the first lower bound a width reaches names it. */
const DESCENDING = (Object.entries(BREAKPOINTS) as [BreakpointName, number][]).sort((a, b) => b[1] - a[1]);

/** The named size of `width` (0-640 mobile, 640-768 SMALL, ..., 1600+ EXTRA_EXTRA_LARGE). */
export function breakpointName(width: number): BreakpointName {
  for (const [name, min] of DESCENDING) if (width >= min) return name;
  return 'mobile';
}

/** Share of the window width a column takes, by window width. */
export function columnWidthFactor(windowWidth: number): number {
  if (windowWidth < 900) return 0.4;
  if (windowWidth < 1080) return 0.375;
  if (windowWidth < 1660) return 0.3;
  return 0.225;
}

/** Column width in px for a window width: the factor's share, never under COLUMN_MIN_WIDTH. */
export function columnWidth(windowWidth: number): number {
  return Math.max(COLUMN_MIN_WIDTH, Math.round(windowWidth * columnWidthFactor(windowWidth)));
}

/**
 * The named sizes the section navigation panel's width factors use: every breakpoint
 * but SMALL, so from 640 to 768 px the panel keeps mobile's width.
 */
export type SectionNavSize = Exclude<BreakpointName, 'SMALL'>;

/**
 * Share of the viewport width the section navigation panel takes at each named size: the whole
 * screen on a phone, a narrower panel beside the page as the screen widens. The media queries of
 * `.section-nav` in client/styles/frame.css state the same table in vw (layout.test.ts compares them).
 */
export const SECTION_NAV_WIDTH_FACTORS: Readonly<Record<SectionNavSize, number>> = {
  mobile: 1,
  MEDIUM: 0.7,
  LARGE_MEDIUM: 0.6,
  LARGE: 0.5,
  EXTRA_LARGE: 0.45,
  EXTRA_EXTRA_LARGE: 0.375,
};

/** The named size whose section nav width factor applies at `width` (SMALL takes mobile's). */
export function sectionNavSize(width: number): SectionNavSize {
  const name = breakpointName(width);
  return name === 'SMALL' ? 'mobile' : name;
}

/** The section navigation panel's width in px in a viewport `viewportWidth` wide. */
export function sectionNavWidth(viewportWidth: number): number {
  return viewportWidth * SECTION_NAV_WIDTH_FACTORS[sectionNavSize(viewportWidth)];
}
