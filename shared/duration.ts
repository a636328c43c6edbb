/** Durations as people and machines read them: the player's clock, RSS and schema.org. */

const SECONDS_PER = { seconds: 1, minutes: 60 } as const;

/**
 * '0:07', '12:34' or '1:02:03' for a number of seconds, counted down to the whole second (a clock
 * shows 0:07 until the 8th second has passed); unknown or negative times read as 0:00.
 */
export function formatClock(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/**
 * ISO 8601 duration ('PT1H2M5S', 'PT45M', 'PT0S') of an amount of time, to the nearest second;
 * undefined for a missing, negative or non-numeric amount.
 */
export function isoDuration(amount: number | null | undefined, unit: keyof typeof SECONDS_PER = 'seconds'): string | undefined {
  if (amount === undefined || amount === null || !Number.isFinite(amount) || amount < 0) return undefined;
  const s = Math.round(amount * SECONDS_PER[unit]);
  const [h, m, rest] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${rest || (!h && !m) ? `${rest}S` : ''}`;
}
