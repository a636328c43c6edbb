/** Countdown arithmetic and wording for the holiday countdown (pure: instants and places are passed in). */
import type { NoSundown } from './sundown.js';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole seconds left; 0 once the target has passed. */
  totalSeconds: number;
}

/** Whole days, hours, minutes and seconds from `now` until `target` (all zero once it has passed). */
export function countdownParts(target: number, now: number): CountdownParts {
  const totalSeconds = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalSeconds,
  };
}

export type HolidayPhase = 'upcoming' | 'underway' | 'over';

export function holidayPhase(start: number, end: number | null, now: number): HolidayPhase {
  if (now < start) return 'upcoming';
  if (end === null || now < end) return 'underway';
  return 'over';
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * The countdown in words to the minute ('2 days, 3 hours and 4 minutes'), for the polite live
 * region: it changes once a minute, so screen readers are not told every second.
 */
export function countdownPhrase(parts: CountdownParts): string {
  if (parts.totalSeconds < 60) return 'less than a minute';
  const words = [
    parts.days > 0 ? plural(parts.days, 'day') : '',
    parts.hours > 0 ? plural(parts.hours, 'hour') : '',
    parts.minutes > 0 ? plural(parts.minutes, 'minute') : '',
  ].filter(Boolean);
  return words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** 'Friday, December 4': a calendar day as written, whatever the reader's time zone. */
const EVE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * What the countdown says where there is no sundown on the eve of the holiday (north of the Arctic
 * Circle in winter and summer). Polar night and midnight sun are opposite reasons, and each is
 * said as it is: in December in Tromsø the sun does not rise, it does not 'not set'. Short enough
 * to fit the countdown's reserved box on a phone.
 */
export function noSundownMessage(title: string, eve: string, why: NoSundown): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(eve) ? `${EVE.format(new Date(`${eve}T12:00:00Z`))}, the eve of ${title}` : `the eve of ${title}`;
  const sky = why === 'polar-night' ? 'does not rise' : 'does not set';
  const name = why === 'polar-night' ? 'polar night' : 'midnight sun';
  return `The sun ${sky} where you are on ${day} (${name}), so there is no sundown to count down to.`;
}
