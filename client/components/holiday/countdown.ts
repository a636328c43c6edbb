/** Countdown arithmetic for the holiday countdown (pure: both instants are passed in). */

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
