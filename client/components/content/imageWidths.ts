/**
 * Widths offered in every srcset: the BREAKPOINTS of shared/constants.ts, plus 2x widths for the
 * largest slots so high-density screens stay sharp without ever fetching more than they show.
 */
export const IMAGE_WIDTHS = [640, 768, 900, 1080, 1280, 1600, 1920, 2560] as const;

/** Width of the `src` fallback (the default image width). */
export const FALLBACK_WIDTH = 1280;

/**
 * Widths worth listing for an image shown at most `maxDisplayWidth` CSS px wide (2x included) and
 * stored `intrinsicWidth` px wide (never upscaled). Always at least one width.
 */
export function srcSetWidths(maxDisplayWidth: number, intrinsicWidth: number): number[] {
  const cap = Math.min(maxDisplayWidth * 2, intrinsicWidth);
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= cap);
  if (widths.length === 0) return [Math.min(IMAGE_WIDTHS[0], Math.max(1, Math.round(intrinsicWidth)))];
  // The largest step may stop short of the cap; include the cap itself for the sharpest fit.
  const top = widths[widths.length - 1];
  if (cap > top && cap - top >= 64 && cap <= IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]) widths.push(Math.round(cap));
  return widths;
}
