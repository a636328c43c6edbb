/**
 * The stories a member saves and reads, named by their canonical site paths (shared/content/urls.ts):
 * an article under its section, a feature, a recipe, a podcast episode under its podcast. Anything
 * else (a section, a tag, a legacy URL, another site) is no story of the library.
 */
import type { StoryKind } from '../../shared/library.js';
import { SLUG_PATTERN } from '../../shared/validation.js';

/** The longest path the tables keep (saved_stories, reading_history: CHECK length(path) <= 300). */
export const PATH_MAX_LENGTH = 300;

export interface LibraryStory {
  kind: StoryKind;
  slug: string;
  /** The section an article's path names, the podcast an episode's names. */
  parent?: string;
}

/** The content type of each kind (the Studio's document types). */
export const STORY_TYPES: Readonly<Record<StoryKind, string>> = {
  article: 'article',
  feature: 'featureArticle',
  recipe: 'recipeArticle',
  episode: 'podcastEpisode',
};

const SLUG = SLUG_PATTERN.source.slice(1, -1);
const PATTERNS: readonly [StoryKind, RegExp][] = [
  ['article', new RegExp(`^/sections/(${SLUG})/articles/(${SLUG})$`)],
  ['feature', new RegExp(`^/feature/(${SLUG})$`)],
  ['recipe', new RegExp(`^/recipes/(${SLUG})$`)],
  ['episode', new RegExp(`^/podcasts/(${SLUG})/(${SLUG})$`)],
];

/** The story `path` names, or null when it is not a story's canonical path. */
export function parseStoryPath(path: string): LibraryStory | null {
  if (path.length > PATH_MAX_LENGTH) return null;
  for (const [kind, pattern] of PATTERNS) {
    const m = pattern.exec(path);
    if (!m) continue;
    return m.length === 3 ? { kind, slug: m[2], parent: m[1] } : { kind, slug: m[1] };
  }
  return null;
}

/** The kind of a stored path (every stored path parsed when it was saved or read). */
export function storyKind(path: string): StoryKind {
  return parseStoryPath(path)?.kind ?? 'article';
}
