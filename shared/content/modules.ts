/** Layout modules (front page, sections) and content tabs (sections, holidays). */
import { DEFAULT_TEASER_TYPE, MAX_LAYOUT_MODULE_ARTICLES } from '../constants.js';
import type { SECTION_QUERY_RESULT } from './sanity.types.js';
import { listOf, type Item } from './common.js';
import { articleSummaryList, type ArticleSummary } from './summaries.js';

type RawSection = NonNullable<SECTION_QUERY_RESULT>;
type RawModule = Item<RawSection['modules']>;
type RawContentTab = Item<RawSection['contentTabs']>;

export function layoutModule(raw: RawModule) {
  const layout: string = raw.layout ?? 'list';
  return {
    key: raw._key,
    title: raw.title ?? undefined,
    layout,
    teaserType: raw.teaserType ?? DEFAULT_TEASER_TYPE,
    articles: articleSummaryList(raw.articles).slice(0, MAX_LAYOUT_MODULE_ARTICLES),
  };
}
export type LayoutModule = ReturnType<typeof layoutModule>;

export const layoutModules = (raw: readonly (RawModule | null)[] | null | undefined): LayoutModule[] => listOf(raw, layoutModule);

function contentTab(raw: RawContentTab) {
  const layout: string | undefined = raw.layout ?? undefined;
  return { key: raw._key, title: raw.title ?? undefined, layout, articles: articleSummaryList(raw.articles) };
}

export interface ContentTab {
  key: string;
  title: string;
  layout: string;
  articles: ArticleSummary[];
}

/** Tabs are kept only with a title, a layout and at least one (released) article. */
export function keepContentTab(tab: { key: string; title?: string; layout?: string; articles: ArticleSummary[] }): tab is ContentTab {
  return Boolean(tab.title) && Boolean(tab.layout) && tab.articles.length > 0;
}

export const contentTabs = (raw: readonly (RawContentTab | null)[] | null | undefined): ContentTab[] =>
  listOf(raw, contentTab).filter(keepContentTab);
