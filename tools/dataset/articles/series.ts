/** Puts articles into columns (by the columnist) and collections, and marks the fiction. */
import type { Rng } from '../prng.js';
import type { Series } from '../families/collections.js';
import type { ArticlePlan } from './plan.js';

const free = (p: ArticlePlan): boolean => !p.future && !p.legacy && !p.guide && !p.column && !p.collection;

/** Returns the article ids of each collection, oldest first. */
export function assignSeries(rng: Rng, plans: readonly ArticlePlan[], series: Series): Map<string, string[]> {
  for (const column of series.columns) {
    const pool = plans.filter(
      (p) => free(p) && p.section.slug === column.section && new Date(p.created).getUTCFullYear() >= column.startYear,
    );
    const step = Math.max(1, Math.floor(pool.length / column.size));
    for (let i = 0; i < column.size && i * step < pool.length; i++) {
      const plan = pool[i * step];
      plan.column = column.id;
      plan.authors = [column.columnist];
    }
  }
  const members = new Map<string, string[]>();
  for (const collection of series.collections) {
    const pool = plans.filter((p) => free(p) && collection.sections.includes(p.section.slug));
    const chosen = rng.pickN(pool, collection.size).sort((a, b) => a.created - b.created);
    for (const plan of chosen) {
      plan.collection = collection.id;
      if (collection.fiction) plan.fiction = true;
    }
    members.set(collection.id, chosen.map((p) => p.id));
  }
  for (const plan of plans) {
    if (!plan.fiction && ['arts-letters', 'culture'].includes(plan.section.slug) && rng.chance(0.05)) plan.fiction = true;
    if (plan.fiction && !plan.tags.includes('fiction')) plan.tags = [...plan.tags.slice(0, 4), 'fiction'];
  }
  return members;
}
