/** Feature article page (spec §3): a long-form article with its own colours and hero. */
import { z } from 'zod';
import { DEFAULT_PROGRESS_BAR_COLOR } from '../constants.js';
import { AuthorRefSchema, SectionRefSchema, SeoSchema, defaulted, flag, image, lenientList, text, withDefault } from './common.js';
import { blocks } from './blocks.js';
import { featureUrl } from './urls.js';

const hex = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i);

export const FeatureArticleSchema = z
  .object({
    _id: z.string(),
    _createdAt: z.string(),
    title: z.string(),
    slug: z.string(),
    isPremium: flag,
    showBadgeCaption: flag,
    badgeCaption: text,
    hideHeadline: flag,
    dek: text,
    authors: lenientList(AuthorRefSchema),
    section: SectionRefSchema.nullish().transform((s) => s ?? undefined),
    releaseDate: text,
    heroImage: image,
    mobileHeroImage: image,
    useArticleHeaderHero: flag,
    isHighDefImage: flag,
    featuredContent: defaulted(z.object({ featuredImage: image, featuredQuote: text, featuredFact: text })),
    body: blocks,
    seo: SeoSchema,
    backgroundColor: hex.nullish().catch(undefined).transform((v) => v ?? undefined),
    progressBarColor: hex.nullish().catch(undefined).transform((v) => v ?? DEFAULT_PROGRESS_BAR_COLOR),
    bodyTextColor: hex.nullish().catch(undefined).transform((v) => v ?? undefined),
    footerLogoTheme: withDefault(z.enum(['dark', 'light']).catch('dark'), 'dark'),
    hideContinueReading: flag,
  })
  .transform(({ _id, _createdAt, ...f }) => ({
    id: _id,
    ...f,
    url: featureUrl(f.slug),
    date: f.releaseDate ?? _createdAt,
  }));
export type FeatureArticle = z.output<typeof FeatureArticleSchema>;
