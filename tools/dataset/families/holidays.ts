/** Holiday pages: dates of the 5787 cycle, artwork, story groups, content tabs and recipes. */
import type { ContentTab, HolidayDocument, StoryGroup } from '../schema.js';
import { DATASET_DATE, DAY, utc } from '../dates.js';
import { base, ref, refs, slug } from '../docs.js';
import { image, type Commission, type ImageLibrary } from '../images/library.js';
import { markdownish } from '../portable.js';
import { Rng } from '../prng.js';
import { HOLIDAYS } from '../text/holidays.js';
import type { ArticleSet } from '../articles/index.js';
import type { ArticlePlan } from '../articles/plan.js';
import { holidayId, type RecipeSet } from './recipes.js';

/**
 * Every holiday's banner (the home page's promo and the top of its page) and illustrations are
 * its own, drawn for it: no two holidays, and no front page or collection, share a picture.
 */
export function holidayArt(): Commission[] {
  return HOLIDAYS.flatMap((h) => [
    { key: `${holidayId(h.slug)}:banner`, kind: 'banner', width: 1800, height: 600, subject: `${h.title} banner` },
    { key: `${holidayId(h.slug)}:heroIllustration`, kind: 'square', width: 1200, height: 1200, subject: `${h.title} illustration` },
    { key: `${holidayId(h.slug)}:heroIllustrationMobile`, kind: 'portrait', width: 960, height: 1200, subject: `${h.title} mobile illustration` },
  ]);
}

export function buildHolidays(images: ImageLibrary, articles: ArticleSet, recipes: RecipeSet): HolidayDocument[] {
  const rng = Rng.from('holidays');
  return HOLIDAYS.map((h, i) => {
    const about = articles.live.find((p) => p.guide && p.holiday?.slug === h.slug);
    const tagged = articles.live.filter((p) => p.tags.includes(h.slug) && !p.guide && p.section.slug !== 'food');
    const food = [
      ...articles.live.filter((p) => p.section.slug === 'food' && p.tags.includes(h.slug)),
      ...articles.live.filter((p) => p.section.slug === 'food').slice(i * 4, i * 4 + 12),
    ].filter((p, k, all) => all.findIndex((q) => q.id === p.id) === k);
    const ids = (list: readonly ArticlePlan[]): string[] => list.map((p) => p.id);
    const keys = (): string => rng.key();
    const group = (title: string, list: readonly ArticlePlan[]): StoryGroup => ({ _type: 'storyGroup', title, articles: refs(ids(list), keys) });

    const tabs: ContentTab[] = [
      { _type: 'contentTab', _key: rng.key(), title: 'Latest', layout: 'grid', articles: refs(ids(tagged.slice(0, 6)), keys) },
      { _type: 'contentTab', _key: rng.key(), title: 'From the Archive', layout: 'list', articles: refs(ids(tagged.slice(-5)), keys) },
      { _type: 'contentTab', _key: rng.key(), title: 'At the Table', layout: 'carousel', articles: refs(ids(food.slice(0, 5)), keys) },
    ];
    // Tabs the page must drop (a tab needs a title, a layout and at least one article).
    if (h.slug === 'rosh-hashanah') {
      tabs.push({ _type: 'contentTab', _key: rng.key(), layout: 'grid', articles: refs(ids(tagged.slice(6, 9)), keys) });
      tabs.push({ _type: 'contentTab', _key: rng.key(), title: 'Coming Soon', layout: 'list', articles: [] });
    }
    if (h.slug === 'passover') tabs.push({ _type: 'contentTab', _key: rng.key(), title: 'Seder Guides', layout: 'grid', articles: [] });
    if (h.slug === 'hanukkah') tabs.push({ _type: 'contentTab', _key: rng.key(), title: 'Eight Nights', articles: refs(ids(tagged.slice(1, 4)), keys) });

    const doc: HolidayDocument = {
      ...base(holidayId(h.slug), 'holiday', utc(2016, 1, 10) + i * 14 * DAY, DATASET_DATE - (i + 1) * 3 * DAY),
      title: h.title,
      slug: slug(h.slug),
      startDate: h.startDate,
      endDate: h.endDate,
      banner: image(images.commissioned(`${holidayId(h.slug)}:banner`), { alt: `${h.title} banner illustration` }),
      heroIllustration: image(images.commissioned(`${holidayId(h.slug)}:heroIllustration`), { alt: `${h.title} illustration` }),
      heroIllustrationMobile: image(images.commissioned(`${holidayId(h.slug)}:heroIllustrationMobile`), { alt: `${h.title} illustration` }),
      tag: h.slug,
      featuredArticles: refs(ids(tagged.slice(0, 4)), keys),
      briefDescription: h.brief,
      detailedDescription: markdownish(rng, h.detailed),
      relatedRecipes: refs((recipes.byHoliday.get(h.slug) ?? []).slice(0, 6), keys),
      contentTabs: tabs,
      storyGroupOne: group('Essential Reading', tagged.slice(0, 4)),
      storyGroupTwo: group('Voices', tagged.slice(4, 8)),
      storyGroupThree: group('From the Archive', tagged.slice(-4)),
      seo: { _type: 'seo', title: `${h.title} ${h.startDate.slice(0, 4)}: Guides, Essays and Recipes`, description: h.brief },
    };
    if (tagged[0]) doc.featuredArticle = ref(tagged[0].id);
    if (about) doc.aboutHolidayArticle = ref(about.id);
    if (!doc.relatedRecipes?.length) delete doc.relatedRecipes;
    return doc;
  });
}
