/** Section (spec §3). */
import { z } from 'zod';
import { DEFAULT_SECTION_SIDE_NAV_ORDER } from '../constants.js';
import { SeoSchema, defaulted, flag, image, text, withDefault } from './common.js';
import { contentTabs, layoutModules } from './modules.js';
import { sectionUrl } from './urls.js';

/** Side-nav and listing fields only (the SECTION_SUMMARY projection). */
export const SectionSummarySchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    slug: z.string(),
    description: text,
    sideNavOrder: withDefault(z.number(), DEFAULT_SECTION_SIDE_NAV_ORDER),
    hideInSideNav: flag,
  })
  .transform(({ _id, ...s }) => ({ id: _id, ...s, url: sectionUrl(s.slug) }));
export type SectionSummary = z.output<typeof SectionSummarySchema>;

export const SectionSchema = z
  .object({
    _id: z.string(),
    _type: withDefault(z.string(), 'section'),
    title: z.string(),
    slug: z.string(),
    description: text,
    images: defaulted(z.object({ dark: image, light: image, blue: image })),
    modules: layoutModules,
    sideNavOrder: withDefault(z.number(), DEFAULT_SECTION_SIDE_NAV_ORDER),
    hideInSideNav: flag,
    seo: SeoSchema,
    contentTabs,
  })
  .transform(({ _id, _type, ...s }) => ({ id: _id, type: _type, ...s, url: sectionUrl(s.slug) }));
export type Section = z.output<typeof SectionSchema>;

/** Side navigation: visible sections by sideNavOrder, then title (stable for equal orders). */
export function sideNavSections(sections: SectionSummary[]): SectionSummary[] {
  return sections
    .filter((s) => !s.hideInSideNav)
    .sort((a, b) => a.sideNavOrder - b.sideNavOrder || a.title.localeCompare(b.title));
}
