/**
 * Every GROQ query the site runs, as named, parameterised constants. Both sources (Sanity and the
 * embedded dataset through groq-js) run exactly this text. Each is wrapped in `defineQuery` (groq),
 * as Sanity's starters do: an identity at run time, and the marker Sanity TypeGen looks for.
 *
 * Conventions (docs/architecture.md#content-sources-queries-and-release-dates):
 * - Release gating is in the GROQ: `$now` is the current time, or PREVIEW_DATE in preview.
 * - Filters compare `_ref == $id` instead of dereferencing with `->` (groq-js would scan the
 *   dataset once per candidate document; Sanity is faster this way too). `->` only appears in
 *   projections, on the few documents a filter has already selected.
 * - Dereferenced lists are filtered in parentheses, `(refs[]->)[...]`: without them the filter
 *   would apply to each element instead of the list.
 * - Images carry their asset's dimensions and lqip, so pages can set width/height.
 * - A projection showing fields of a referenced document carries its `_id` (an image's asset too),
 *   or where it reads only a slug, the reference's id (`"podcastId": podcast._ref`): answers are
 *   keyed on the documents they show (server/content/keys.ts), so an author's edit purges the
 *   pages naming that author, not every page. The normalisers leave the ids out of page data.
 * - Paginated lists answer `{items, total}` in one query, sliced with `[$start...$end]`.
 */
import { defineQuery } from 'groq';
import { MAX_COLLECTIONS, MAX_LAYOUT_MODULE_ARTICLES } from '../../shared/constants.js';

// ----- fragments --------------------------------------------------------------------------------

const RELEASED = `(!defined(releaseDate) || releaseDate <= $now)`;
/** Published documents only (the embedded dataset holds drafts beside them, as Sanity does). */
const NOT_DRAFT = `!(_id in path("drafts.**"))`;
/** For dereferenced documents: dangling references (null) are dropped too. */
const RELEASED_REF = `defined(_id) && ${RELEASED}`;
const BY_DATE = `order(coalesce(releaseDate, _createdAt) desc, _id asc)`;
const EPISODE_DATE = `coalesce(releaseDate, date, _createdAt)`;

const IMAGE = `{
  "id": asset._ref, alt, caption, credit, crop, hotspot,
  "asset": asset->{
    _id, url,
    "width": metadata.dimensions.width,
    "height": metadata.dimensions.height,
    "aspectRatio": metadata.dimensions.aspectRatio,
    "lqip": metadata.lqip
  }
}`;
const SEO = `"seo": seo{ title, description, "image": image${IMAGE} }`;
const AUTHOR_REF = `{ _id, firstName, lastName, "slug": slug.current }`;
const SECTION_REF = `{ _id, title, "slug": slug.current }`;

const ARTICLE_SUMMARY = `{
  _id, _createdAt, releaseDate, title, "slug": slug.current, isPremium,
  "excerpt": meta.excerpt, "dek": hero.dek,
  "authors": meta.authors[]->${AUTHOR_REF},
  "section": section->${SECTION_REF},
  "image": coalesce(featuredContent.featuredImage, hero.heroImage)${IMAGE}
}`;
const articleRefs = (field: string) => `(${field}[]->)[${RELEASED_REF}]${ARTICLE_SUMMARY}`;
/** One reference, gated: filters need an array, hence the one-element array. */
const articleRef = (field: string) => `([${field}][]->)[${RELEASED_REF}][0]${ARTICLE_SUMMARY}`;

const RECIPE_SUMMARY = `{
  _id, _createdAt, releaseDate, title, "slug": slug.current,
  "brief": meta.brief, "categories": meta.categories,
  "authors": meta.authors[]->${AUTHOR_REF},
  "image": coalesce(featuredImage, heroImage)${IMAGE}
}`;
const recipeRefs = (field: string) => `(${field}[]->)[${RELEASED_REF}]${RECIPE_SUMMARY}`;

const HOLIDAY_SUMMARY_FIELDS = `
  _id, title, "slug": slug.current, startDate, endDate, briefDescription,
  "banner": banner${IMAGE}, "heroIllustration": heroIllustration${IMAGE}`;
