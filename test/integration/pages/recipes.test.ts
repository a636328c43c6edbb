/** Recipes index, lists by season and holiday, recipe page (with JSON-LD) and print view. */
import { PAGE_SIZE } from '../../../shared/constants.js';
import { byId, released, slugOf } from '../../support/dataset.js';
import { expectSizedImages, images, jsonLd, pagesApp, render, texts } from './helpers.js';

const app = pagesApp();
const recipes = released('recipeArticle');

describe('/recipes', () => {
  it('shows the recipes page, featured recipes, ways in by season and holiday, and page 1 of all recipes', async () => {
    const data = byId('recipesPage') as { title: string; description?: string; featuredRecipes?: { _ref: string }[] };
    const page = await render(app, '/recipes');
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${data.title} | The Colophon`);
    expect(page.main.querySelector('h1')?.textContent).toBe(data.title);
    const featured = (data.featuredRecipes ?? []).map((r) => byId(r._ref) as { title: string }).filter(Boolean);
    const featuredSection = page.main.querySelector('[aria-labelledby="featured-recipes"]')!;
    expect(texts(featuredSection, '.card__title')).toEqual(featured.map((r) => r.title));
    const filterLinks = [...page.main.querySelectorAll('.recipe-filters a')].map((a) => a.getAttribute('href'));
    expect(filterLinks).toEqual(expect.arrayContaining(['/recipes/by-season/spring', '/recipes/by-season/winter']));
    expect(filterLinks.some((h) => h?.startsWith('/recipes/by-holiday/'))).toBe(true);
    const all = page.main.querySelector('[aria-labelledby="all-recipes"]')!;
    expect(all.querySelectorAll('.card')).toHaveLength(Math.min(PAGE_SIZE, recipes.length));
    if (recipes.length > PAGE_SIZE) expect(all.querySelector('.load-more__button')?.textContent).toBe('Load more recipes');
    expectSizedImages(page.main);
  });

  it('lists recipes by season and by holiday', async () => {
    const winter = recipes.filter((r) => r.winter);
    const season = await render(app, '/recipes/by-season/winter');
    expect(season.status).toBe(200);
    expect(season.main.querySelector('h1')?.textContent).toBe('Winter recipes');
    expect(season.main.querySelectorAll('.card')).toHaveLength(Math.min(PAGE_SIZE, winter.length));
    expect((await render(app, '/recipes/by-season/monsoon')).status).toBe(404);

    const holiday = released('holiday').find((h) => (h.relatedRecipes?.length ?? 0) > 0)!;
    const list = await render(app, `/recipes/by-holiday/${holiday.slug.current}`);
    expect(list.status).toBe(200);
    expect(list.main.querySelector('h1')?.textContent).toBe(`${holiday.title} recipes`);
    expect(list.main.querySelectorAll('.card').length).toBeGreaterThan(0);
    expectSizedImages(list.main);
  });
});

describe('/recipes/:slug', () => {
  const recipe = recipes.find((r) => r.recipeParts.length > 1 && r.recipeTime?.prepMinutes && r.recipeYield) ?? recipes[0];

  it('renders the recipe: title, yield, times, ingredients as checkboxes, steps, print link', async () => {
    const page = await render(app, `/recipes/${recipe.slug.current}`);
    expect(page.status).toBe(200);
    expect(page.main.querySelector('h1')?.textContent).toBe(recipe.title);
    expect(page.main.querySelector('.recipe-facts')?.textContent).toContain(recipe.recipeYield!);
    const ingredients = recipe.recipeParts.flatMap((p) => p.ingredients);
    expect(texts(page.main, '.ingredients label')).toEqual(ingredients);
    expect(page.main.querySelectorAll('.ingredients input[type="checkbox"]')).toHaveLength(ingredients.length);
    expect(texts(page.main, '.steps li')).toEqual(recipe.recipeParts.flatMap((p) => p.steps));
    expect(page.main.querySelector(`a[href="/articles/${recipe.slug.current}/print/${recipe.slug.current}"]`)).not.toBeNull();
    expect(images(page.main).length).toBeGreaterThan(0);
    expectSizedImages(page.main);
  });

  it('carries schema.org Recipe JSON-LD with the required properties', async () => {
    const page = await render(app, `/recipes/${recipe.slug.current}`);
    const ld = jsonLd(page.doc).find((d) => d['@type'] === 'Recipe')!;
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld.name).toBe(recipe.title);
    expect(Array.isArray(ld.image) && (ld.image as string[]).length).toBeTruthy();
    expect(ld.author).toEqual(expect.arrayContaining([expect.objectContaining({ '@type': 'Person' })]));
    expect(typeof ld.description).toBe('string');
    expect(ld.prepTime).toMatch(/^PT(\d+H)?(\d+M)?$/);
    expect(ld.totalTime).toMatch(/^PT(\d+H)?(\d+M)?$/);
    expect(ld.recipeYield).toBe(recipe.recipeYield);
    // The cooking tradition the dataset records for every recipe (search engines show it).
    expect(recipe.meta.cuisine).toBeTruthy();
    expect(ld.recipeCuisine).toBe(recipe.meta.cuisine);
    expect(ld.recipeIngredient).toEqual(recipe.recipeParts.flatMap((p) => p.ingredients));
    const steps = ld.recipeInstructions as { '@type': string; text: string }[];
    expect(steps.map((s) => s['@type'])).toEqual(steps.map(() => 'HowToStep'));
    expect(steps.map((s) => s.text)).toEqual(recipe.recipeParts.flatMap((p) => p.steps));
  });

  it('answers 404 for an unknown recipe', async () => {
    expect((await render(app, '/recipes/no-such-recipe')).status).toBe(404);
  });
});

describe('/articles/:article/print/:recipe', () => {
  it('prints the recipe alone: no site footer, a print button, every ingredient and step', async () => {
    const recipe = recipes[0];
    const page = await render(app, `/articles/${recipe.slug.current}/print/${recipe.slug.current}`);
    expect(page.status).toBe(200);
    expect(page.doc.querySelector('footer.footer, .footer')).toBeNull();
    expect(page.main.querySelector('h1')?.textContent).toBe(recipe.title);
    expect(page.main.querySelector('button.print-recipe__print')?.textContent).toBe('Print this recipe');
    expect(texts(page.main, '.ingredients label')).toEqual(recipe.recipeParts.flatMap((p) => p.ingredients));
    expect(page.doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    expectSizedImages(page.main);
  });

  it('prints from an article that lists the recipe, and 404s from one that does not', async () => {
    const live = new Set(recipes.map((r) => r._id));
    const article = released('article').find((a) => a.meta.relatedRecipes?.some((r) => live.has(r._ref)))!;
    expect(article).toBeDefined();
    const recipeSlug = slugOf(article.meta.relatedRecipes!.find((r) => live.has(r._ref))!._ref);
    const page = await render(app, `/articles/${article.slug.current}/print/${recipeSlug}`);
    expect(page.status).toBe(200);
    expect(page.main.querySelector('.print-recipe__from')?.textContent).toContain(article.title);
    const other = released('article').find((a) => !(a.meta.relatedRecipes?.length ?? 0))!;
    expect((await render(app, `/articles/${other.slug.current}/print/${recipeSlug}`)).status).toBe(404);
  });
});
