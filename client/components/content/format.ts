/**
 * Formatting that must come out the same on the server and in the browser (hydration), so the
 * locale and time zone are fixed rather than taken from the reader's machine.
 */
const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'March 4, 2025' for an ISO date; '' for a missing or invalid one. */
export function formatDate(iso: string | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : DATE.format(time);
}

/** 'A', 'A and B', 'A, B and C'. */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

