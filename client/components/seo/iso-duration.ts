/** ISO 8601 durations for schema.org (prepTime, cookTime, totalTime). */

/** 'PT1H15M' for 75 minutes, 'PT45M', 'PT2H'; undefined for a missing, negative or non-numeric value. */
export function isoDuration(minutes: number | undefined): string | undefined {
  if (minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return undefined;
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `PT${m}M`;
  return m === 0 ? `PT${h}H` : `PT${h}H${m}M`;
}
