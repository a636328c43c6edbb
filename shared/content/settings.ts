/** Site-wide documents (spec §3): global settings, navigation, front page, redirects. */
import { z } from 'zod';
import { SectionRefSchema, defaulted, flag, image, lenient, lenientList, text } from './common.js';
import { layoutModules } from './modules.js';
import { HolidaySummarySchema } from './summaries.js';
import { sectionUrl } from './urls.js';

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
  sectionPageOrder: lenientList(SectionRefSchema.transform((s) => ({ ...s, url: sectionUrl(s.slug) }))),
  blackoutImage: image,
  defaultShareImage: image,
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

export const FrontPageSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    releaseDate: z.string(),
    modules: layoutModules,
    holiday: lenient(HolidaySummarySchema),
    featuredImage: image,
    featuredLink: text,
    showTagline: flag,
    taglineText: text,
  })
  .transform(({ _id, ...f }) => ({ id: _id, ...f }));
export type FrontPage = z.output<typeof FrontPageSchema>;

/** Only same-site paths survive, so a bad redirect document can never make an open redirect. */
const sitePath = z.string().regex(/^\/(?![/\\])[^\s]*$/);
export const RedirectsSchema = lenientList(z.object({ from: sitePath, to: sitePath }));
export type Redirect = { from: string; to: string };

