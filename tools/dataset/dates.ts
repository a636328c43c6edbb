/**
 * Dates of the embedded dataset. Everything is anchored to DATASET_DATE so the magazine looks
 * current, except the gating cases (future articles and the preview front page), which sit in
 * 2098: after any real "now" the tests may run at, before the preview date 2099-01-01.
 */
import type { Rng } from './prng.js';

export const DATASET_DATE = Date.UTC(2026, 10, 15, 12, 0, 0);
export const ARCHIVE_START = Date.UTC(2013, 0, 7, 9, 0, 0);
/** The legacy hero migration only touches articles created before this instant (MIGRATION_CUTOFF, 2015-02-01). */
export const LEGACY_CUTOFF = Date.UTC(2015, 1, 1, 0, 0, 0);
export const FUTURE_YEAR = 2098;

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

/** ISO 8601 without milliseconds, as Sanity writes system dates. */
export function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function utc(year: number, month: number, day: number, hour = 12, minute = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute, 0);
}

/** A weekday-ish publishing time between 07:00 and 19:59 UTC on the day of `ms`. */
export function publishingTime(rng: Rng, ms: number): number {
  const day = Math.floor(ms / DAY) * DAY;
  return day + rng.int(7, 19) * HOUR + rng.int(0, 11) * 5 * 60_000;
}

/** A release date in FUTURE_YEAR: visible only in preview. */
export function futureRelease(rng: Rng, index: number): number {
  return utc(FUTURE_YEAR, 1 + (index % 12), rng.int(1, 28), 9, 0);
}

/** An update time shortly after `created`, never after DATASET_DATE. */
export function updatedAfter(rng: Rng, created: number): number {
  const later = created + rng.int(0, 20) * DAY + rng.int(0, 8) * HOUR;
  return Math.min(Math.max(later, created), DATASET_DATE);
}
