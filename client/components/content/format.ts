/**
 * Formatting that must come out the same on the server and in the browser (hydration), so the
 * locale and time zone are fixed rather than taken from the reader's machine.
 */
const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * Dates already formatted: Intl's format costs microseconds a call and a page shows a dozen dates,
 * most of them on every page (the same stories in lists). Bounded: cleared when full.
 */
const formatted = new Map<string, string>();
const FORMATTED_MAX = 4096;

/** 'March 4, 2025' for an ISO date; '' for a missing or invalid one. */
export function formatDate(iso: string | undefined): string {
  if (!iso) return '';
  let text = formatted.get(iso);
  if (text === undefined) {
    const time = Date.parse(iso);
    text = Number.isNaN(time) ? '' : DATE.format(time);
    if (formatted.size >= FORMATTED_MAX) formatted.clear();
    formatted.set(iso, text);
  }
  return text;
}

/** 'A', 'A and B', 'A, B and C'. */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

