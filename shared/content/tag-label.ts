/**
 * How a tag reads in a heading and a browser tab. Tags are stored as editors typed them, often
 * as slugs ('sukkot', 'new-york'); the page shows them as words, and the same words in both
 * places, so the casing is done here and never by CSS (a tab title cannot be styled).
 */
export function tagLabel(tag: string, holidayTitle?: string | null): string {
  // A holiday's own tag reads as the holiday's name ('tisha-bav' is 'Tisha B’Av').
  if (holidayTitle) return holidayTitle;
  const words = tag.trim().split(/[-_\s]+/).filter(Boolean);
  if (words.length === 0) return tag;
  // Only a first letter is raised: 'LGBTQ' or 'McCarthy' keep the capitals they were typed with.
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}
