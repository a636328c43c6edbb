/** The once-a-day subscription check: days are the reader's local calendar days. */

/** 'YYYY-MM-DD' of `date` in local time. */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Due unless the last check was made on the same local day as `now`. */
export function isDailyCheckDue(lastCheckedOn: string | null, now: Date): boolean {
  return lastCheckedOn !== dayKey(now);
}