const HOLIDAY_SUMMARY = `{${HOLIDAY_SUMMARY_FIELDS}}`;
const SECTION_SUMMARY = `{ _id, title, "slug": slug.current, description, sideNavOrder, hideInSideNav }`;
const AUTHOR_SUMMARY = `{ _id, firstName, lastName, "slug": slug.current, "image": image${IMAGE} }`;
const PODCAST_LINKS = `{
  _id, title, "slug": slug.current, "image": image${IMAGE},
  applePodcastLink, spotifyPodcastLink, amazonPodcastLink, amazonPodcastText, rssLink, subscribeLink
}`;
const PODCAST = `{
  _id, _createdAt, title, "slug": slug.current, date, releaseDate, dek, description, credits,
  subscribeLink, spotifyPodcastLink, applePodcastLink, rssLink, amazonPodcastLink, amazonPodcastText,
  chronologicalOrder, "image": image${IMAGE}, ${SEO}
}`;
const EPISODE_SUMMARY = `{
  _id, _createdAt, releaseDate, date, title, "slug": slug.current, dek, "image": image${IMAGE},
  "podcast": podcast->${SECTION_REF}
}`;
/** An episode as a podcast player block needs it (shared/content/blocks.ts). */
const PLAYER_EPISODE = `{
  title, "slug": slug.current, description, releaseDate, date,
  "audio": content[_type == "podcastAudio"][0]{ podcastAudioLink, durationSeconds },
  "podcast": podcast->${PODCAST_LINKS}
}`;
const BODY = `[]{
  ...,
  _type == "insetImage" => { "image": image${IMAGE} },
  _type == "imageCarousel" => { "images": images[]${IMAGE} },
  _type == "podcastPlayer" => { "episode": episode->${PLAYER_EPISODE} }
}`;
const MODULE = `{
  _key, title, layout, teaserType,
  "articles": (articles[]->)[${RELEASED_REF}][0...${MAX_LAYOUT_MODULE_ARTICLES}]${ARTICLE_SUMMARY}
}`;
const CONTENT_TAB = `{ _key, title, layout, "articles": ${articleRefs('articles')} }`;

const ARTICLE_FIELDS = `
  _id, _type, title, "slug": slug.current, isPremium, showBadgeCaption, badgeCaption,
  "section": section->{ _id, title, "slug": slug.current },
  "collection": collection->${SECTION_REF},
  "column": column->${SECTION_REF},
  ${SEO}, releaseDate, _createdAt, _updatedAt, legacyPathname, hideContinueReading, teaserLink,
  "meta": {
    "authors": meta.authors[]->${AUTHOR_REF},
    "tags": meta.tags, "excerpt": meta.excerpt, "brief": meta.brief,
    "isFiction": meta.isFiction, "isHighDefImage": meta.isHighDefImage, "articleType": meta.articleType,
    "relatedRecipes": ${recipeRefs('meta.relatedRecipes')},
    "relatedRecipesDisplay": meta.relatedRecipesDisplay,
    "legacyRecipeMigration": meta.legacyRecipeMigration
  },
  "hero": hero{ heroType, dek, imageHotspots, "heroImage": heroImage${IMAGE} },
  "featuredContent": featuredContent{ featuredQuote, featuredFact, "featuredImage": featuredImage${IMAGE} },
  notes,
  "relatedArticles": ${articleRefs('relatedArticles')}`;
const ARTICLE = `{${ARTICLE_FIELDS}}`;

/** Lists of articles: one page plus the total, in one round trip. */
const articleList = (filter: string) => `{
  "items": *[_type == "article" && ${filter} && ${RELEASED}] | ${BY_DATE} [$start...$end]${ARTICLE_SUMMARY},
  "total": count(*[_type == "article" && ${filter} && ${RELEASED}])
}`;
const recipeList = (filter: string) => `{
  "items": *[_type == "recipeArticle" && ${filter} && ${RELEASED}] | ${BY_DATE} [$start...$end]${RECIPE_SUMMARY},
  "total": count(*[_type == "recipeArticle" && ${filter} && ${RELEASED}])
}`;
const episodeList = (direction: 'asc' | 'desc') => `{
  "items": *[_type == "podcastEpisode" && podcast._ref == $id && ${RELEASED}]
    | order(${EPISODE_DATE} ${direction}, _id asc) [$start...$end]${EPISODE_SUMMARY},
  "total": count(*[_type == "podcastEpisode" && podcast._ref == $id && ${RELEASED}])
}`;

// ----- site-wide ---------------------------------------------------------------------------------

export const PING_QUERY = defineQuery(`count(*[_id == "globalSettings"])`);

export const GLOBAL_SETTINGS_QUERY = defineQuery(`*[_id == "globalSettings"][0]{
  siteName, tagline, membershipLink, appButtonText, appButtonLink, encyclopediaLink,
  sectionScrollCallToAction, donationPopup, emailSignUpPopup, social,
  "sectionPageOrder": (sectionPageOrder[]->)[defined(_id)]${SECTION_REF},
  "blackoutImage": blackoutImage${IMAGE},
  "defaultShareImage": defaultShareImage${IMAGE}
}`);

export const NAVIGATION_QUERY = defineQuery(`*[_id == "navigation"][0]{
  "mainMenu": mainMenu[]{ _key, text, url },
  "secondaryMenu": secondaryMenu[]{ _key, text, url }
}`);

export const SECTIONS_QUERY = defineQuery(`*[_type == "section"] | order(title asc)${SECTION_SUMMARY}`);

export const REDIRECTS_QUERY = defineQuery(`*[_type == "redirect"]{ from, to }`);

export const HOLIDAYS_QUERY = defineQuery(`*[_type == "holiday"] | order(startDate asc)${HOLIDAY_SUMMARY}`);

/** Params: $now, $since (now minus the window), $limit. */
export const LATEST_ARTICLES_QUERY = defineQuery(`*[_type == "article" && ${RELEASED}
  && coalesce(releaseDate, _createdAt) >= $since] | ${BY_DATE} [0...$limit]${ARTICLE_SUMMARY}`);

