/**
 * Layout rules as pure functions: the named breakpoint of a window width and the
 * column width used by horizontally scrolling rows (section nav, carousels of cards).
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
