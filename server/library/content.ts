/**
 * What the library asks of the published content, through the content service's cached queries
 * (server/content/queries.ts; release dates honoured in the GROQ, as in every list): a story by its
 * path, an author, section or tag by its slug, and the For-you list of what a member follows.
 */
import { articleSummaryList, type ArticleSummary } from '../../shared/content/summaries.js';
import { tagLabel } from '../../shared/content/tag-label.js';
import { pageBounds } from '../../shared/content/pagination.js';
import type { FollowKind } from '../../shared/library.js';
import type {
  ARTICLES_BY_TAG_QUERY_RESULT,
  CONTRIBUTOR_QUERY_RESULT,
  FOR_YOU_QUERY_RESULT,
  HOLIDAY_TITLE_BY_TAG_QUERY_RESULT,
  LIBRARY_FOLLOWED_IDS_QUERY_RESULT,
  LIBRARY_STORY_QUERY_RESULT,
  SECTION_SUMMARY_QUERY_RESULT,
} from '../../shared/content/sanity.types.js';
import {
  ARTICLES_BY_TAG_QUERY,
  CONTRIBUTOR_QUERY,
  FOR_YOU_QUERY,
  HOLIDAY_TITLE_BY_TAG_QUERY,
  LIBRARY_FOLLOWED_IDS_QUERY,
  LIBRARY_STORY_QUERY,
  SECTION_SUMMARY_QUERY,
} from '../content/queries.js';
import type { QueryParams } from '../content/source.js';
import { STORY_TYPES, type LibraryStory } from './paths.js';

/** A published-content query through the content cache ($now added when the query uses it). */
export type LibraryQuery = <T>(groq: string, params?: QueryParams) => Promise<T>;

/** The title of the released story `story` names, or null when none is published at its path. */
export async function findStory(query: LibraryQuery, story: LibraryStory): Promise<{ title: string } | null> {
  const found = await query<LIBRARY_STORY_QUERY_RESULT>(LIBRARY_STORY_QUERY, { type: STORY_TYPES[story.kind], slug: story.slug });
  if (!found || typeof found.title !== 'string') return null;
  // An article's path names its section, an episode's its (released) podcast: another is not its page.
  if (story.kind === 'article' && found.section !== story.parent) return null;
  if (story.kind === 'episode' && found.podcast !== story.parent) return null;
  return { title: found.title };
}

/** The tag as its page looks it up: as written, or in lower case (shared with the tag page's query). */
const tagParams = (tag: string) => ({ tag, tagLower: tag.toLowerCase() });

/** The display name of the author, section or tag `slug` names, or null when there is none (a tag no released article carries). */
export async function findFollowable(query: LibraryQuery, kind: FollowKind, slug: string): Promise<string | null> {
  switch (kind) {
    case 'author': {
      const author = await query<CONTRIBUTOR_QUERY_RESULT>(CONTRIBUTOR_QUERY, { slug });
      return author ? `${author.firstName ?? ''} ${author.lastName ?? ''}`.trim() || slug : null;
    }
    case 'section': {
      const section = await query<SECTION_SUMMARY_QUERY_RESULT>(SECTION_SUMMARY_QUERY, { slug });
      return section ? section.title : null;
    }
    case 'tag': {
      // The tag page's own first-page query (cached): a tag is what a released article carries.
      const [list, holiday] = await Promise.all([
        query<ARTICLES_BY_TAG_QUERY_RESULT>(ARTICLES_BY_TAG_QUERY, { ...tagParams(slug), ...pageBounds(1) }),
        query<HOLIDAY_TITLE_BY_TAG_QUERY_RESULT>(HOLIDAY_TITLE_BY_TAG_QUERY, tagParams(slug)),
      ]);
      return list && list.total > 0 ? tagLabel(slug, typeof holiday === 'string' ? holiday : null) : null;
    }
  }
}

export interface Followed {
  authors: string[];
  sections: string[];
  tags: string[];
}

/** The newest released articles of what is followed, `[start, end)` of them, and how many there are. */
export async function loadForYou(query: LibraryQuery, followed: Followed, start: number, end: number): Promise<{ items: ArticleSummary[]; total: number }> {
  if (followed.authors.length + followed.sections.length + followed.tags.length === 0) return { items: [], total: 0 };
  const ids =
    followed.authors.length + followed.sections.length === 0
      ? { authors: [], sections: [] }
      : await query<LIBRARY_FOLLOWED_IDS_QUERY_RESULT>(LIBRARY_FOLLOWED_IDS_QUERY, { authors: followed.authors, sections: followed.sections });
  const tags = [...new Set(followed.tags.flatMap((t) => [t, t.toLowerCase()]))];
  const raw = await query<FOR_YOU_QUERY_RESULT>(FOR_YOU_QUERY, { authorIds: ids?.authors ?? [], sectionIds: ids?.sections ?? [], tags, start, end });
  return { items: articleSummaryList(raw?.items), total: raw?.total ?? 0 };
}
