/** Holiday page (spec §3). Content tabs are filtered by the rule of spec §5 (see modules.ts). */
import { z } from 'zod';
import { SeoSchema, image, lenient, portableText, text } from './common.js';
import { contentTabs } from './modules.js';
import { ArticleSummarySchema, articleSummaries, recipeSummaries } from './summaries.js';
import { holidayUrl } from './urls.js';

const StoryGroupSchema = lenient(z.object({ title: z.string(), articles: articleSummaries }));

export const HolidaySchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    slug: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    banner: image,
    heroIllustration: image,
    heroIllustrationMobile: image,
    tag: text,
    featuredArticle: lenient(ArticleSummarySchema),
    featuredArticles: articleSummaries,
    briefDescription: text,
    detailedDescription: portableText,
    aboutHolidayArticle: lenient(ArticleSummarySchema),
    relatedRecipes: recipeSummaries,
    contentTabs,
    storyGroupOne: StoryGroupSchema,
    storyGroupTwo: StoryGroupSchema,
    storyGroupThree: StoryGroupSchema,
    seo: SeoSchema,
  })
  .transform(({ _id, ...h }) => ({ id: _id, ...h, url: holidayUrl(h.slug) }));
export type Holiday = z.output<typeof HolidaySchema>;
