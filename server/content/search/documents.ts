/**
 * The rows of SEARCH_DOCUMENTS_QUERY as documents of the index (./engine.ts). Pure: the same rows
 * give the same documents, whichever source answered them.
 *
 * What each type offers. An article's body is split as the access rule (server/members/access.ts)
 * splits it for the public reader: when that reader gets only the teaser (premium, paywall on), the
 * body past the teaser goes only to the `gated` field, matched for members but never quoted in a
 * snippet, and the teaser is the one the public page shows (shared/content/paywall.ts); otherwise
 * (a free story, or the paywall off) the whole body is `text`, which everyone matches and snippets quote.
 * - article: title; summary = dek, excerpt, brief; labels = contributors, tags, section; text = body.
 * - podcastEpisode: title; summary = dek; labels = podcast; text = description and show notes.
 * - recipe: title; summary = brief; labels = contributors, tags; text = intro and ingredients.
 */
import type { Block } from '../../../shared/content/blocks.js';
import { splitForPaywall } from '../../../shared/content/paywall.js';
import { articleUrl, episodeUrl, recipeUrl } from '../../../shared/content/urls.js';
import { decideAccess, PUBLIC_READER, storyAccess, type AccessPolicy } from '../../members/access.js';
import type { Field, Ref, SearchDocument } from './engine.js';

interface Row {
  _id?: unknown;
  _type?: unknown;
  _createdAt?: unknown;
  releaseDate?: unknown;
  date?: unknown;
  title?: unknown;
  slug?: unknown;
  isPremium?: unknown;
  excerpt?: unknown;
  brief?: unknown;
  heroDek?: unknown;
  dek?: unknown;
  tags?: unknown;
  authors?: unknown;
  section?: unknown;
  podcast?: unknown;
  body?: unknown;
  episodeText?: unknown;
  intro?: unknown;
  ingredients?: unknown;
}

export interface SearchRows {
  documents?: unknown;
  authors?: unknown;
  sections?: unknown;
  podcasts?: unknown;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : []);
const list = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object') : []);

/** Each text block's words, one string a block. */
function blockTexts(blocks: unknown): string[] {
  return list(blocks).map((b) => list(b.children).map((c) => (typeof c.text === 'string' ? c.text : '')).join('')).filter((t) => t.trim() !== '');
}

/** The lookups the rows join to: contributors' names, sections' and podcasts' titles and slugs. */
function lookups(rows: SearchRows) {
  const authors = new Map<string, string>();
  for (const a of list(rows.authors)) {
    const name = [str(a.firstName), str(a.lastName)].filter(Boolean).join(' ');
    if (typeof a._id === 'string' && name) authors.set(a._id, name);
  }
  const refs = (v: unknown) => {
    const out = new Map<string, Ref>();
    for (const r of list(v)) {
      const title = str(r.title);
      const slug = str(r.slug);
      if (typeof r._id === 'string' && title && slug) out.set(r._id, { title, slug });
    }
    return out;
  };
  return { authors, sections: refs(rows.sections), podcasts: refs(rows.podcasts) };
}

/**
 * The documents of the query's rows; rows missing what their URL needs are left out. `policy`: the
 * paywall as the readers of this index see it (off for editors in preview, who read every body).
 */
export function searchDocuments(rows: SearchRows, policy: AccessPolicy): SearchDocument[] {
  const { authors, sections, podcasts } = lookups(rows);
  const out: SearchDocument[] = [];
  for (const row of list(rows.documents) as Row[]) {
    const id = str(row._id);
    const title = str(row.title);
    const slug = str(row.slug);
    if (!id || !title || !slug) continue;
    const releaseDate = str(row.releaseDate);
    const created = str(row._createdAt) ?? '';
    const names = strings(row.authors).flatMap((ref) => (authors.has(ref) ? [authors.get(ref)!] : []));
    const tags = strings(row.tags).map((t) => t.replace(/-/g, ' '));
    const fields: Record<Field, string[]> = { title: [title], summary: [], labels: [], text: [], gated: [] };
    if (row._type === 'article') {
      const section = typeof row.section === 'string' ? sections.get(row.section) : undefined;
      if (!section) continue;
      const dek = str(row.heroDek);
      const excerpt = str(row.excerpt);
      fields.summary = [dek, excerpt, str(row.brief)].filter((t): t is string => t !== null);
      fields.labels = [...names, ...tags, section.title];
      const body = list(row.body) as unknown as Block[];
      if (!decideAccess(storyAccess(row), PUBLIC_READER, policy).full) {
        const { teaser, rest } = splitForPaywall(body);
        fields.text = blockTexts(teaser);
        fields.gated = blockTexts(rest);
      } else {
        fields.text = blockTexts(body);
      }
      out.push({
        id, type: 'article', title, url: articleUrl(section.slug, slug), date: releaseDate ?? created, releaseDate,
        section, podcast: null, excerpt: excerpt ?? dek, fields,
      });
    } else if (row._type === 'podcastEpisode') {
      const podcast = typeof row.podcast === 'string' ? podcasts.get(row.podcast) : undefined;
      if (!podcast) continue;
      const dek = str(row.dek);
      fields.summary = dek ? [dek] : [];
      fields.labels = [podcast.title];
      fields.text = blockTexts(row.episodeText);
      out.push({
        id, type: 'podcastEpisode', title, url: episodeUrl(podcast.slug, slug), date: releaseDate ?? str(row.date) ?? created, releaseDate,
        section: null, podcast, excerpt: dek, fields,
      });
    } else if (row._type === 'recipeArticle') {
      const brief = str(row.brief);
      fields.summary = brief ? [brief] : [];
      fields.labels = [...names, ...tags];
      fields.text = [...blockTexts(row.intro), ...strings(row.ingredients)];
      out.push({
        id, type: 'recipe', title, url: recipeUrl(slug), date: releaseDate ?? created, releaseDate,
        section: null, podcast: null, excerpt: brief, fields,
      });
    }
  }
  // One order whatever order the source answered in: the index is the same from either source.
  return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
