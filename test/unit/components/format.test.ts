import { formatDate, joinNames } from '../../../client/components/content/format.js';

describe('formatDate', () => {
  /** What formatDate used to call, and must still agree with. */
  const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

  it('writes the calendar day in UTC, the same on the server and in any browser', () => {
    expect(formatDate('2025-03-04T23:30:00Z')).toBe('March 4, 2025');
    expect(formatDate('2026-11-14T12:35:00Z')).toBe('November 14, 2026');
  });

  it("agrees with Intl's en-US long date in UTC on every day from 1890 to 2110, at any hour", () => {
    const first = Date.UTC(1890, 0, 1);
    const last = Date.UTC(2110, 11, 31);
    const differ: string[] = [];
    let checked = 0;
    for (let time = first, hour = 0; time <= last; time += 86_400_000, hour = (hour + 7) % 24) {
      const iso = new Date(time + hour * 3_600_000 + 59 * 60_000).toISOString();
      if (formatDate(iso) !== intl.format(Date.parse(iso))) differ.push(iso);
      checked++;
    }
    expect(differ).toEqual([]);
    expect(checked).toBeGreaterThan(80_000);
    // Other offsets are turned to UTC first: 23:30 at UTC-5 is the next day in UTC.
    expect(formatDate('2024-02-28T23:30:00-05:00')).toBe('February 29, 2024');
    expect(formatDate('2024-12-31')).toBe('December 31, 2024');
  });

  it('writes a year before 1 with its era, as Intl does', () => {
    expect(formatDate('-000001-06-15T00:00:00Z')).toBe(intl.format(Date.UTC(-1, 5, 15)));
  });

  it('writes nothing for a missing or invalid date', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('joinNames', () => {
  it('joins with commas and a final "and"', () => {
    expect(joinNames(['A'])).toBe('A');
    expect(joinNames(['A', 'B'])).toBe('A and B');
    expect(joinNames(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