/**
 * Recent articles by section, step 1: ids of the released articles of $sectionIds, newest first.
 * Two light queries (this, then ARTICLE_LINKS_QUERY for the few picked) instead of one
 * subquery per section: groq-js would scan the whole dataset once per section. Params: $now, $sectionIds.
 */
export const RECENT_ARTICLE_IDS_QUERY = defineQuery(`*[_type == "article" && section._ref in $sectionIds && ${RELEASED}]
  | ${BY_DATE} { _id, "section": section._ref }`);
/**
 * Article links by id, in no particular order: the footer shows only their titles, so it reads
 * no bylines or images (every page carries the keys of what the footer read). Params: $ids.
 */
export const ARTICLE_LINKS_QUERY = defineQuery(`*[_type == "article" && _id in $ids]{ _id, title, "slug": slug.current, "section": section->${SECTION_REF} }`);

// ----- front page --------------------------------------------------------------------------------

const FRONT_PAGE = `{
  _id, title, releaseDate,
  "modules": modules[]${MODULE},
  "holiday": holiday->${HOLIDAY_SUMMARY},
  "featuredImage": featuredImage${IMAGE}, featuredLink, showTagline, taglineText
}`;
/** Params: $now, rounded down to FRONT_PAGE_ROUNDING_MINUTES (server/content/time.ts). */
export const FRONT_PAGE_QUERY = defineQuery(`*[_type == "frontPage" && releaseDate <= $now] | order(releaseDate desc)[0]${FRONT_PAGE}`);
/** Preview of one front page. Params: $id, $now. */
export const FRONT_PAGE_BY_ID_QUERY = defineQuery(`*[_type == "frontPage" && _id == $id][0]${FRONT_PAGE}`);

// ----- articles ----------------------------------------------------------------------------------

/** Article by slug without its body (see ARTICLE_BODY_QUERY). Params: $slug, $now. */
export const ARTICLE_BY_SLUG_QUERY = defineQuery(`*[_type == "article" && slug.current == $slug && ${RELEASED}]
  | order(_createdAt desc)[0]${ARTICLE}`);
/** The body of the same article: players resolved, inset images with dimensions. Params: $slug, $now. */
export const ARTICLE_BODY_QUERY = defineQuery(`*[_type == "article" && slug.current == $slug && ${RELEASED}]
  | order(_createdAt desc)[0]{ "body": content.body${BODY} }`);
/** Whether an article is premium, and its body: what the premium body endpoint cuts. Params: $slug, $now. */
export const ARTICLE_PREMIUM_BODY_QUERY = defineQuery(`*[_type == "article" && slug.current == $slug && ${RELEASED}]
  | order(_createdAt desc)[0]{ isPremium, "body": content.body${BODY} }`);
/** The same for a feature article. Params: $slug, $now. */
export const FEATURE_PREMIUM_BODY_QUERY = defineQuery(`*[_type == "featureArticle" && slug.current == $slug && ${RELEASED}][0]{ isPremium, "body": body${BODY} }`);

/** A released story a member gives (server/gift-links/router.ts): its title, premium flag and (articles) section. Params: $slug, $now. */
export const GIFT_ARTICLE_QUERY = defineQuery(`*[_type == "article" && slug.current == $slug && ${RELEASED}]
  | order(_createdAt desc)[0]{ title, isPremium, "section": section->slug.current }`);
export const GIFT_FEATURE_QUERY = defineQuery(`*[_type == "featureArticle" && slug.current == $slug && ${RELEASED}][0]{ title, isPremium }`);
/**
 * A released story members comment under (server/comments/stories.ts): whether it is premium (the
 * access rule decides who may comment), whether the Studio closed it to comments, and the part of
 * its path the slug does not give (an article's section, an episode's podcast). The `_id` keys the
 * cached answer on the story (server/content/keys.ts), so the Studio's switch purges it. Params: $slug, $now.
 */
export const COMMENT_ARTICLE_QUERY = defineQuery(`*[_type == "article" && slug.current == $slug && ${RELEASED}]
  | order(_createdAt desc)[0]{ _id, isPremium, commentsOff, "parent": section->slug.current }`);
export const COMMENT_FEATURE_QUERY = defineQuery(`*[_type == "featureArticle" && slug.current == $slug && ${RELEASED}][0]{ _id, isPremium, commentsOff }`);
export const COMMENT_RECIPE_QUERY = defineQuery(`*[_type == "recipeArticle" && slug.current == $slug && ${RELEASED}]
  | order(_createdAt desc)[0]{ _id, commentsOff }`);
export const COMMENT_EPISODE_QUERY = defineQuery(`*[_type == "podcastEpisode" && slug.current == $slug && ${RELEASED}]
  | order(_createdAt desc)[0]{ _id, commentsOff, "parent": podcast->slug.current, "podcastId": podcast._ref }`);
/** A whole article by document id (design mocks). Params: $id, $now. */
export const ARTICLE_BY_ID_QUERY = defineQuery(`*[_type == "article" && _id == $id && ${RELEASED}][0]{
  ${ARTICLE_FIELDS}, "content": { "body": content.body${BODY} }
}`);
/** Where an article lives now (legacy URLs). Params: $slug, $now. */
export const ARTICLE_URL_QUERY = defineQuery(`*[_type == "article" && slug.current == $slug && ${RELEASED}]
  | order(_createdAt desc)[0]{ "slug": slug.current, "section": section->slug.current }`);
