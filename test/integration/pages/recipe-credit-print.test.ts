/**
 * Issue 32, recipes: the author is credited once (no 'Recipe by X' under 'By X'), while a recipe
 * author who is not in the byline is still credited; /recipes/{slug}/print goes to the print view.
 */
import request from 'supertest';
import { byId, released } from '../../support/dataset.js';
import { pagesApp, render } from './helpers.js';

const app = pagesApp();
const refs = (list?: { _ref: string }[]) => (list ?? []).map((r) => r._ref);
const recipes = released('recipeArticle');
const sameAuthor = recipes.find((r) => {
  const by = refs(r.meta.recipeAuthors);
  return by.length > 0 && by.every((id) => refs(r.meta.authors).includes(id));
})!;
const otherAuthor = recipes.find((r) => refs(r.meta.recipeAuthors).some((id) => !refs(r.meta.authors).includes(id)));
const nameOf = (id: string) => {
  const a = byId(id) as { firstName: string; lastName: string };
  return `${a.firstName} ${a.lastName}`;
};

describe('recipe credits', () => {
  it('a recipe by its byline author credits them once', async () => {
    const page = await render(app, `/recipes/${sameAuthor.slug.current}`);
    expect(page.status).toBe(200);
    const name = nameOf(refs(sameAuthor.meta.recipeAuthors)[0]!);
    expect(page.main.querySelector('.byline__authors')?.textContent).toContain(name);
    expect(page.main.querySelector('.recipe__recipe-by')).toBeNull();
    expect(page.main.textContent).not.toContain(`Recipe by ${name}`);
  });

  it('a recipe author who is not in the byline is still credited', async () => {
    if (!otherAuthor) return;
    const page = await render(app, `/recipes/${otherAuthor.slug.current}`);
    const names = refs(otherAuthor.meta.recipeAuthors).map(nameOf);
    expect(page.main.querySelector('.recipe__recipe-by')?.textContent).toContain(names[0]);
  });
});

describe('/recipes/{slug}/print', () => {
  const slug = sameAuthor.slug.current;

  it('goes to the print view the recipe page links to', async () => {
    const res = await request(app).get(`/recipes/${slug}/print`).redirects(0);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/articles/${slug}/print/${slug}`);
    const recipePage = await render(app, `/recipes/${slug}`);
    expect(recipePage.main.querySelector(`a[href="/articles/${slug}/print/${slug}"]`)?.textContent).toBe('Printable version');
    const print = await request(app).get(`/recipes/${slug}/print/`).redirects(3);
    expect(print.status).toBe(200);
    expect(print.text).toContain('class="print-recipe__title"');
  });

  it('a client-side navigation gets the same redirect', async () => {
    const res = await request(app).get(`/_data/recipes/${slug}/print?x=1`);
    expect(res.body.redirect).toEqual({ location: `/articles/${slug}/print/${slug}?x=1`, status: 301 });
  });

  it('an unknown recipe still ends on Page Not Found, and the lists by holiday and season are left alone', async () => {
    expect((await request(app).get('/recipes/no-such-recipe/print').redirects(3)).status).toBe(404);
    expect((await request(app).get('/recipes/by-season/print').redirects(0)).status).toBe(404);
  });
});
