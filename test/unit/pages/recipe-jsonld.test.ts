/** The schema.org Recipe of a recipe page and its reader-facing times. */
import { recipeJsonLd, totalMinutes } from '../../../client/components/seo/recipe-jsonld.js';
import { serializeJsonLd } from '../../../client/components/seo/JsonLdScript.js';
import { formatMinutes, timeRows } from '../../../client/pages/Recipe/recipeTime.js';
import { normaliseRecipe } from '../../../shared/content/recipe.js';
import type { RECIPE_QUERY_RESULT } from '../../../shared/content/sanity.types.js';

describe('reader-facing recipe times', () => {
  it('reads as hours and minutes, total falling back to prep plus cook', () => {
    expect(formatMinutes(75)).toBe('1 hr 15 min');
    expect(formatMinutes(60)).toBe('1 hr');
    expect(formatMinutes(20)).toBe('20 min');
    expect(totalMinutes({ prepMinutes: 20, cookMinutes: 55 })).toBe(75);
    expect(totalMinutes({ totalMinutes: 90, prepMinutes: 20 })).toBe(90);
    expect(totalMinutes({})).toBeUndefined();
    expect(timeRows({ prepMinutes: 20, cookMinutes: 55 }).map((r) => `${r.label} ${r.value}`)).toEqual([
      'Prep 20 min',
      'Cook 55 min',
      'Total 1 hr 15 min',
    ]);
  });
});

const raw = {
  _id: 'recipe-1',
  _createdAt: '2024-03-01T10:00:00Z',
  _updatedAt: '2024-03-02T10:00:00Z',
  releaseDate: '2024-03-05T10:00:00Z',
  title: 'Challah </script><script>alert(1)</script>',
  slug: 'challah',
  seo: null,
  meta: {
    authors: [{ firstName: 'Ann', lastName: 'Writer', slug: 'ann' }],
    recipeAuthors: [{ firstName: 'Bea', lastName: 'Baker', slug: 'bea' }],
    tags: ['bread', 'shabbat'],
    brief: 'A soft, braided loaf.',
    categories: ['Baking'],
    cuisine: 'Ashkenazi Jewish',
  },
  intro: null,
  heroImage: null,
  featuredImage: null,
  body: null,
  recipeParts: [
    { _key: 'a', title: 'Dough', ingredients: ['4 cups flour', '2 eggs'], steps: ['Mix.', 'Knead.'] },
    { _key: 'b', title: 'Finish', ingredients: ['1 egg'], steps: ['Braid and bake.'] },
  ],
  recipeYield: '2 loaves',
  recipeTime: { prepMinutes: 30, cookMinutes: 45 },
  note: null,
  relatedArticles: null,
  relatedRecipes: null,
  relatedHolidays: null,
};

/** The fixture as the RECIPE query answers it (the seasonal flags and other optional fields left out). */
const recipeOf = (value: object) => normaliseRecipe(value as NonNullable<RECIPE_QUERY_RESULT>);

describe('recipeJsonLd', () => {
  const recipe = recipeOf(raw);
  const ld = recipeJsonLd(recipe, { images: ['https://img.example/challah.jpg'] });

  it('holds the properties search engines require and recommend', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: raw.title,
      image: ['https://img.example/challah.jpg'],
      author: [{ '@type': 'Person', name: 'Bea Baker' }],
      description: 'A soft, braided loaf.',
      datePublished: '2024-03-05T10:00:00Z',
      prepTime: 'PT30M',
      cookTime: 'PT45M',
      totalTime: 'PT1H15M',
      recipeYield: '2 loaves',
      recipeCategory: ['Baking'],
      recipeCuisine: 'Ashkenazi Jewish',
      recipeIngredient: ['4 cups flour', '2 eggs', '1 egg'],
      recipeInstructions: [
        { '@type': 'HowToStep', position: 1, text: 'Mix.' },
        { '@type': 'HowToStep', position: 2, text: 'Knead.' },
        { '@type': 'HowToStep', position: 3, text: 'Braid and bake.' },
      ],
    });
  });

  it('falls back to the article’s writers and leaves unknown times out', () => {
    const bare = recipeOf({ ...raw, meta: { ...raw.meta, recipeAuthors: [] }, recipeTime: null });
    const data = JSON.parse(serializeJsonLd(recipeJsonLd(bare, { images: [] })));
    expect(data.author).toEqual([{ '@type': 'Person', name: 'Ann Writer' }]);
    expect(data).not.toHaveProperty('prepTime');
    expect(data).not.toHaveProperty('totalTime');
    expect(data).not.toHaveProperty('image');
  });

  it('serialises so no text can end the script element, and parses back unchanged', () => {
    const json = serializeJsonLd(ld);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<');
    expect(JSON.parse(json).name).toBe(raw.title);
  });
});
