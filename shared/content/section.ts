/** Section. */
import { DEFAULT_SECTION_SIDE_NAV_ORDER } from '../constants.js';
import type { SECTION_QUERY_RESULT, SECTIONS_QUERY_RESULT } from './sanity.types.js';
import { image, normaliserSchema, seo, type Item } from './common.js';
import { contentTabs, layoutModules } from './modules.js';
import { sectionUrl } from './urls.js';

/** Side-nav and listing fields only (the SECTION_SUMMARY projection). */
export function sectionSummary(raw: Item<SECTIONS_QUERY_RESULT>) {
  return {
    id: raw._id,
    title: raw.title,
    slug: raw.slug,
    description: raw.description ?? undefined,
    sideNavOrder: raw.sideNavOrder ?? DEFAULT_SECTION_SIDE_NAV_ORDER,
    hideInSideNav: raw.hideInSideNav ?? false,
    url: sectionUrl(raw.slug),
  };
}
export type SectionSummary = ReturnType<typeof sectionSummary>;

/** The section summary as a schema, for server/content/root.ts (the frame's data), which parses with schemas. */
export const SectionSummarySchema = normaliserSchema(sectionSummary, 'section');

export function normaliseSection(raw: NonNullable<SECTION_QUERY_RESULT>) {
  return {
    id: raw._id,
    type: raw._type ?? 'section',
    title: raw.title,
    slug: raw.slug,
    description: raw.description ?? undefined,
    images: { dark: image(raw.images?.dark), light: image(raw.images?.light), blue: image(raw.images?.blue) },
    modules: layoutModules(raw.modules),
    sideNavOrder: raw.sideNavOrder ?? DEFAULT_SECTION_SIDE_NAV_ORDER,
    hideInSideNav: raw.hideInSideNav ?? false,
    seo: seo(raw.seo),
    contentTabs: contentTabs(raw.contentTabs),
    url: sectionUrl(raw.slug),
  };
}
export type Section = ReturnType<typeof normaliseSection>;

/** Side navigation: visible sections by sideNavOrder, then title (stable for equal orders). */
export function sideNavSections(sections: SectionSummary[]): SectionSummary[] {
  return sections
    .filter((s) => !s.hideInSideNav)
    .sort((a, b) => a.sideNavOrder - b.sideNavOrder || a.title.localeCompare(b.title));
}
