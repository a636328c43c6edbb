/** Base data of every page (RootData): settings, navigation, side-nav sections, footer block. */
import { RECENT_PER_SECTION, RECENT_SECTIONS } from '../../shared/constants.js';
import { lenientList } from '../../shared/content/common.js';
import type { RecentSection, RootData } from '../../shared/content/pages.js';
import { SectionSummarySchema, sideNavSections, type SectionSummary } from '../../shared/content/section.js';
import { GlobalSettingsSchema, NavigationSchema } from '../../shared/content/settings.js';
import { articleLinks } from '../../shared/content/summaries.js';
import type { ImageConfig } from '../../shared/images.js';
import {
  ARTICLE_LINKS_QUERY,
  GLOBAL_SETTINGS_QUERY,
  NAVIGATION_QUERY,
  RECENT_ARTICLE_IDS_QUERY,
  SECTIONS_QUERY,
} from './queries.js';
import { parseDocument, type ContentRequest } from './pages/context.js';
import { withoutScriptUrls } from './script-urls.js';

type Query = Pick<ContentRequest, 'query'>;

/** The footer block: RECENT_PER_SECTION newest articles of each RECENT_SECTIONS section that exists. */
async function recentBySection(ctx: Query, sections: SectionSummary[]): Promise<RecentSection[]> {
  const listed = RECENT_SECTIONS.flatMap((slug) => sections.filter((s) => s.slug === slug));
  const rows = await ctx.query<{ _id: string; section: string }[]>(RECENT_ARTICLE_IDS_QUERY, {
    sectionIds: listed.map((s) => s.id),
  });
  const picked = new Map<string, string[]>(listed.map((s) => [s.id, []]));
  for (const row of rows) {
    const ids = picked.get(row.section);
    if (ids && ids.length < RECENT_PER_SECTION) ids.push(row._id);
  }
  const ids = [...picked.values()].flat();
  const summaries = ids.length ? articleLinks.parse(await ctx.query<unknown>(ARTICLE_LINKS_QUERY, { ids })) : [];
  const byId = new Map(summaries.map(({ id, title, slug, url }) => [id, { title, slug, url }]));
  return listed.map((s) => ({
    section: { title: s.title, slug: s.slug, url: s.url },
    articles: (picked.get(s.id) ?? []).flatMap((id) => byId.get(id) ?? []),
  }));
}

export async function loadRootData(ctx: Query, images: ImageConfig): Promise<RootData> {
  const [rawSettings, rawNavigation, rawSections] = await Promise.all([
    ctx.query<unknown>(GLOBAL_SETTINGS_QUERY),
    ctx.query<unknown>(NAVIGATION_QUERY),
    ctx.query<unknown>(SECTIONS_QUERY),
  ]);
  // Base data is required by every page: without it the page fails (a 500, or 503 with the source down).
  if (!rawSettings) throw new Error('Could not load globalSettings');
  const settings = parseDocument(GlobalSettingsSchema, withoutScriptUrls(rawSettings), 'globalSettings');
  const sections = lenientList(SectionSummarySchema).parse(rawSections);
  return {
    siteName: settings.siteName,
    settings,
    navigation: NavigationSchema.parse(withoutScriptUrls(rawNavigation)),
    sections: sideNavSections(sections),
    recentBySection: await recentBySection(ctx, sections),
    images,
  };
}
