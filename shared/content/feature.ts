/** Feature article page: a long-form article with its own colours and hero. */
import { z } from 'zod';
import { DEFAULT_PROGRESS_BAR_COLOR } from '../constants.js';
import type { FEATURE_ARTICLE_QUERY_RESULT } from './sanity.types.js';
import { authorRefs, image, oneOf, sectionRef, seo } from './common.js';
import { normaliseBlocks } from './blocks.js';
import { featureUrl } from './urls.js';

/**
 * Colours are written into the page's inline styles: only a hex colour is one (editors type them,
 * and anything else, `red; background: url(…)` included, is left out).
 */
const HexColor = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i);
const color = (value: string | null): string | undefined => (HexColor.safeParse(value).success ? (value as string) : undefined);

export function normaliseFeatureArticle(raw: NonNullable<FEATURE_ARTICLE_QUERY_RESULT>) {
  const releaseDate = raw.releaseDate ?? undefined;
  return {
    id: raw._id,
    title: raw.title,
    slug: raw.slug,
    isPremium: raw.isPremium ?? false,
    showBadgeCaption: raw.showBadgeCaption ?? false,
    badgeCaption: raw.badgeCaption ?? undefined,
    hideHeadline: raw.hideHeadline ?? false,
    dek: raw.dek ?? undefined,
    authors: authorRefs(raw.authors),
    section: raw.section ? sectionRef(raw.section) : undefined,
    releaseDate,
    heroImage: image(raw.heroImage),
    mobileHeroImage: image(raw.mobileHeroImage),
    useArticleHeaderHero: raw.useArticleHeaderHero ?? false,
    isHighDefImage: raw.isHighDefImage ?? false,
    featuredContent: {
      featuredImage: image(raw.featuredContent?.featuredImage),
      featuredQuote: raw.featuredContent?.featuredQuote ?? undefined,
      featuredFact: raw.featuredContent?.featuredFact ?? undefined,
    },
    body: normaliseBlocks(raw.body),
    seo: seo(raw.seo),
    backgroundColor: color(raw.backgroundColor),
    progressBarColor: color(raw.progressBarColor) ?? DEFAULT_PROGRESS_BAR_COLOR,
    bodyTextColor: color(raw.bodyTextColor),
    footerLogoTheme: oneOf(raw.footerLogoTheme, ['dark', 'light'], 'dark'),
    hideContinueReading: raw.hideContinueReading ?? false,
    url: featureUrl(raw.slug),
    date: releaseDate ?? raw._createdAt,
  };
}
export type FeatureArticle = ReturnType<typeof normaliseFeatureArticle>;
