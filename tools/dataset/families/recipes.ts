/** Recipe articles: 30 dishes in four variations each, with parts, times, seasons and holidays. */
import type { RecipeArticleDocument, RecipePart } from '../schema.js';
import { DATASET_DATE, DAY, futureRelease, iso, publishingTime, updatedAfter, utc } from '../dates.js';
import { base, pad, refs, slug, SlugPool } from '../docs.js';
import { image, type ImageLibrary } from '../images/library.js';
import { textBlock } from '../portable.js';
import { Rng } from '../prng.js';
import { paragraph, type LinkSource } from '../text/prose.js';
import { FOOD } from '../text/topics-a.js';
import { makeTopic } from '../text/writer.js';
import type { People } from './people.js';
import { DISHES_A } from './recipe-bank-a.js';
import { DISHES_B } from './recipe-bank-b.js';
import type { Dish, StepPlacement, Variant } from './recipe-types.js';

export const holidayId = (slug: string): string => `holiday-${slug}`;

/** What a recipe is made of, for notes that only make sense for some recipes. */
interface NoteFacts {
  ingredients: string;
  categories: readonly string[];
}

const has = (facts: NoteFacts, ...words: string[]) => words.some((w) => new RegExp(`\\b${w}`, 'i').test(facts.ingredients));
const is = (facts: NoteFacts, ...categories: string[]) => categories.some((c) => facts.categories.includes(c));

/**
 * Cook's notes, each with the recipes it is true of: a printed recipe must not tell you to swap
 * the butter in a brisket that has none, or to freeze latkes that are fried to order.
 */
const NOTES: readonly { text: string; fits(facts: NoteFacts): boolean }[] = [
  { text: 'This keeps, covered, in the refrigerator for up to 4 days, and the flavor only improves.', fits: (f) => !is(f, 'Fried', 'Salad', 'Quick', 'Breakfast') },
  { text: 'It freezes well for up to 3 months; thaw overnight in the refrigerator.', fits: (f) => is(f, 'Soup', 'Bread', 'Baking', 'Slow Cooked') && !is(f, 'Fried') },
  { text: 'For a pareve version, use margarine or coconut oil in place of butter and water in place of milk.', fits: (f) => has(f, 'butter', 'milk') && !is(f, 'Meat', 'Dairy') && !has(f, 'cheese', 'cream', 'yogurt', 'feta', 'labneh', 'ricotta', 'buttermilk') },
  { text: 'Double the recipe if you are feeding a crowd: it disappears faster than you think.', fits: () => true },
  { text: 'Weights are more reliable than cups; 1 cup of flour is about 125 grams.', fits: (f) => has(f, 'flour') },
  { text: 'Everything up to the final step can be done a day ahead.', fits: (f) => !is(f, 'Fried', 'Quick', 'Salad') },
];

export interface RecipeSet {
  docs: RecipeArticleDocument[];
  /** Released recipe ids by holiday slug and in publication order. */
  byHoliday: Map<string, string[]>;
  released: string[];
  /** The dish tags of each recipe (to match articles). */
  tagsOf: Map<string, readonly string[]>;
}

const recipeLinks: LinkSource = {
  href: (rng, slot) => (slot === 'place' || slot === 'place2' ? '/sections/food' : rng.pick(['/recipes', '/sections/food', '/sections/holidays', '/encyclopedia'])),
};

/** The steps of one part with the variation's step put where it belongs (see StepPlacement). */
function placeStep(steps: readonly string[], step: string, at: StepPlacement | undefined): string[] {
  const out = [...steps];
  if (at === 'start') out.unshift(step);
  else if (at === 'end') out.push(step);
  else if (at === undefined) out.splice(Math.max(0, out.length - 1), 0, step);
  else if ('after' in at) out.splice(at.after + 1, 0, step);
  else out.splice(at.replace, at.count ?? 1, step);
  return out;
}

function parts(rng: Rng, dish: Dish, [, extra, step, at]: Variant): RecipePart[] {
  const target = at && typeof at === 'object' && at.part !== undefined ? at.part : dish.parts.length - 1;
  return dish.parts.map((part, i) => {
    const out: RecipePart = {
      _type: 'recipePart',
      _key: rng.key(),
      ingredients: i === 0 ? [...part.ingredients, extra] : [...part.ingredients],
      steps: i === target ? placeStep(part.steps, step, at) : [...part.steps],
    };
    if (part.title) out.title = part.title;
    return out;
  });
}

