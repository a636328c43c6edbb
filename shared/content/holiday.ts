/** Holiday page. Content tabs are kept only with a title, a layout and an article (see modules.ts). */
import type { HOLIDAY_QUERY_RESULT } from './sanity.types.js';
import { image, portableText, seo } from './common.js';
import { contentTabs } from './modules.js';
import { articleSummary, articleSummaryList, recipeSummaryList } from './summaries.js';
import { holidayUrl } from './urls.js';

type RawHoliday = NonNullable<HOLIDAY_QUERY_RESULT>;

function storyGroup(raw: RawHoliday['storyGroupOne']) {
  return raw ? { title: raw.title, articles: articleSummaryList(raw.articles) } : undefined;
}

export function normaliseHoliday(raw: RawHoliday) {
  return {
    id: raw._id,
    title: raw.title,
    slug: raw.slug,
    startDate: raw.startDate,
    endDate: raw.endDate,
    banner: image(raw.banner),
    heroIllustration: image(raw.heroIllustration),
    heroIllustrationMobile: image(raw.heroIllustrationMobile),
    tag: raw.tag ?? undefined,
    featuredArticle: raw.featuredArticle ? articleSummary(raw.featuredArticle) : undefined,
    featuredArticles: articleSummaryList(raw.featuredArticles),
    briefDescription: raw.briefDescription ?? undefined,
    detailedDescription: portableText(raw.detailedDescription),
    aboutHolidayArticle: raw.aboutHolidayArticle ? articleSummary(raw.aboutHolidayArticle) : undefined,
    relatedRecipes: recipeSummaryList(raw.relatedRecipes),
    contentTabs: contentTabs(raw.contentTabs),
    storyGroupOne: storyGroup(raw.storyGroupOne),
    storyGroupTwo: storyGroup(raw.storyGroupTwo),
    storyGroupThree: storyGroup(raw.storyGroupThree),
    seo: seo(raw.seo),
    url: holidayUrl(raw.slug),
  };
}
export type Holiday = ReturnType<typeof normaliseHoliday>;
