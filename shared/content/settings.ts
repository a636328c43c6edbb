/**
 * Site-wide documents: global settings, navigation, front page, redirects.
 *
 * Global settings and navigation hold the frame's links, which are untrusted: server/content/
 * script-urls.ts removes every URL field that could run script before these are parsed, and the
 * schemas below drop what needed one (a menu item, a popup, the scroll call to action). Redirect
 * paths are untrusted too (an open redirect). Those three stay zod schemas; the front page is
 * normalised from its TypeGen type like the pages.
 */
import { z } from 'zod';
import type { FRONT_PAGE_QUERY_RESULT } from './sanity.types.js';
import { defaulted, flag, image, imageSchema, lenient, lenientList, text } from './common.js';
import { layoutModules } from './modules.js';
import { holidaySummary, type HolidaySummary } from './summaries.js';
import { sectionUrl } from './urls.js';

const imageField = lenient(imageSchema);
const Popup = <T extends z.ZodRawShape>(shape: T) => lenient(z.object({ isActive: flag, ...shape }));

export const GlobalSettingsSchema = z.object({
  siteName: z.string(),
  tagline: text,
  membershipLink: text,
  appButtonText: text,
  appButtonLink: text,
  encyclopediaLink: text,
  sectionScrollCallToAction: lenient(z.object({ text: z.string(), link: z.string() })),
  donationPopup: Popup({
    title: z.string(),
    description: z.string(),
    link: z.string(),
    amounts: lenientList(z.number()),
  }),
  emailSignUpPopup: Popup({
    title: z.string(),
    description: z.string(),
    newsletterSubscribeLink: z.string(),
    successResponse: z.string(),
  }),
  sectionPageOrder: lenientList(z.object({ title: z.string(), slug: z.string() }).transform((s) => ({ ...s, url: sectionUrl(s.slug) }))),
  blackoutImage: imageField,
  defaultShareImage: imageField,
  social: defaulted(z.object({ twitter: text, facebook: text, instagram: text })),
});
export type GlobalSettings = z.output<typeof GlobalSettingsSchema>;

const MenuItem = z
  .object({ _key: z.string(), text: z.string(), url: z.string() })
  .transform(({ _key, ...m }) => ({ key: _key, ...m }));

export const NavigationSchema = defaulted(
  z.object({
    mainMenu: lenientList(MenuItem),
    secondaryMenu: lenientList(MenuItem),
  }),
);
export type Navigation = z.output<typeof NavigationSchema>;

/** Only same-site paths survive, so a bad redirect document can never make an open redirect. */
const sitePath = z.string().regex(/^\/(?![/\\])[^\s]*$/);
export const RedirectsSchema = lenientList(z.object({ from: sitePath, to: sitePath }));
export type Redirect = { from: string; to: string };

export function normaliseFrontPage(raw: NonNullable<FRONT_PAGE_QUERY_RESULT>) {
  const holiday: HolidaySummary | undefined = raw.holiday ? holidaySummary(raw.holiday) : undefined;
  return {
    id: raw._id,
    title: raw.title,
    releaseDate: raw.releaseDate,
    modules: layoutModules(raw.modules),
    holiday,
    featuredImage: image(raw.featuredImage),
    featuredLink: raw.featuredLink ?? undefined,
    showTagline: raw.showTagline ?? false,
    taglineText: raw.taglineText ?? undefined,
  };
}
export type FrontPage = ReturnType<typeof normaliseFrontPage>;
