import { formatDate, joinNames } from '../../../client/components/content/format.js';

describe('formatDate', () => {
  it('writes the calendar day in UTC, the same on the server and in any browser', () => {
    expect(formatDate('2025-03-04T23:30:00Z')).toBe('March 4, 2025');
    expect(formatDate('2026-11-14T12:35:00Z')).toBe('November 14, 2026');
  });

  it('gives the same answer the second time (it is remembered)', () => {
    expect(formatDate('2024-02-29T00:00:00Z')).toBe('February 29, 2024');
    expect(formatDate('2024-02-29T00:00:00Z')).toBe('February 29, 2024');
  });

  it('writes nothing for a missing or invalid date', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('keeps working past its bound', () => {
    for (let day = 0; day < 5000; day++) formatDate(new Date(Date.UTC(2000, 0, 1 + day)).toISOString());
    expect(formatDate('2001-01-01T00:00:00Z')).toBe('January 1, 2001');
  });
});

describe('joinNames', () => {
  it('joins with commas and a final "and"', () => {
    expect(joinNames(['A'])).toBe('A');
    expect(joinNames(['A', 'B'])).toBe('A and B');
    expect(joinNames(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
