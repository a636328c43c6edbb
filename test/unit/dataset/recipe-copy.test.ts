/** Recipe copy a reader would catch (issue 14): repeated deks, shared descriptions, printed recipes at odds with themselves. */
import type { RecipeArticleDocument } from '../../../tools/dataset/schema.js';
import { sharedDataset, GENERATE_TIMEOUT, type Generated } from './generated.js';

let g: Generated;
let recipes: RecipeArticleDocument[];
beforeAll(async () => {
  g = await sharedDataset();
  recipes = g.ofType('recipeArticle');
}, GENERATE_TIMEOUT);
afterAll(() => g.cleanup());

const plain = (blocks: { children?: { text?: string }[] }[] | undefined) => (blocks ?? []).map((b) => (b.children ?? []).map((c) => c.text).join(''));
const steps = (r: RecipeArticleDocument) => r.recipeParts.flatMap((p) => p.steps);
const ingredients = (r: RecipeArticleDocument) => r.recipeParts.flatMap((p) => p.ingredients).join('\n');
/** 'mixing' -> 'mix', 'baking' -> 'bak' (matches 'Bake'). */
const stem = (ing: string) => ing.replace(/ing$/, '');
/** Last-moment verbs a recipe need not spell out as a step of their own. */
const FINISHING = new Set(['serving', 'reheating', 'carving', 'cutting', 'slicing']);

describe('recipe deks', () => {
  it('never repeat as the first paragraph of the intro', () => {
    for (const r of recipes) {
      const first = plain(r.intro)[0] ?? '';
      const brief = r.meta.brief ?? '';
      expect(brief, r.title).not.toBe('');
      expect(first.startsWith(brief.split(/(?<=\.)\s/)[0]), `${r.title}: “${first.slice(0, 80)}”`).toBe(false);
    }
  });

  it('differ from recipe to recipe, so no list shows two cards with one description', () => {
    const byBrief = new Map<string, string[]>();
    for (const r of recipes) byBrief.set(r.meta.brief ?? '', [...(byBrief.get(r.meta.brief ?? '') ?? []), r.title]);
    expect([...byBrief.values()].filter((titles) => titles.length > 1)).toEqual([]);
    expect(new Set(recipes.map((r) => r.seo?.description)).size).toBe(recipes.length);
  });
});

describe('a printed recipe agrees with itself', () => {
  it('does each thing a step says to do “before” something after that step, never after', () => {
    for (const r of recipes) {
      const all = steps(r);
      all.forEach((step, i) => {
        // 'before adding the fish': a later step adds something, or does something with the fish.
        for (const [, verb, object] of step.matchAll(/\bbefore (\w+ing)\b(?: (?:the|a|an|each) (\w+))?/gi)) {
          if (FINISHING.has(verb.toLowerCase())) continue;
          const later = all.slice(i + 1).map((s) => s.toLowerCase());
          const done = later.some((s) => s.includes(stem(verb.toLowerCase())) || (object !== undefined && s.includes(object.toLowerCase())));
          expect(done, `${r.title}: “${step}” but nothing after it is ${verb}`).toBe(true);
        }
      });
    }
  });

  it('does not do what a step says it replaces', () => {
    for (const r of recipes) {
      const all = steps(r);
      all.forEach((step, i) => {
        for (const [, verb] of step.matchAll(/\binstead of (\w+ing)\b/gi)) {
          const elsewhere = all.filter((_, k) => k !== i).find((s) => s.toLowerCase().includes(stem(verb.toLowerCase())));
          expect(elsewhere, `${r.title}: “${step}” yet “${elsewhere}”`).toBeUndefined();
        }
      });
    }
  });

  it('gives a total time that covers the time its steps name (overnight waits aside)', () => {
    // '2 hours', '1 1/2 hours', '12 to 18 hours' (the lower bound); not 'a side' (already inside a
    // step's own time), not 'the last/final 20 minutes' (inside another step's time).
    const DURATION = /(?<!last |final )\b(\d+(?: \d\/\d)?|\d\/\d)(?: to \d+)? (minutes?|hours?)\b(?! a side| more a side)/g;
    const amount = (n: string) => n.split(' ').reduce((sum, part) => sum + (part.includes('/') ? Number(part[0]) / Number(part[2]) : Number(part)), 0);
    for (const r of recipes) {
      const named = steps(r).reduce((sum, step) => sum + [...step.matchAll(DURATION)].reduce((m, [, n, unit]) => m + amount(n) * (unit.startsWith('hour') ? 60 : 1), 0), 0);
      const time = r.recipeTime!;
      expect(time.totalMinutes, `${r.title}: steps name ${named} minutes, total says ${time.totalMinutes}`).toBeGreaterThanOrEqual(named);
      expect(time.totalMinutes).toBeGreaterThanOrEqual((time.prepMinutes ?? 0) + (time.cookMinutes ?? 0));
    }
  });

  it('has a cook’s note that is true of the recipe', () => {
    for (const r of recipes) {
      const note = plain(r.note).join(' ');
      const list = ingredients(r);
      const cats = r.meta.categories ?? [];
      if (/pareve version/.test(note)) {
        expect(/\b(butter|milk)\b/i.test(list) && !cats.includes('Meat') && !cats.includes('Dairy'), `${r.title}: ${note}`).toBe(true);
      }
      if (/cup of flour/.test(note)) expect(list, `${r.title}: ${note}`).toMatch(/flour/i);
      if (/freezes well/.test(note)) expect(cats, `${r.title}: ${note}`).not.toContain('Fried');
    }
  });
});
