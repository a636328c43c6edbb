/**
 * Builds the embedded dataset: every document in Sanity's NDJSON export format plus the image
 * and audio files they point at. Deterministic: the same bytes on every run.
 */
import type { Progress } from './progress.js';
import path from 'node:path';
import type { ContentDocument } from './schema.js';
import { buildArticles } from './articles/index.js';
import { buildAudioOffThread } from './audio.js';
import { buildSeries, collectionArt, planSeries } from './families/collections.js';
import { buildEncyclopedia } from './families/encyclopedia.js';
import { buildFeatures, featureArt } from './families/features.js';
import { buildFrontPages, frontPageArt } from './families/front-pages.js';
import { buildHolidays, holidayArt } from './families/holidays.js';
import { buildPages, buildSingletons } from './families/pages.js';
import { buildNewsletters } from './families/newsletters.js';
import { buildPeople } from './families/people.js';
import { buildPodcasts } from './families/podcasts.js';
import { buildRecipes } from './families/recipes.js';
import { buildRedirects } from './families/redirects.js';
import { buildSections } from './families/sections.js';
import { SITE_NAME, TAGLINE, buildGlobalSettings, buildNavigation } from './families/settings.js';
import { ImageLibrary, type GeneratedFile } from './images/library.js';
import { Rng } from './prng.js';
import { writeAtomic, writeFiles } from './write.js';

export const DATASET_FILE = 'dataset.ndjson';

export interface Dataset {
  documents: ContentDocument[];
  files: GeneratedFile[];
}

export async function buildDataset(progress?: Progress): Promise<Dataset> {
  // Art drawn for one document each (the library's pictures are shared by many).
  const commissions = [...frontPageArt(), ...holidayArt(), ...collectionArt(), ...featureArt()];
  const [images, audio] = await Promise.all([
    ImageLibrary.create({ siteName: SITE_NAME, tagline: TAGLINE, commissions, onPlanned: progress && ((n) => progress.step('images', n)) }),
    buildAudioOffThread(progress && ((n) => progress.step('episodes', n))),
  ]);
  const people = buildPeople(images);
  const series = planSeries(people);
  const podcasts = buildPodcasts(images, audio.clips, people);
  const recipes = buildRecipes(images, people);
  const articles = buildArticles(images, people, series, podcasts.released, recipes);
  const holidays = buildHolidays(images, articles, recipes);
  const sections = buildSections(images, articles);
  const { collections, columns } = buildSeries(series, images, articles.collectionMembers);
  linkRecipesToArticles(recipes.docs, articles.docs);
  const editor = people.team[0].slug.current;
  const singletons = buildSingletons(images, recipes.released);
  const documents: ContentDocument[] = [
    ...images.assets, // complete now: every family above has asked for its images
    buildGlobalSettings(images, people.team, podcasts.podcasts),
    buildNavigation(images, editor),
    singletons.donation,
    singletons.subscription,
    singletons.encyclopedia,
    singletons.collections,
    singletons.columnists,
    singletons.recipes,
    ...sections,
    ...people.authors,
    ...people.team,
    ...columns,
    ...collections,
    ...podcasts.podcasts,
    ...podcasts.episodes,
    ...recipes.docs,
    ...holidays,
    ...articles.docs,
    ...buildFeatures(images, people),
    ...buildFrontPages(images, articles),
    ...buildPages(),
    ...buildEncyclopedia(),
    ...buildRedirects(articles.live, podcasts.podcasts[0].slug.current, editor),
    ...buildNewsletters(),
    ...articles.drafts,
    ...podcasts.drafts,
  ];
  return { documents, files: [...images.files, ...audio.files] };
}

/** Recipes point back at the articles that feature them (or, failing that, at food stories). */
function linkRecipesToArticles(recipes: ContentDocument[], articles: ContentDocument[]): void {
  const rng = Rng.from('recipe-links');
  const featuring = new Map<string, string[]>();
  const food: string[] = [];
  for (const a of articles) {
    if (a._type !== 'article' || a.releaseDate?.startsWith('2098')) continue;
    if (a.section._ref === 'section-food') food.push(a._id);
    for (const r of a.meta.relatedRecipes ?? []) featuring.set(r._ref, [...(featuring.get(r._ref) ?? []), a._id]);
  }
  for (const recipe of recipes) {
    if (recipe._type !== 'recipeArticle') continue;
    const ids = (featuring.get(recipe._id) ?? []).slice(0, 3);
    const chosen = ids.length ? ids : rng.pickN(food, 2);
    recipe.relatedArticles = chosen.map((id) => ({ _type: 'reference', _ref: id, _key: rng.key() }));
  }
}

export function serialize(documents: readonly ContentDocument[]): string {
  return documents.map((d) => JSON.stringify(d)).join('\n') + '\n';
}

export interface GenerateResult {
  outDir: string;
  /** Published documents by _type. */
  counts: Record<string, number>;
  drafts: number;
  documents: number;
  files: number;
  /** Bytes of dataset.ndjson, and of the image and audio files beside it. */
  bytes: number;
  fileBytes: number;
  ms: number;
}

/** Builds the dataset and writes it under outDir (dataset.ndjson last, so its presence means complete). */
export async function generateDataset(opts: { outDir: string; progress?: Progress }): Promise<GenerateResult> {
  const started = performance.now();
  const { progress } = opts;
  const { documents, files } = await buildDataset(progress);
  const ndjson = serialize(documents);
  const written = progress?.step('files', files.length + 1);
  writeFiles(opts.outDir, files, () => written?.tick());
  writeAtomic(path.join(opts.outDir, DATASET_FILE), ndjson);
  written?.tick();
  progress?.end();
  const counts: Record<string, number> = {};
  let drafts = 0;
  for (const d of documents) {
    if (d._id.startsWith('drafts.')) drafts++;
    else counts[d._type] = (counts[d._type] ?? 0) + 1;
  }
  return {
    outDir: opts.outDir,
    counts,
    drafts,
    documents: documents.length,
    files: files.length,
    fileBytes: files.reduce((sum, f) => sum + Buffer.byteLength(f.content), 0),
    bytes: Buffer.byteLength(ndjson),
    ms: Math.round(performance.now() - started),
  };
}

export function summary(r: GenerateResult): string {
  const c = (t: string): number => r.counts[t] ?? 0;
  return (
    `dataset: ${r.documents} documents (${c('article')} articles, ${c('author')} authors, ${c('podcast')} podcasts, ` +
    `${c('podcastEpisode')} episodes, ${c('recipeArticle')} recipes, ${c('holiday')} holidays, ${c('section')} sections, ` +
    `${c('collection')} collections, ${c('column')} columns, ${c('encyclopediaTerm')} terms, ${c('redirect')} redirects, ` +
    `${c('sanity.imageAsset')} images, ${r.drafts} drafts) + ${r.files} files (${(r.fileBytes / 1e6).toFixed(1)} MB) -> ` +
    `${path.join(r.outDir, DATASET_FILE)} (${(r.bytes / 1e6).toFixed(1)} MB) in ${(r.ms / 1000).toFixed(1)}s`
  );
}
