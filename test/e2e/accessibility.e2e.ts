/** axe-core on every page type: no serious or critical violations (WCAG 2.1 A/AA rules). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { inject } from './provided.js';
import { launchBrowser, waitForHydration } from './browser.js';
import { released, sampleArticle, sampleEpisode, slugOf } from '../support/dataset.js';

const baseUrl = inject('baseUrl');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const { article, section } = sampleArticle((a) => !!a.hero.heroImage);
const { episode, podcast } = sampleEpisode();
const recipe = released('recipeArticle')[0]!;
const PAGES: [string, string][] = [
  ['home', '/'],
  ['section', '/sections/news'],
  ['section archive', '/sections/news/archive'],
  ['article', `/sections/${section}/articles/${article.slug.current}`],
  ['feature', `/feature/${released('featureArticle')[0]!.slug.current}`],
  ['holiday', `/sections/holidays/${released('holiday')[0]!.slug.current}`],
  ['contributors', '/contributors'],
  ['contributor', `/contributors/${slugOf(article.meta.authors[0]!._ref)}`],
  ['tag', `/tags/${article.meta.tags[0]}`],
  ['collections', '/collections'],
  ['collection', `/collections/${released('collection')[0]!.slug.current}`],
  ['columnists', '/columnists'],
  ['column', `/columns/${released('column')[0]!.slug.current}`],
  ['encyclopedia', '/encyclopedia'],
  ['team member', `/about/${released('teamMember')[0]!.slug.current}`],
  ['podcasts', '/podcasts'],
  ['podcast', `/podcasts/${podcast}`],
  ['episode', `/podcasts/${podcast}/${episode.slug.current}`],
  ['recipes', '/recipes'],
  ['recipe', `/recipes/${recipe.slug.current}`],
  ['recipes by season', '/recipes/by-season/winter'],
  ['print recipe', `/articles/${recipe.slug.current}/print/${recipe.slug.current}`],
  ['generic page', '/privacy-policy'],
  ['newsletter', '/newsletter'],
  ['donate', '/donate'],
  ['subscribe', '/subscribe'],
  ['search', '/search?q=bread'],
  ['not found', '/no/such/page/here'],
];

describe('accessibility of every page type', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(PAGES)('%s (%s): no serious or critical axe violations', async (_name, path) => {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(baseUrl + path);
    await waitForHydration(page);
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
    });
    await context.close();
    expect(violations).toEqual([]);
  });
});