/** Newest released articles, for pages with nothing else to show. Params: $now, $limit. */
export const RECENT_ARTICLES_QUERY = defineQuery(`*[_type == "article" && ${RELEASED}] | ${BY_DATE} [0...$limit]${ARTICLE_SUMMARY}`);
/** Params: $id (section), $now, $start, $end. */
export const ARTICLES_BY_SECTION_QUERY = defineQuery(articleList(`section._ref == $id`));
/** A section page's 'Latest' list: the stories its modules do not already show. Params: $id, $exclude. */
export const SECTION_LATEST_QUERY = defineQuery(articleList(`section._ref == $id && !(_id in $exclude)`));
/** Tags as written, or in lower case (old links vary in case). Params: $tag, $tagLower, $now, $start, $end. */
export const ARTICLES_BY_TAG_QUERY = defineQuery(articleList(`($tag in meta.tags || $tagLower in meta.tags)`));
/** The title of the holiday whose tag is $tag or $tagLower (null when none is). */
export const HOLIDAY_TITLE_BY_TAG_QUERY = defineQuery(`*[_type == "holiday" && tag in [$tag, $tagLower]][0].title`);
/** Params: $id (author), $now, $start, $end. */
export const ARTICLES_BY_CONTRIBUTOR_QUERY = defineQuery(articleList(`$id in meta.authors[]._ref`));
/** Params: $id (column), $now, $start, $end. */
export const ARTICLES_BY_COLUMN_QUERY = defineQuery(articleList(`column._ref == $id`));
/** Params: $id (collection), $now, $start, $end. */
export const ARTICLES_BY_COLLECTION_QUERY = defineQuery(articleList(`collection._ref == $id`));
/** The article a recipe is printed from: it must list the recipe. Params: $slug, $recipeId, $now. */
export const ARTICLE_WITH_RECIPE_QUERY = defineQuery(`*[_type == "article" && slug.current == $slug
  && $recipeId in meta.relatedRecipes[]._ref && ${RELEASED}][0]${ARTICLE_SUMMARY}`);

/** Params: $slug, $now. */
export const FEATURE_ARTICLE_QUERY = defineQuery(`*[_type == "featureArticle" && slug.current == $slug && ${RELEASED}][0]{
  _id, _createdAt, title, "slug": slug.current, isPremium, showBadgeCaption, badgeCaption, hideHeadline, dek,
  "authors": authors[]->${AUTHOR_REF}, "section": section->${SECTION_REF}, releaseDate,
  "heroImage": heroImage${IMAGE}, "mobileHeroImage": mobileHeroImage${IMAGE}, useArticleHeaderHero, isHighDefImage,
  "featuredContent": featuredContent{ featuredQuote, featuredFact, "featuredImage": featuredImage${IMAGE} },
  "body": body${BODY}, ${SEO}, backgroundColor, progressBarColor, bodyTextColor, footerLogoTheme, hideContinueReading
}`);

/** Article or episode whose legacy pathname is $pathname. Params: $pathname, $now. */
export const LEGACY_PATHNAME_QUERY = defineQuery(`*[_type in ["article", "podcastEpisode"] && legacyPathname == $pathname && ${RELEASED}]
  | order(_createdAt desc)[0]{
    _type, "slug": slug.current, "section": section->slug.current, "podcast": podcast->slug.current, "podcastId": podcast._ref
  }`);

// ----- sections, people, collections ---------------------------------------------------------------

/** Params: $slug, $now. */
export const SECTION_QUERY = defineQuery(`*[_type == "section" && slug.current == $slug][0]{
  _id, _type, title, "slug": slug.current, description, sideNavOrder, hideInSideNav,
  "images": images{ "dark": dark${IMAGE}, "light": light${IMAGE}, "blue": blue${IMAGE} },
  "modules": modules[]${MODULE},
  "contentTabs": contentTabs[]${CONTENT_TAB},
  ${SEO}
}`);
/** Params: $slug. */
export const SECTION_SUMMARY_QUERY = defineQuery(`*[_type == "section" && slug.current == $slug][0]${SECTION_SUMMARY}`);

export const CONTRIBUTORS_QUERY = defineQuery(`*[_type == "author"] | order(lastName asc, firstName asc)${AUTHOR_SUMMARY}`);
/** Params: $slug. */
export const CONTRIBUTOR_QUERY = defineQuery(`*[_type == "author" && slug.current == $slug][0]{
  _id, firstName, lastName, "slug": slug.current, legacySlug, bio, "image": image${IMAGE}
}`);
/** Legacy author URLs may carry the old slug. Params: $slug. */
export const CONTRIBUTOR_SLUG_QUERY = defineQuery(`*[_type == "author" && (slug.current == $slug || legacySlug == $slug)]
  | order(_createdAt asc){ _id, "slug": slug.current, legacySlug }`);

/** Params: $slug. */
export const TEAM_MEMBER_QUERY = defineQuery(`*[_type == "teamMember" && slug.current == $slug][0]{
  _id, firstName, lastName, "slug": slug.current, jobTitle, "avatar": avatar${IMAGE}, bio
}`);

