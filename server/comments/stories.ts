/**
 * The stories members comment under (docs/features/comments.md): an article, a feature, a recipe or
 * a podcast episode, named by its canonical site path (shared/content/urls.ts). A thread is keyed by
 * that path; the story's facts (premium, closed to comments) come from the published content.
 */
import { STORY_SLUG_SOURCE } from '../../shared/validation.js';
import { storyAccess, type StoryAccess } from '../members/access.js';
import { COMMENT_ARTICLE_QUERY, COMMENT_EPISODE_QUERY, COMMENT_FEATURE_QUERY, COMMENT_RECIPE_QUERY } from '../content/queries.js';
import type { QueryParams } from '../content/source.js';

export type CommentStoryKind = 'article' | 'feature' | 'recipe' | 'episode';

export interface StoryPath {
  kind: CommentStoryKind;
  slug: string;
  /** An article's section, an episode's podcast: checked against the story's own. */
  parent?: string;
}

/** The longest path a thread may have (comments.path's CHECK). */
export const STORY_PATH_MAX = 300;

const SEG = STORY_SLUG_SOURCE;
const PATTERNS: [CommentStoryKind, RegExp][] = [
  ['article', new RegExp(`^/sections/(${SEG})/articles/(${SEG})$`)],
  ['feature', new RegExp(`^/feature/()(${SEG})$`)],
  ['recipe', new RegExp(`^/recipes/()(${SEG})$`)],
  ['episode', new RegExp(`^/podcasts/(${SEG})/(${SEG})$`)],
];

/** The story a path names by its form, or null when it is not a story's canonical path. */
export function parseStoryPath(path: unknown): StoryPath | null {
  if (typeof path !== 'string' || path.length > STORY_PATH_MAX) return null;
  for (const [kind, pattern] of PATTERNS) {
    const m = pattern.exec(path);
    if (m) return { kind, slug: m[2]!, ...(m[1] ? { parent: m[1] } : {}) };
  }
  return null;
}

export interface CommentStory {
  path: string;
  access: StoryAccess;
  /** The Studio's "Comments off" switch. */
  commentsOff: boolean;
}

const QUERIES: Record<CommentStoryKind, string> = {
  article: COMMENT_ARTICLE_QUERY,
  feature: COMMENT_FEATURE_QUERY,
  recipe: COMMENT_RECIPE_QUERY,
  episode: COMMENT_EPISODE_QUERY,
};

type Row = { isPremium?: boolean | null; commentsOff?: boolean | null; parent?: string | null } | null;

/** The released story at `path`, or null (not a story path, no such story, or under another section or podcast). */
export async function findStory(query: <T>(groq: string, params?: QueryParams) => Promise<T>, path: string): Promise<CommentStory | null> {
  const parsed = parseStoryPath(path);
  if (!parsed) return null;
  const row = await query<Row>(QUERIES[parsed.kind], { slug: parsed.slug });
  if (!row) return null;
  if (parsed.parent !== undefined && row.parent !== parsed.parent) return null;
  return { path, access: storyAccess(row), commentsOff: row.commentsOff === true };
}
