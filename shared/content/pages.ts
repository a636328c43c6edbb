/**
 * What each page loader returns (server/content/pages/*) and each page component receives.
 * Everything here is plain JSON: it is embedded in the HTML and served by GET /_data/<path>.
 */
import type { ImageConfig } from '../images.js';
import type { EmbedElement } from './embed.js';
import type { Article } from './article.js';
import type { Collection, Column } from './collection.js';
import type { FeatureArticle } from './feature.js';
import type { PaywallGate } from './paywall.js';
import type { Holiday } from './holiday.js';
import type { Paginated } from './pagination.js';
import type { Author, TeamMember } from './people.js';
import type { Episode, Podcast } from './podcast.js';
import type { Recipe, RecipesPage, Season } from './recipe.js';
import type { Section, SectionSummary } from './section.js';
import type { FrontPage, GlobalSettings, Navigation } from './settings.js';
import type { SearchFirstPage } from '../search-terms.js';
import type {
  DonationPage,
  EncyclopediaPage,
  EncyclopediaTerm,
  GenericPage,
  SubscriptionPage,
} from './static-pages.js';
import type {
  ArticleSummary,
  AuthorSummary,
  CollectionSummary,
  ColumnSummary,
  EpisodeSummary,
  HolidaySummary,
  RecipeSummary,
} from './summaries.js';

/** A text-only article link: root data rides along with every page, so it carries only what the footer shows. */
export type ArticleLink = Pick<ArticleSummary, 'title' | 'slug' | 'url'>;

/** The footer's 'recent articles by section' block: one entry per listed section that exists. */
export interface RecentSection {
  section: { title: string; slug: string; url: string };
  articles: ArticleLink[];
}

/** Base data of every page (the root route). Feature flags are not here: the server adds them. */
export interface RootData {
  siteName: string;
  settings: GlobalSettings;
  navigation: Navigation;
  /** Side navigation: visible sections sorted by sideNavOrder. */
  sections: SectionSummary[];
  recentBySection: RecentSection[];
  /** How to build image URLs in the browser (shared/images.ts). */
  images: ImageConfig;
}

type SubscriptionTier = SubscriptionPage['subscriptionTiers'][number];

export type SubscribePage = Omit<SubscriptionPage, 'writeToUsEmbed' | 'newsletterEmbed' | 'subscriptionTiers'> & {
  subscriptionTiers: (Omit<SubscriptionTier, 'embed' | 'embedUrl' | 'sandboxEmbed'> & { checkout: EmbedElement[] })[];
  writeToUsEmbeds: EmbedElement[];
  newsletterEmbeds: EmbedElement[];
};

/**
 * In preview only: the `data-sanity` values of a document's lists, for the Studio's overlays
 * (server/render/edit-attributes.ts); readers' data has none.
 */
export interface PreviewEdit {
  /** The related stories (Continue reading). */
  editRelated?: string;
}

export interface PageDataMap {
  home: { frontPage: FrontPage | null; latestArticles: ArticleSummary[] };
  recipes: { page: RecipesPage; recipes: Paginated<RecipeSummary>; holidays: HolidaySummary[] };
  recipe: { recipe: Recipe };
  recipesByHoliday: { holiday: HolidaySummary; recipes: Paginated<RecipeSummary> };
  recipesBySeason: { season: Season; recipes: Paginated<RecipeSummary> };
  section: { section: Section; articles: Paginated<ArticleSummary> };
  sectionArchive: { section: SectionSummary; articles: Paginated<ArticleSummary> };
  sectionArticles: { section: SectionSummary; articles: Paginated<ArticleSummary> };
  /** `gate`: the paywall cut the body to its teaser (shared/content/paywall.ts). */
  article: { article: Article & PreviewEdit; gate?: PaywallGate };
  holiday: { holiday: Holiday };
  contributors: { contributors: AuthorSummary[] };
  contributor: { author: Author; articles: Paginated<ArticleSummary> };
  /** `label`: the tag as words, for the heading and the tab title alike. */
  tag: { tag: string; label: string; articles: Paginated<ArticleSummary> };
  encyclopedia: { page: EncyclopediaPage; terms: EncyclopediaTerm[] };
  mock: { article: Article & PreviewEdit; gate?: PaywallGate };
  teamMember: { member: TeamMember };
  /** `article` is the article the recipe is printed from, when it is not the recipe itself. */
  printRecipe: { recipe: Recipe; article: ArticleSummary | null };
  podcasts: { description?: string; podcasts: Podcast[] };
  podcast: { podcast: Podcast; episodes: Paginated<EpisodeSummary> };
  episode: { episode: Episode; podcast: Podcast };
  genericPage: { page: GenericPage };
  newsletter: { page: GenericPage };
  /** The embed code is replaced by its sanitised elements (server/content/sanitize-embed.ts). */
  donate: { page: Omit<DonationPage, 'donationEmbedCode'> & { donationEmbeds: EmbedElement[] } };
  /** Embeds are replaced by their sanitised iframes; each tier carries its checkout (sandbox-aware). */
  subscribe: { page: SubscribePage };
  /** `results`: the first page for ?q=, rendered by the server (null without a term, or when search failed). */
  search: { recentArticles: ArticleSummary[]; results: SearchFirstPage | null };
  feature: { feature: FeatureArticle; gate?: PaywallGate };
  collections: { description?: string; collections: CollectionSummary[] };
  collection: { collection: Collection; articles: Paginated<ArticleSummary> };
  columnists: { description?: string; columns: ColumnSummary[] };
  column: { column: Column; articles: Paginated<ArticleSummary> };
  // Legacy patterns always redirect or 404.
  legacyArticle: never;
  legacySection: never;
  legacySectionArticles: never;
  legacyContributor: never;
  legacyTag: never;
  legacyPath: never;
}
