/** Reader-facing recipe times: '1 hr 15 min' (the JSON-LD uses ISO durations instead). */
import { totalMinutes, type RecipeTime } from '../../components/seo/recipe-jsonld.js';

export function formatMinutes(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} hr` : `${h} hr ${m} min`;
}

/** Prep, cook and total, each only when known (total falls back to prep plus cook). */
export function timeRows(time: RecipeTime): { label: string; value: string; minutes: number }[] {
  const rows: [string, number | undefined][] = [
    ['Prep', time.prepMinutes],
    ['Cook', time.cookMinutes],
    ['Total', totalMinutes(time)],
  ];
  return rows.flatMap(([label, minutes]) => (minutes === undefined ? [] : [{ label, value: formatMinutes(minutes), minutes }]));
}