const COLLECTION_SUMMARY = `{ _id, title, "slug": slug.current, description, "image": image${IMAGE} }`;
/** The collections page: up to MAX_COLLECTIONS, the most recently curated first. */
export const COLLECTIONS_QUERY = defineQuery(`{
  "page": *[_id == "collectionsPage"][0]{ description },
  "collections": *[_type == "collection"] | order(_updatedAt desc)[0...${MAX_COLLECTIONS}]${COLLECTION_SUMMARY}
}`);
/** Params: $slug, $now. */
export const COLLECTION_QUERY = defineQuery(`*[_type == "collection" && slug.current == $slug][0]{
  _id, title, "slug": slug.current, description, "image": image${IMAGE},
  "featuredArticles": ${articleRefs('featuredArticles')}, ${SEO}
}`);

const COLUMN = `{
  _id, title, "slug": slug.current, description, "image": image${IMAGE},
  "author": author->${AUTHOR_SUMMARY}
}`;
export const COLUMNISTS_QUERY = defineQuery(`{
  "page": *[_id == "columnistsPage"][0]{ description },
  "columns": *[_type == "column"] | order(title asc)${COLUMN}
}`);
/** Params: $slug. */
export const COLUMN_QUERY = defineQuery(`*[_type == "column" && slug.current == $slug][0]${COLUMN}`);

// ----- holidays and recipes ----------------------------------------------------------------------

const storyGroup = (field: string) => `"${field}": ${field}{ title, "articles": ${articleRefs('articles')} }`;
/** Params: $slug, $now. */
export const HOLIDAY_QUERY = defineQuery(`*[_type == "holiday" && slug.current == $slug][0]{
  _id, title, "slug": slug.current, startDate, endDate, tag, briefDescription, detailedDescription,
  "banner": banner${IMAGE}, "heroIllustration": heroIllustration${IMAGE},
  "heroIllustrationMobile": heroIllustrationMobile${IMAGE},
  "featuredArticle": ${articleRef('featuredArticle')},
  "featuredArticles": ${articleRefs('featuredArticles')},
  "aboutHolidayArticle": ${articleRef('aboutHolidayArticle')},
  "relatedRecipes": ${recipeRefs('relatedRecipes')},
  "contentTabs": contentTabs[]${CONTENT_TAB},
  ${storyGroup('storyGroupOne')}, ${storyGroup('storyGroupTwo')}, ${storyGroup('storyGroupThree')},
  ${SEO}
}`);
/** A holiday for the recipe list, with the recipes it lists itself. Params: $slug. */
export const HOLIDAY_SUMMARY_QUERY = defineQuery(`*[_type == "holiday" && slug.current == $slug][0]{
  ${HOLIDAY_SUMMARY_FIELDS}, "recipeIds": relatedRecipes[]._ref
}`);

/** Params: $now, $start, $end. */
export const RECIPES_QUERY = defineQuery(recipeList('true'));
/** Recipes that name the holiday, or that the holiday names. Params: $id, $recipeIds, $now, $start, $end. */
export const RECIPES_BY_HOLIDAY_QUERY = defineQuery(recipeList(`($id in relatedHolidays[]._ref || _id in $recipeIds)`));
/** Params: $season (spring|summer|fall|winter), $now, $start, $end. */
export const RECIPES_BY_SEASON_QUERY = defineQuery(recipeList(
  `(($season == "spring" && spring == true) || ($season == "summer" && summer == true)
    || ($season == "fall" && fall == true) || ($season == "winter" && winter == true))`,
));
/** Params: $now. */
export const RECIPES_PAGE_QUERY = defineQuery(`*[_id == "recipesPage"][0]{
  title, description, "heroImage": heroImage${IMAGE}, "featuredRecipes": ${recipeRefs('featuredRecipes')}
}`);
/** Params: $slug, $now. */
export const RECIPE_QUERY = defineQuery(`*[_type == "recipeArticle" && slug.current == $slug && ${RELEASED}] | order(_createdAt desc)[0]{
  _id, _createdAt, _updatedAt, releaseDate, title, "slug": slug.current, ${SEO},
  "meta": {
    "authors": meta.authors[]->${AUTHOR_REF}, "recipeAuthors": meta.recipeAuthors[]->${AUTHOR_REF},
    "tags": meta.tags, "brief": meta.brief, "categories": meta.categories, "cuisine": meta.cuisine
  },
  intro, "heroImage": heroImage${IMAGE}, "featuredImage": featuredImage${IMAGE}, "body": body${BODY},
  recipeParts, recipeYield, recipeTime, note,
  "relatedArticles": ${articleRefs('relatedArticles')},
  "relatedRecipes": ${recipeRefs('relatedRecipes')},
  "relatedHolidays": (relatedHolidays[]->)[defined(_id)]${HOLIDAY_SUMMARY},
  spring, summer, fall, winter
}`);

// ----- podcasts ----------------------------------------------------------------------------------

