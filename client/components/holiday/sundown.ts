/**
 * When a holiday begins where the reader is: Jewish holidays start at sundown on the evening
 * before their first day (startDate), and end at nightfall on their last day (approximated by
 * that day's sunset). Pure: position and dates in, instants out.
 */
import { getPosition, getTimes } from 'suncalc';

const DAY_MS = 86_400_000;

/** UTC noon of a 'YYYY-MM-DD' day (a full ISO datetime is read by its date part); null if invalid. */
export function dayNoonUtc(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(y, m - 1, d, 12);
  const check = new Date(time);
  // Date.UTC rolls 2027-02-30 over into March; such a date is simply invalid.
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return time;
}

function validPosition(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/**
 * Sunset on the local calendar day `day` at (lat, lng). null where the sun does not set that day
 * (polar day or night) or for invalid input.
 */
export function sunsetOn(day: string, lat: number, lng: number): Date | null {
  const noon = dayNoonUtc(day);
  if (noon === null || !validPosition(lat, lng)) return null;
  // suncalc picks the solar day whose local noon is nearest; UTC noon of the date selects that date.
  const sunset = getTimes(new Date(noon), lat, lng).sunset;
  return sunset && !Number.isNaN(sunset.getTime()) ? sunset : null;
}

/** Why a valid day at a valid place has no sunset: the sun stays down, or stays up, all day. */
export type NoSundown = 'polar-night' | 'midnight-sun';

/**
 * For a day without a sunset at (lat, lng): whether the sun never rises (polar night) or never
 * sets (midnight sun), read from its height at solar noon. null when the day has a sunset, or
 * for invalid input (which is not a fact about the sky).
 */
export function noSundownOn(day: string, lat: number, lng: number): NoSundown | null {
  const noon = dayNoonUtc(day);
  if (noon === null || !validPosition(lat, lng) || sunsetOn(day, lat, lng)) return null;
  const solarNoon = getTimes(new Date(noon), lat, lng).solarNoon;
  return getPosition(solarNoon, lat, lng).altitude > 0 ? 'midnight-sun' : 'polar-night';
}

/** The day before a 'YYYY-MM-DD' day, in the same form. */
export function previousDay(day: string): string | null {
  const noon = dayNoonUtc(day);
  return noon === null ? null : new Date(noon - DAY_MS).toISOString().slice(0, 10);
}

/** Sundown on the evening before `startDate`: when the holiday begins for a reader at (lat, lng). */
export function sundownBefore(startDate: string, lat: number, lng: number): Date | null {
  const eve = previousDay(startDate);
  return eve === null ? null : sunsetOn(eve, lat, lng);
}

export interface HolidayWindow {
  start: Date;
  /** Sunset on the last day; null when it cannot be computed (then only the start is known). */
  end: Date | null;
}

export function holidayWindow(startDate: string, endDate: string, lat: number, lng: number): HolidayWindow | null {
  const start = sundownBefore(startDate, lat, lng);
  if (!start) return null;
  return { start, end: sunsetOn(endDate, lat, lng) };
}
