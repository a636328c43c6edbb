/**
 * Reads the generated embedded dataset so route tests can pick real, released documents
 * instead of hard-coding slugs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ArticleDocument, ContentDocument, PodcastEpisodeDocument, SanityDocumentBase } from '../../tools/dataset/schema.js';

let cache: ContentDocument[] | null = null;

export function datasetDocuments(): ContentDocument[] {
  if (!cache) {
    const text = readFileSync(path.resolve('data/dataset.ndjson'), 'utf8');
    cache = text
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as ContentDocument);
  }
  return cache;
}

const NOW = new Date().toISOString();

export function isReleased(doc: SanityDocumentBase & { releaseDate?: string }): boolean {
  return !doc._id.startsWith('drafts.') && (!doc.releaseDate || doc.releaseDate <= NOW);
}

export function ofType<T extends ContentDocument['_type']>(type: T): Extract<ContentDocument, { _type: T }>[] {
  return datasetDocuments().filter((d) => d._type === type) as Extract<ContentDocument, { _type: T }>[];
}

export function released<T extends ContentDocument['_type']>(type: T): Extract<ContentDocument, { _type: T }>[] {
  return ofType(type).filter((d) => isReleased(d as SanityDocumentBase & { releaseDate?: string }));
}

export function byId(id: string): ContentDocument | undefined {
  return datasetDocuments().find((d) => d._id === id);
}

export function slugOf(id: string): string {
  const doc = byId(id) as { slug?: { current: string } } | undefined;
  if (!doc?.slug) throw new Error(`no slug for ${id}`);
  return doc.slug.current;
}

/** A released article with its section slug. */
export function sampleArticle(pick: (a: ArticleDocument) => boolean = () => true): { article: ArticleDocument; section: string } {
  const article = released('article').find(pick);
  if (!article) throw new Error('no matching article in the dataset');
  return { article, section: slugOf(article.section._ref) };
}

export function sampleEpisode(pick: (e: PodcastEpisodeDocument) => boolean = () => true) {
  const episode = released('podcastEpisode').find(pick);
  if (!episode) throw new Error('no matching episode');
  return { episode, podcast: slugOf(episode.podcast._ref) };
}
