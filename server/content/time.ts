/** The `$now` of release gating (docs/architecture.md#content-sources-queries-and-release-dates): the current time, or PREVIEW_DATE in preview. */
import { FRONT_PAGE_ROUNDING_MINUTES, LATEST_ARTICLES_WINDOW_DAYS, PREVIEW_DATE } from '../../shared/constants.js';

const DAY_MS = 86_400_000;

/** ISO time without milliseconds, the format of the dataset's dates, so string comparison is exact. */
export function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** `date` rounded down to a multiple of `minutes` (UTC). */
export function roundDownToMinutes(date: Date, minutes: number): Date {
  const step = minutes * 60_000;
  return new Date(Math.floor(date.getTime() / step) * step);
}

export function nowParam(preview: boolean, date = new Date()): string {
  return preview ? PREVIEW_DATE : isoSeconds(date);
}

/** The live front page is the latest released at the current time rounded down to 15 minutes. */
export function frontPageTime(preview: boolean, date = new Date()): string {
  return preview ? PREVIEW_DATE : isoSeconds(roundDownToMinutes(date, FRONT_PAGE_ROUNDING_MINUTES));
}

/** Start of the 'latest articles' window. */
export function latestSince(date = new Date()): string {
  return isoSeconds(new Date(date.getTime() - LATEST_ARTICLES_WINDOW_DAYS * DAY_MS));
}
