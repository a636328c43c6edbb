/**
 * The embedded dataset the Colophon server reads (data/dataset.ndjson), read once at start and
 * indexed by id and by article slug: plain JavaScript over the documents, as the bench's peer needs
 * only the article page (bench/README.md, "The Next.js peer").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const DATASET = process.env.PEER_DATASET ?? path.join(process.cwd(), '../../../data/dataset.ndjson');

function load() {
  const byId = new Map();
  const articleBySlug = new Map();
  const articlesBySection = new Map();
  for (const line of readFileSync(/*turbopackIgnore: true*/ DATASET, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const doc = JSON.parse(line);
    // Drafts are not published: the site never shows them.
    if (doc._id.startsWith('drafts.')) continue;
    byId.set(doc._id, doc);
    if (doc._type === 'article' && doc.slug?.current) {
      articleBySlug.set(doc.slug.current, doc);
      const list = articlesBySection.get(doc.section?._ref) ?? [];
      list.push(doc);
      articlesBySection.set(doc.section?._ref, list);
    }
  }
  for (const list of articlesBySection.values()) list.sort((a, b) => (b.releaseDate ?? '').localeCompare(a.releaseDate ?? ''));
  return { byId, articleBySlug, articlesBySection };
}

const data = load();

export const deref = (ref) => (ref?._ref ? data.byId.get(ref._ref) : undefined);
export const getDoc = (id) => data.byId.get(id);

/** An article by section and slug, with what its page shows resolved (section, authors, related). */
export function getArticle(sectionSlug, slug) {
  const article = data.articleBySlug.get(slug);
  if (!article) return undefined;
  const section = deref(article.section);
  if (section?.slug?.current !== sectionSlug) return undefined;
  return {
    ...article,
    section,
    authors: (article.meta?.authors ?? []).map(deref).filter(Boolean),
    related: (article.relatedArticles ?? [])
      .map(deref)
      .filter(Boolean)
      .map((r) => ({ ...r, section: deref(r.section), authors: (r.meta?.authors ?? []).map(deref).filter(Boolean) })),
  };
}

/** Articles whose release date has come (the site shows no others), newest first as given. */
const released = (list) => {
  const now = new Date().toISOString();
  return list.filter((a) => !a.releaseDate || a.releaseDate <= now);
};

/** The most recent articles' params, for the static route's generateStaticParams. */
export function recentArticleParams(count) {
  return released([...data.articleBySlug.values()])
    .sort((a, b) => (b.releaseDate ?? '').localeCompare(a.releaseDate ?? ''))
    .slice(0, count)
    .map((a) => ({ section: deref(a.section)?.slug?.current, slug: a.slug.current }))
    .filter((p) => p.section);
}

/** What the header, menus and footer show: the navigation document and each section's three latest articles. */
export function getFrame() {
  const navigation = data.byId.get('navigation');
  const settings = data.byId.get('globalSettings');
  const sections = (settings?.sectionPageOrder ?? []).map(deref).filter(Boolean);
  const recent = sections.slice(0, 10).map((section) => ({
    section,
    articles: released(data.articlesBySection.get(section._id) ?? []).slice(0, 3),
  }));
  return { navigation, settings, sections, recent };
}

/** Sanity's image URL for an image field, served by the site under /images (as Colophon's). */
export function imageUrl(image, params) {
  const asset = deref(image?.asset);
  if (!asset) return undefined;
  const query = new URLSearchParams(params).toString();
  return `/${asset.path}${query ? `?${query}` : ''}`;
}

export const assetOf = (image) => deref(image?.asset);