/** The podcasts page lists the podcasts global settings name, in that order. Params: $now. */
export const PODCASTS_QUERY = defineQuery(`*[_id == "globalSettings"][0]{
  "description": podcastsPageDescription,
  "podcasts": (podcasts[]->)[${RELEASED_REF}]${PODCAST}
}`);
/** Params: $slug, $now. */
export const PODCAST_QUERY = defineQuery(`*[_type == "podcast" && slug.current == $slug && ${RELEASED}][0]${PODCAST}`);
/** Newest first. Params: $id (podcast), $now, $start, $end. */
export const EPISODES_QUERY = defineQuery(episodeList('desc'));
/** Oldest first, for podcasts with chronologicalOrder. Same params. */
export const EPISODES_CHRONOLOGICAL_QUERY = defineQuery(episodeList('asc'));
/** Params: $slug, $now. */
export const EPISODE_QUERY = defineQuery(`*[_type == "podcastEpisode" && slug.current == $slug && ${RELEASED}] | order(_createdAt desc)[0]{
  _id, _createdAt, _updatedAt, releaseDate, date, title, "slug": slug.current, dek, description,
  "content": content${BODY}, listenOn, legacyPathname, "image": image${IMAGE},
  "podcast": podcast->${PODCAST_LINKS}, ${SEO}
}`);

// ----- single pages ------------------------------------------------------------------------------

