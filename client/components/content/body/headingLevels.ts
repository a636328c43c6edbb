/**
 * Heading levels of a rich-text body under the page's outline. Editors pick heading styles for
 * their look (an article may open with an 'h3'), but the page's h1 is the title and the body's
 * headings must continue from the level the page gives it without skipping (h1 -> h3 fails
 * accessibility checkers and the W3C checker's outline). Styles keep their relative order: the
 * highest style used becomes `base`, the next one base + 1, and no heading is ever more than one
 * level below the heading before it. Other blocks (a podcast player card has a title) get the
 * level one below the heading before them, or `base` before any heading.
 */
export interface StyledBlock {
  _type: string;
  style?: string;
}

/** The heading styles editors have; any other style renders as a paragraph. */
const STYLE = /^h([2-4])$/;

export function headingLevels<T extends StyledBlock>(blocks: readonly T[], base = 2): Map<T, number> {
  const styles = new Set<number>();
  for (const b of blocks) {
    const m = b._type === 'block' && b.style ? STYLE.exec(b.style) : null;
    if (m) styles.add(Number(m[1]));
  }
  const rank = new Map([...styles].sort((a, b) => a - b).map((style, i) => [style, i] as const));
  const levels = new Map<T, number>();
  let previous = base - 1;
  for (const b of blocks) {
    const m = b._type === 'block' && b.style ? STYLE.exec(b.style) : null;
    if (!m) {
      if (b._type !== 'block') levels.set(b, Math.min(6, previous + 1));
      continue;
    }
    const level = Math.min(6, base + rank.get(Number(m[1]))!, previous + 1);
    levels.set(b, level);
    previous = level;
  }
  return levels;
}