export function buildRecipes(images: ImageLibrary, people: People): RecipeSet {
  const rng = Rng.from('recipes');
  const dishes = [...DISHES_A, ...DISHES_B];
  const cooks = [...(people.bySection.get('food') ?? [])];
  const slugs = new SlugPool();
  const docs: RecipeArticleDocument[] = [];
  const tagsOf = new Map<string, readonly string[]>();
  const first = utc(2014, 3, 1);
  const total = dishes.length * 4;
  let n = 0;
  dishes.forEach((dish, di) => {
    dish.variants.forEach((variant, vi) => {
      const [title, , step] = variant;
      n++;
      const id = `recipe-${pad(n, 3)}`;
      const future = n === 17 || n === 88;
      const created = future
        ? DATASET_DATE - rng.int(3, 30) * DAY
        : publishingTime(rng, first + ((DATASET_DATE - DAY - first) * ((vi * dishes.length + di) / total)));
      const topic = makeTopic(rng, FOOD, { year: new Date(created).getUTCFullYear(), thing: title.toLowerCase() });
      const author = cooks[(di + vi) % cooks.length];
      const recipeAuthor = rng.chance(0.3) ? rng.pick(people.contributors) : author;
      const tags = [...new Set([...dish.tags, ...dish.holidays])];
      const recipeParts = parts(rng, dish, variant);
      const facts: NoteFacts = { ingredients: recipeParts.flatMap((p) => p.ingredients).join('\n'), categories: dish.categories };
      // Four variations share a dish's intro; what sets each apart is its own step.
      const brief = `${dish.intro} In this version: ${step.charAt(0).toLowerCase()}${step.slice(1)}`;
      const doc: RecipeArticleDocument = {
        ...base(id, 'recipeArticle', created, future ? created : updatedAfter(rng, created)),
        title,
        slug: slug(slugs.take(title)),
        seo: { _type: 'seo', title: `${title} Recipe`, description: brief },
        meta: {
          authors: refs([author.id], () => rng.key()),
          recipeAuthors: refs([recipeAuthor.id], () => rng.key()),
          tags,
          brief,
          categories: [...dish.categories],
          cuisine: dish.cuisine,
        },
        // The dek is the brief; the intro goes on from it rather than repeating it.
        intro: [paragraph(rng, topic, recipeLinks)],
        heroImage: image(images.pick(rng, 'landscape', 'photo'), { caption: title, credit: 'Food styling by The Colophon test kitchen' }),
        featuredImage: image(images.pick(rng, 'square', 'portrait')),
        body: [paragraph(rng, topic, recipeLinks)],
        recipeParts,
        recipeYield: dish.yield,
        recipeTime: { prepMinutes: dish.prep, cookMinutes: dish.cook, totalMinutes: dish.prep + dish.cook + (dish.wait ?? 0) },
        note: [textBlock(rng, rng.pick(NOTES.filter((note) => note.fits(facts))).text)],
        relatedHolidays: refs(dish.holidays.map(holidayId), () => rng.key()),
        spring: dish.seasons.includes('spring'),
        summer: dish.seasons.includes('summer'),
        fall: dish.seasons.includes('fall'),
        winter: dish.seasons.includes('winter'),
      };
      if (future) doc.releaseDate = iso(futureRelease(rng, n));
      else if (rng.chance(0.4)) doc.releaseDate = iso(created);
      if (dish.holidays.length === 0) delete doc.relatedHolidays;
      tagsOf.set(id, tags);
      docs.push(doc);
    });
  });
  // Siblings (the other variations of the same dish) and one recipe from elsewhere.
  docs.forEach((doc, i) => {
    const dishStart = i - (i % 4);
    const siblings = [0, 1, 2, 3].map((k) => docs[dishStart + k]._id).filter((id) => id !== doc._id);
    const other = docs[(i + 37) % docs.length]._id;
    doc.relatedRecipes = refs([...rng.pickN(siblings, 2), other], () => rng.key());
  });
  const released = docs.filter((d) => !d.releaseDate?.startsWith('2098')).map((d) => d._id);
  const byHoliday = new Map<string, string[]>();
  for (const doc of docs) {
    if (!released.includes(doc._id)) continue;
    for (const h of doc.relatedHolidays ?? []) {
      const key = h._ref.replace(/^holiday-/, '');
      byHoliday.set(key, [...(byHoliday.get(key) ?? []), doc._id]);
    }
  }
  return { docs, byHoliday, released, tagsOf };
}

