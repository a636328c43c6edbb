/** Layout modules (front page, sections) and content tabs (sections, holidays). */
import { z } from 'zod';
import { DEFAULT_TEASER_TYPE, MAX_LAYOUT_MODULE_ARTICLES } from '../constants.js';
import { lenientList, text, withDefault } from './common.js';
import { articleSummaries } from './summaries.js';

export const LayoutModuleSchema = z
  .object({
    _key: z.string(),
    title: text,
    layout: withDefault(z.string(), 'list'),
    teaserType: withDefault(z.string(), DEFAULT_TEASER_TYPE),
    articles: articleSummaries,
  })
  .transform(({ _key, articles, ...m }) => ({
    key: _key,
    ...m,
    articles: articles.slice(0, MAX_LAYOUT_MODULE_ARTICLES),
  }));
export type LayoutModule = z.output<typeof LayoutModuleSchema>;
export const layoutModules = lenientList(LayoutModuleSchema);

const ContentTabSchema = z
  .object({ _key: z.string(), title: text, layout: text, articles: articleSummaries })
  .transform(({ _key, ...t }) => ({ key: _key, ...t }));

export interface ContentTab {
  key: string;
  title: string;
  layout: string;
  articles: z.output<typeof articleSummaries>;
}

/** Tabs are kept only with a title, a layout and at least one (released) article (spec §5). */
export function keepContentTab(tab: z.output<typeof ContentTabSchema>): tab is ContentTab {
  return Boolean(tab.title) && Boolean(tab.layout) && tab.articles.length > 0;
}

export const contentTabs = lenientList(ContentTabSchema).transform((tabs) => tabs.filter(keepContentTab));
