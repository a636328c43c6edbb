/** The article family: plans, series membership, documents and drafts. */
import type { ArticleDocument, PodcastEpisodeDocument } from '../schema.js';
import { DATASET_DATE, HOUR } from '../dates.js';
import { base } from '../docs.js';
import type { ImageLibrary } from '../images/library.js';
import { Rng } from '../prng.js';
import { ESSAY_TITLES } from '../text/templates.js';
import { SECTIONS } from '../text/topics.js';
import { makeTopic } from '../text/writer.js';
import type { Series } from '../families/collections.js';
import type { People } from '../families/people.js';
import type { RecipeSet } from '../families/recipes.js';
import { buildArticle, type ArticleContext } from './build.js';
import { planArticles, type ArticlePlan, type TitleBook } from './plan.js';
import { assignSeries } from './series.js';

export interface ArticleSet {
  docs: ArticleDocument[];
  drafts: ArticleDocument[];
  plans: ArticlePlan[];
  /** Published and released (not future), newest first. */
  live: ArticlePlan[];
  collectionMembers: Map<string, string[]>;
}

export const DRAFTS_OF_PUBLISHED = 6;
export const NEW_DRAFTS = 4;

export function buildArticles(
  images: ImageLibrary,
  people: People,
  series: Series,
  episodes: readonly PodcastEpisodeDocument[],
  recipes: RecipeSet,
): ArticleSet {
  const rng = Rng.from('articles');
  const { plans, titles } = planArticles(people);
  const collectionMembers = assignSeries(Rng.from('article-series'), plans, series);
  const live = plans.filter((p) => !p.future).sort((a, b) => b.created - a.created);
  const bySection = new Map<string, ArticlePlan[]>();
  for (const p of live) bySection.set(p.section.slug, [...(bySection.get(p.section.slug) ?? []), p]);
  const ctx: ArticleContext = { images, episodes, recipes, bySection, counters: { inset: 0, ad: 0 } };
  const docs = plans.map((plan, i) => buildArticle(rng, plan, i, ctx));
  for (const doc of docs) {
    const siblings = bySection.get(doc.section._ref.replace(/^section-/, '')) ?? [];
    if (rng.chance(0.5) && siblings.length > 4) {
      const related = rng.pickN(siblings.filter((p) => p.id !== doc._id), rng.int(2, 4));
      doc.relatedArticles = related.map((p) => ({ _type: 'reference', _ref: p.id, _key: rng.key() }));
    }
  }
  const drafts = [...editedDrafts(rng, docs, live, titles), ...newDrafts(rng, people, plans.length, titles, ctx)];
  return { docs, drafts, plans, live, collectionMembers };
}

/** Drafts of recent published articles whose headline an editor is reworking. */
function editedDrafts(rng: Rng, docs: ArticleDocument[], live: ArticlePlan[], titles: TitleBook): ArticleDocument[] {
  return live.slice(5, 5 + DRAFTS_OF_PUBLISHED * 3, ).filter((_, i) => i % 3 === 0).map((plan, i) => {
    const published = docs.find((d) => d._id === plan.id) as ArticleDocument;
    const title = titles.title(rng, ESSAY_TITLES, plan.topic);
    return {
      ...structuredClone(published),
      ...base(`drafts.${plan.id}`, 'article', plan.created, DATASET_DATE - (i + 1) * 5 * HOUR),
      title,
    };
  });
}

/** Drafts never published: no twin, a slug of their own. */
function newDrafts(rng: Rng, people: People, offset: number, titles: TitleBook, ctx: ArticleContext): ArticleDocument[] {
  const out: ArticleDocument[] = [];
  for (let i = 0; i < NEW_DRAFTS; i++) {
    const section = SECTIONS[(i * 3 + 1) % SECTIONS.length];
    const created = DATASET_DATE - (i + 2) * 26 * HOUR;
    const topic = makeTopic(rng, section.topics, { year: 2026 });
    const title = titles.title(rng, [...section.topics.templates, ...ESSAY_TITLES], topic);
    const pool = people.bySection.get(section.slug) ?? people.contributors;
    const plan: ArticlePlan = {
      id: `drafts.article-new-${String(i + 1).padStart(2, '0')}`,
      section, title, slug: titles.slugs.take(title), created, updated: created + 3 * HOUR, future: false, topic,
      authors: [pool[i % pool.length]], tags: section.topics.tags.slice(0, 2),
    };
    out.push(buildArticle(rng, plan, offset + i, ctx));
  }
  return out;
}
