/**
 * Formatting that must come out the same on the server and in the browser (hydration), so the
 * locale and time zone are fixed rather than taken from the reader's machine.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Only for years before 1 (an era to write), which no story has: made when first needed. */
let eraFormat: Intl.DateTimeFormat | undefined;

/**
 * 'March 4, 2025' for an ISO date (the calendar day in UTC, as Intl's en-US long date writes it);
 * '' for a missing or invalid one. Written out by hand rather than with an Intl.DateTimeFormat: a
 * browser's first one loads the locale and time-zone data, 26-72 ms of main thread on this machine's
 * Chromium and four times that on a phone, and almost every page shows a date.
 */
export function formatDate(iso: string | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const date = new Date(time);
  const year = date.getUTCFullYear();
  if (year < 1) {
    eraFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    return eraFormat.format(time);
  }
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}`;
}

/** 'A', 'A and B', 'A, B and C'. */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