/** Params: $slug. */
export const GENERIC_PAGE_QUERY = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  title, "slug": slug.current, "blocks": blocks${BODY}, ${SEO}
}`);
export const DONATION_PAGE_QUERY = defineQuery(`*[_id == "donationPage"][0]{
  headline, bodyText, footerText, donationEmbedCode, "headerImage": headerImage${IMAGE}, ${SEO}
}`);
export const SUBSCRIPTION_PAGE_QUERY = defineQuery(`*[_id == "subscriptionPage"][0]{
  headline, sandbox, bodyText, subscriptionTiers, qaBenefits, writeToUsEmbed, newsletterEmbed,
  "bottomImage": bottomImage${IMAGE}, ${SEO}
}`);
export const ENCYCLOPEDIA_QUERY = defineQuery(`{
  "page": *[_id == "encyclopediaPage"][0]{ title, description, stickerLink, "stickerImage": stickerImage${IMAGE} },
  "terms": *[_type == "encyclopediaTerm"] | order(term asc){ _id, term, pronunciation, typeOfWord, definition, link }
}`);

// ----- search ------------------------------------------------------------------------------------

/** Text blocks with only what search reads: their kind (the paywall counts paragraphs) and their words. */
const SEARCH_BLOCKS = (field: string) => `${field}[_type == "block"]{ _type, style, listItem, "children": children[]{ text } }`;

/**
 * Every searchable document for the full-text index (server/content/search), and what it joins to:
 * articles, podcast episodes and recipes with their text, and the contributors, sections and
 * podcasts they refer to (kept as ids and joined in JS: dereferencing per row would make groq-js
 * scan the dataset once per row). Both sources run this one text, so the index is the same for the
 * embedded dataset and Sanity. Release dates are not filtered here: the index gates them per search
 * (a scheduled story appears at its time without a rebuild). Params: $ids (null for every
 * document, else only these ids: a publish webhook's document).
 */
export const SEARCH_DOCUMENTS_QUERY = defineQuery(`{
  "documents": *[_type in ["article", "podcastEpisode", "recipeArticle"] && ${NOT_DRAFT} && defined(slug.current)
    && ($ids == null || _id in $ids)]{
    _id, _type, _createdAt, releaseDate, date, title, "slug": slug.current, isPremium,
    "excerpt": meta.excerpt, "brief": meta.brief, "heroDek": hero.dek, dek,
    "tags": meta.tags, "authors": meta.authors[]._ref,
    "section": section._ref, "podcast": podcast._ref,
    "body": ${SEARCH_BLOCKS('content.body')},
    "episodeText": select(_type == "podcastEpisode" => ${SEARCH_BLOCKS('description')} + ${SEARCH_BLOCKS('content')}),
    "intro": ${SEARCH_BLOCKS('intro')},
    "ingredients": recipeParts[].ingredients[]
  },
  "authors": *[_type == "author" && ${NOT_DRAFT}]{ _id, firstName, lastName },
  "sections": *[_type == "section" && ${NOT_DRAFT}]{ _id, title, "slug": slug.current },
  "podcasts": *[_type == "podcast" && ${NOT_DRAFT}]{ _id, title, "slug": slug.current }
}`);

// ----- sitemaps and feeds (server/seo) --------------------------------------------------------------

/**
 * Sitemaps and feeds list only what a reader can open: released, published (never a draft, in
 * either source), with the fields the page needs to render. Light projections: references stay ids
 * and are joined in JS, since dereferencing per row makes groq-js scan the dataset once per row.
 */
const SEO_PUBLISHED = `${NOT_DRAFT} && defined(slug.current)`;
/** What normaliseArticle requires (a section, authors and tags): without it the article page could not render. */
const SEO_RENDERABLE_ARTICLE = `defined(section._ref) && defined(meta.authors) && defined(meta.tags)`;

/** Every released article and feature article, newest first. Params: $now. */
export const SEO_ARTICLES_QUERY = defineQuery(`*[_type in ["article", "featureArticle"] && ${RELEASED} && ${SEO_PUBLISHED}
  && (_type == "featureArticle" || ${SEO_RENDERABLE_ARTICLE})] | ${BY_DATE}{
  _id, _type, title, "slug": slug.current, "section": section._ref, releaseDate, _createdAt, _updatedAt, isPremium
}`);

/** Sections, contributors, podcasts and episodes, recipes and the single pages, by kind. Params: $now. */
export const SEO_DOCUMENTS_QUERY = defineQuery(`{
  "sections": *[_type == "section" && ${SEO_PUBLISHED}]{ _id, title, "slug": slug.current, _updatedAt },
  "authors": *[_type == "author" && ${SEO_PUBLISHED}]{ "slug": slug.current, _updatedAt },
  "podcasts": *[_type == "podcast" && ${RELEASED} && ${SEO_PUBLISHED}]{ _id, "slug": slug.current, _updatedAt },
  "episodes": *[_type == "podcastEpisode" && ${RELEASED} && ${SEO_PUBLISHED}]{
    "slug": slug.current, "podcast": podcast._ref, _updatedAt
  },
  "recipes": *[_type == "recipeArticle" && ${RELEASED} && ${SEO_PUBLISHED}]{ "slug": slug.current, _updatedAt },
  "holidays": *[_type == "holiday" && ${SEO_PUBLISHED}]{ "slug": slug.current, _updatedAt },
  "collections": *[_type == "collection" && ${SEO_PUBLISHED}]{ "slug": slug.current, _updatedAt },
  "columns": *[_type == "column" && ${SEO_PUBLISHED}]{ "slug": slug.current, _updatedAt },
  "teamMembers": *[_type == "teamMember" && ${SEO_PUBLISHED}]{ "slug": slug.current, _updatedAt },
  "pages": *[_type == "page" && ${SEO_PUBLISHED}]{ "slug": slug.current, _updatedAt },
  "singletons": *[_id in ["donationPage", "subscriptionPage", "encyclopediaPage", "collectionsPage",
    "columnistsPage", "recipesPage", "globalSettings"]]{ _id, _updatedAt },
  "frontPage": *[_type == "frontPage" && releaseDate <= $now && ${NOT_DRAFT}]
    | order(releaseDate desc)[0]{ _updatedAt, releaseDate },
  "tags": *[_type == "article" && ${RELEASED} && ${SEO_PUBLISHED} && ${SEO_RENDERABLE_ARTICLE}].meta.tags[]
}`);

const RSS_ITEM = `{
  _id, title, "slug": slug.current, releaseDate, _createdAt, _updatedAt,
  "excerpt": coalesce(meta.excerpt, hero.dek),
  "section": section->${SECTION_REF},
  "authors": meta.authors[]->${AUTHOR_REF},
  "image": coalesce(hero.heroImage, featuredContent.featuredImage){ "id": asset._ref, alt, crop, hotspot }
}`;
const rssArticles = (filter: string) => `*[_type == "article" && ${filter} && ${RELEASED} && ${SEO_PUBLISHED}
  && ${SEO_RENDERABLE_ARTICLE}] | ${BY_DATE} [0...$limit]${RSS_ITEM}`;
/** The site-wide RSS feed: the newest released articles. Params: $now, $limit. */
export const RSS_ARTICLES_QUERY = defineQuery(rssArticles('true'));
/** One section's RSS feed. Params: $id (section), $now, $limit. */
export const RSS_SECTION_ARTICLES_QUERY = defineQuery(rssArticles('section._ref == $id'));
/** The section a feed is for. Params: $slug. */
export const RSS_SECTION_QUERY = defineQuery(`*[_type == "section" && slug.current == $slug && ${NOT_DRAFT}][0]{
  _id, title, "slug": slug.current, description
}`);

// ----- podcast feeds (server/feeds) ----------------------------------------------------------------

const FEED_IMAGE = `{ "id": asset._ref, crop, hotspot, "width": asset->metadata.dimensions.width }`;

/** One podcast with every released episode, newest first. Params: $slug, $now, $limit. */
export const PODCAST_FEED_QUERY = defineQuery(`*[_type == "podcast" && slug.current == $slug && ${RELEASED} && ${NOT_DRAFT}][0]{
  _id, title, "slug": slug.current, dek, description, category, explicit, chronologicalOrder, owner,
  "image": image${FEED_IMAGE},
  "siteName": *[_id == "globalSettings"][0].siteName,
  "episodes": *[_type == "podcastEpisode" && podcast._ref == ^._id && ${RELEASED} && ${NOT_DRAFT}]
    | order(${EPISODE_DATE} desc, _id asc) [0...$limit]{
      _id, title, "slug": slug.current, dek, description, releaseDate, date, _createdAt,
      "audio": content[_type == "podcastAudio"][0]{ podcastAudioLink, durationSeconds }
    }
}`);

// ----- the legacy-hero migration on Sanity (server/content/migration) -------------------------------

/**
 * Old articles, and every draft (a draft's own _createdAt is when it was last re-created), whose
 * hero is not a reference and whose body opens with an inset image. Params: $cutoff.
 */
export const LEGACY_HERO_CANDIDATES_QUERY = defineQuery(`*[_type == "article"
  && (_createdAt < $cutoff || _id in path("drafts.**"))
  && !defined(hero.heroImage.asset._ref)
  && content.body[0]._type == "insetImage"]{
    _id, _type, _rev, _createdAt, title, hero, "content": { "body": content.body[0...1] }
  }`);
/** When the published twins of drafts were created. Params: $ids. */
export const CREATED_AT_QUERY = defineQuery(`*[_id in $ids]{ _id, _type, _createdAt }`);

// ----- newsletters ------------------------------------------------------------------------------

/** Every published newsletter (server/newsletters/): the catalogue members choose from. */
export const NEWSLETTERS_QUERY = defineQuery(`*[_type == "newsletter" && defined(slug.current) && ${NOT_DRAFT}] | order(_createdAt asc, _id asc){
  "slug": slug.current, name, description, senderName,
  "premiumOnly": premiumOnly == true, "defaultOn": defaultOn == true
}`);

/**
 * What a Studio send request names (server/newsletters/studio-sends.ts): the published newsletter and
 * the published, released story (article, feature or recipe) whose site path is sent. Params:
 * $newsletterId, $storyId.
 */
export const NEWSLETTER_SEND_TARGET_QUERY = defineQuery(`{
  "newsletter": *[_type == "newsletter" && _id == $newsletterId && defined(slug.current) && ${NOT_DRAFT}][0]{ "slug": slug.current, name },
  "story": *[_type in ["article", "featureArticle", "recipeArticle"] && _id == $storyId && defined(slug.current) && ${NOT_DRAFT} && ${RELEASED}][0]{
    _type, title, "slug": slug.current, "section": section->slug.current
  }
}`);

// ----- newsletter emails ------------------------------------------------------------------------

/**
 * A story as a newsletter email carries it (server/newsletters/email/): published (no draft) and
 * released, with its hero image, dek, byline and body. Params: $slug, $now.
 */
export const NEWSLETTER_ARTICLE_QUERY = defineQuery(`*[_type == "article" && slug.current == $slug && ${RELEASED} && ${NOT_DRAFT}]
  | order(_createdAt desc)[0]{
  title, "slug": slug.current, isPremium, "section": section->${SECTION_REF},
  "authors": meta.authors[]->${AUTHOR_REF}, "dek": coalesce(hero.dek, meta.excerpt),
  "image": coalesce(hero.heroImage, featuredContent.featuredImage)${IMAGE},
  "body": content.body${BODY}
}`);
/** The same for a feature article. Params: $slug, $now. */
export const NEWSLETTER_FEATURE_QUERY = defineQuery(`*[_type == "featureArticle" && slug.current == $slug && ${RELEASED} && ${NOT_DRAFT}]
  | order(_createdAt desc)[0]{
  title, "slug": slug.current, isPremium, "section": section->${SECTION_REF},
  "authors": authors[]->${AUTHOR_REF}, dek,
  "image": coalesce(heroImage, featuredContent.featuredImage)${IMAGE},
  "body": body${BODY}
}`);
/** The same for a recipe: its intro, parts (ingredients, steps), yield, time and note too. Params: $slug, $now. */
export const NEWSLETTER_RECIPE_QUERY = defineQuery(`*[_type == "recipeArticle" && slug.current == $slug && ${RELEASED} && ${NOT_DRAFT}]
  | order(_createdAt desc)[0]{
  title, "slug": slug.current, isPremium, "authors": meta.authors[]->${AUTHOR_REF}, "dek": meta.brief,
  "image": coalesce(heroImage, featuredImage)${IMAGE},
  intro, "body": body${BODY}, recipeParts, recipeYield, recipeTime, note
}`);

// ----- the reader's library (server/library/) -----------------------------------------------------

/**
 * A story a member saves or reads, by its document type and slug: its title, and the section or
 * (released) podcast its path names. Params: $type, $slug, $now.
 */
export const LIBRARY_STORY_QUERY = defineQuery(`*[_type in ["article", "featureArticle", "recipeArticle", "podcastEpisode"]
  && _type == $type && slug.current == $slug && ${RELEASED}] | order(_createdAt desc)[0]{
  _type, title, "section": section->slug.current, "podcast": ([podcast][]->)[${RELEASED_REF}][0].slug.current,
  "podcastId": podcast._ref
}`);
/** The ids of the authors and sections a member follows, by slug. Params: $authors, $sections. */
export const LIBRARY_FOLLOWED_IDS_QUERY = defineQuery(`{
  "authors": *[_type == "author" && slug.current in $authors]._id,
  "sections": *[_type == "section" && slug.current in $sections]._id
}`);
/**
 * For you: the released articles by the followed authors, in the followed sections or carrying
 * the followed tags (as written, or in lower case), newest first. Params: $authorIds, $sectionIds,
 * $tags, $now, $start, $end.
 */
export const FOR_YOU_QUERY = defineQuery(
  articleList(`(section._ref in $sectionIds || count(meta.authors[_ref in $authorIds]) > 0 || count(meta.tags[@ in $tags]) > 0)`),
);
