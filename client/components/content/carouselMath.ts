/**
 * Index arithmetic of the image carousel, kept pure so it can be tested without a browser.
 * A 'page' starts at a slide index; with several slides per view the last page is the one that
 * shows the final slide flush to the right edge.
 */

/** Highest first-visible index. */
export function lastIndex(slideCount: number, perView: number): number {
  return Math.max(0, slideCount - Math.max(1, perView));
}

/** Next first-visible index; wraps to 0 after the last one. */
export function nextIndex(index: number, slideCount: number, perView = 1): number {
  const last = lastIndex(slideCount, perView);
  return index >= last ? 0 : index + 1;
}

/** Previous first-visible index; wraps to the last one before 0. */
export function prevIndex(index: number, slideCount: number, perView = 1): number {
  return index <= 0 ? lastIndex(slideCount, perView) : index - 1;
}

/** A pointer drag of `dx` px: -1 (to the previous), 1 (to the next) or 0 (too short to count). */
export function swipeDirection(dx: number, viewportWidth: number, minPx = 40): -1 | 0 | 1 {
  const threshold = Math.max(minPx, viewportWidth * 0.15);
  if (dx <= -threshold) return 1;
  if (dx >= threshold) return -1;
  return 0;
}

/** 'Slide 2 of 5' style label parts (1-based). */
export function slideLabel(index: number, slideCount: number): string {
  return `${index + 1} of ${slideCount}`;
}
