/**
 * The documents the dataset generator writes, as it writes them. The site no longer reads these
 * types: its loaders and normalisers use the Studio schema's generated types (shared/content/
 * sanity.types.ts, `npm run typegen`). They stay here, for the generator and the dataset tests only,
 * because the generated dataset still differs from what the Studio stores in ways the generated types
 * reject: nested objects without their `_type` (seo, qaBenefit, recipePart, subscriptionTier,
 * imageHotspotMarker), and readers here rely on hero/content being present.
 */

export interface Slug {
  _type: 'slug';
  current: string;
}

export interface Reference {
  _type: 'reference';
  _ref: string;
  _key?: string;
  _weak?: boolean;
}

/** Every document has these system fields. Drafts have `_id` prefixed with `drafts.`. */
export interface SanityDocumentBase {
  _id: string;
  _type: string;
  _rev: string;
  _createdAt: string; // ISO datetime
  _updatedAt: string; // ISO datetime
}

/** `_id` is `image-<hash>-<width>x<height>-<ext>`; the file lives at data/images/<hash>-<w>x<h>.<ext>. */
export interface ImageAssetDocument extends SanityDocumentBase {
  _type: 'sanity.imageAsset';
  assetId: string; // <hash>
  sha1hash: string; // the SHA-1 of the file; Sanity's asset schema requires it (here equal to assetId)
  extension: 'svg' | 'png' | 'jpg' | 'gif' | 'webp';
  mimeType: string;
  originalFilename: string;
  path: string; // images/<projectId>/<dataset>/<hash>-<w>x<h>.<ext>
  url: string; // https://cdn.sanity.io/<path>
  size: number;
  metadata: {
    _type: 'sanity.imageMetadata';
    dimensions: { _type: 'sanity.imageDimensions'; width: number; height: number; aspectRatio: number };
    lqip?: string; // data: URL of a tiny blurred preview
    palette?: { dominant?: { background: string; foreground: string } };
    hasAlpha?: boolean;
    isOpaque?: boolean;
  };
}

export interface ImageHotspot {
  _type: 'sanity.imageHotspot';
  x: number;
  y: number;
  height: number;
  width: number;
}

export interface ImageCrop {
  _type: 'sanity.imageCrop';
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** An image field: a reference to an image asset plus per-use details. */
export interface SanityImage {
  _type: 'image';
  _key?: string;
  asset: Reference; // -> sanity.imageAsset
  hotspot?: ImageHotspot;
  crop?: ImageCrop;
  alt?: string;
  caption?: string;
  credit?: string;
}

export interface Seo {
  title?: string;
  description?: string;
  image?: SanityImage;
}

// ---------------------------------------------------------------------------------------------
// Portable text
// ---------------------------------------------------------------------------------------------

export interface Span {
  _type: 'span';
  _key: string;
  text: string;
  marks: string[]; // 'strong' | 'em' | 'underline' | <markDef _key>
}

export interface LinkMarkDef {
  _type: 'link';
  _key: string;
  href: string;
}

export interface TextBlock {
  _type: 'block';
  _key: string;
  style: 'normal' | 'h2' | 'h3' | 'h4' | 'blockquote';
  listItem?: 'bullet' | 'number';
  level?: number;
  markDefs: LinkMarkDef[];
  children: Span[];
}

export type Alignment = 'left' | 'right' | 'center' | 'full-bleed';
export type ImageWidth = 'full-width' | 'sidebar';

export interface InsetImageBlock {
  _type: 'insetImage';
  _key: string;
  image: SanityImage;
  alignment: Alignment;
  width: ImageWidth;
  caption?: string;
  credit?: string;
}

export interface PullQuoteBlock {
  _type: 'pullQuote';
  _key: string;
  text: string;
  attribution?: string;
}

/** In an article body: a player for one podcast episode. */
export interface PodcastPlayerBlock {
  _type: 'podcastPlayer';
  _key: string;
  episode: Reference; // -> podcastEpisode
}

/** In a podcast episode's content: the audio of the episode (spec §3: a block with podcastAudioLink). */
export interface PodcastAudioBlock {
  _type: 'podcastAudio';
  _key: string;
  podcastAudioLink: string; // absolute URL, or a site path such as /media/audio/<file>.wav in the embedded dataset
  durationSeconds?: number;
}

export interface ImageCarouselBlock {
  _type: 'imageCarousel';
  _key: string;
  images: SanityImage[];
}

/** Shows the article's meta.relatedRecipes in the body, in the article's meta.relatedRecipesDisplay style. */
export interface RelatedRecipesBlock {
  _type: 'relatedRecipes';
  _key: string;
  title?: string;
}

export type AdSize = '300x300' | '300x600' | '320x50' | '728x90' | '970x90' | '970x250';

export interface AdSlotBlock {
  _type: 'adSlot';
  _key: string;
  size: AdSize;
  mobileSize?: AdSize;
}

export type BodyBlock =
  | TextBlock
  | InsetImageBlock
  | PullQuoteBlock
  | PodcastPlayerBlock
  | PodcastAudioBlock
  | ImageCarouselBlock
  | RelatedRecipesBlock
  | AdSlotBlock;

// ---------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------

export type HeroType =
  | 'full-width-image-with-half-width-header'
  | 'half-width-header-with-image'
  | 'no-image'
  | 'no-image-centered-text'
  | 'full-width-header-with-image';

export interface ImageHotspotMarker {
  _key: string;
  text: string;
  link?: string;
  x: number; // 0..100 percent from the left
  y: number; // 0..100 percent from the top
  isDarkMode?: boolean;
}

export interface ArticleDocument extends SanityDocumentBase {
  _type: 'article';
  title: string;
  slug: Slug;
  isPremium?: boolean;
  showBadgeCaption?: boolean;
  badgeCaption?: string;
  section: Reference; // -> section
  collection?: Reference; // -> collection
  column?: Reference; // -> column
  releaseDate?: string; // ISO datetime; unset = released
  legacyPathname?: string; // e.g. /news/12345/some-old-slug
  seo?: Seo;
  meta: {
    authors: Reference[]; // -> author
    tags: string[];
    excerpt?: string;
    brief?: string;
    isFiction?: boolean;
    isHighDefImage?: boolean;
    articleType?: 'standard' | 'essay' | 'news' | 'review' | 'interview' | 'recipe';
    relatedRecipes?: Reference[]; // -> recipeArticle
    relatedRecipesDisplay?: 'grid' | 'list';
    legacyRecipeMigration?: boolean;
  };
  hero: {
    heroType?: HeroType;
    heroImage?: SanityImage; // legacy articles created before 2015-02-01 may lack it
    dek?: string;
    imageHotspots?: ImageHotspotMarker[];
  };
  content: { body: BodyBlock[] };
  featuredContent?: {
    featuredImage?: SanityImage;
    featuredQuote?: string;
    featuredFact?: string;
  };
  notes?: { editorsNote?: TextBlock[]; endNote?: TextBlock[] };
  hideContinueReading?: boolean;
  teaserLink?: { enabled: boolean; url?: string };
  relatedArticles?: Reference[]; // -> article
}

export interface FeatureArticleDocument extends SanityDocumentBase {
  _type: 'featureArticle';
  title: string;
  slug: Slug;
  isPremium?: boolean;
  showBadgeCaption?: boolean;
  badgeCaption?: string;
  hideHeadline?: boolean;
  dek?: string;
  authors: Reference[]; // -> author
  section: Reference;
  releaseDate?: string;
  heroImage?: SanityImage;
  mobileHeroImage?: SanityImage;
  useArticleHeaderHero?: boolean;
  isHighDefImage?: boolean;
  featuredContent?: { featuredImage?: SanityImage; featuredQuote?: string; featuredFact?: string };
  body: BodyBlock[];
  seo?: Seo;
  backgroundColor?: string; // hex
  progressBarColor?: string; // hex
  bodyTextColor?: string; // hex
  footerLogoTheme?: 'dark' | 'light';
  hideContinueReading?: boolean;
}

export interface ContentTab {
  _key: string;
  title?: string;
  layout?: 'grid' | 'list' | 'carousel';
  articles?: Reference[]; // -> article
}

export interface SectionDocument extends SanityDocumentBase {
  _type: 'section';
  title: string;
  slug: Slug;
  description?: string;
  images?: { dark?: SanityImage; light?: SanityImage; blue?: SanityImage };
  modules?: LayoutModule[];
  sideNavOrder?: number;
  hideInSideNav?: boolean;
  seo?: Seo;
  contentTabs?: ContentTab[];
}

export interface AuthorDocument extends SanityDocumentBase {
  _type: 'author';
  firstName: string;
  lastName: string;
  slug: Slug;
  legacySlug?: string;
  bio?: TextBlock[];
  image?: SanityImage;
}

export interface PodcastDocument extends SanityDocumentBase {
  _type: 'podcast';
  title: string;
  slug: Slug;
  date?: string;
  releaseDate?: string;
  dek?: string;
  description?: TextBlock[];
  credits?: TextBlock[];
  subscribeLink?: string;
  spotifyPodcastLink?: string;
  applePodcastLink?: string;
  rssLink?: string;
  amazonPodcastLink?: string;
  amazonPodcastText?: string;
  chronologicalOrder?: boolean;
  image?: SanityImage;
  category?: string; // iTunes category, e.g. 'News'
  explicit?: boolean;
  /** Who Apple Podcasts and other directories contact about the show (itunes:owner); the address must be real. */
  owner?: { name?: string; email?: string };
  seo?: Seo;
}

export interface PodcastEpisodeDocument extends SanityDocumentBase {
  _type: 'podcastEpisode';
  title: string;
  slug: Slug;
  podcast: Reference; // -> podcast
  date?: string;
  releaseDate?: string;
  dek?: string;
  description?: TextBlock[];
  content: BodyBlock[]; // starts with a podcastAudio block
  listenOn?: { apple?: string; spotify?: string; amazon?: string };
  legacyPathname?: string;
  image?: SanityImage;
  seo?: Seo;
}

export interface StoryGroup {
  title: string;
  articles: Reference[]; // -> article
}

export interface HolidayDocument extends SanityDocumentBase {
  _type: 'holiday';
  title: string;
  slug: Slug;
  startDate: string; // YYYY-MM-DD (the holiday begins at sundown the evening before)
  endDate: string; // YYYY-MM-DD
  banner?: SanityImage;
  heroIllustration?: SanityImage;
  heroIllustrationMobile?: SanityImage;
  tag?: string;
  featuredArticle?: Reference;
  featuredArticles?: Reference[];
  briefDescription?: string;
  detailedDescription?: TextBlock[];
  aboutHolidayArticle?: Reference;
  relatedRecipes?: Reference[]; // -> recipeArticle
  contentTabs?: ContentTab[];
  storyGroupOne?: StoryGroup;
  storyGroupTwo?: StoryGroup;
  storyGroupThree?: StoryGroup;
  seo?: Seo;
}

export interface RecipePart {
  _key: string;
  title?: string;
  ingredients: string[];
  steps: string[];
}

export interface RecipeArticleDocument extends SanityDocumentBase {
  _type: 'recipeArticle';
  title: string;
  slug: Slug;
  releaseDate?: string;
  seo?: Seo;
  meta: {
    authors: Reference[]; // -> author (who wrote the article)
    recipeAuthors?: Reference[]; // -> author (whose recipe it is)
    tags: string[];
    brief?: string;
    categories: string[]; // e.g. 'Dessert', 'Main', 'Baking', 'Vegetarian'
    cuisine?: string; // the cooking tradition, e.g. 'Ashkenazi Jewish', 'Persian' (schema.org recipeCuisine)
  };
  intro?: TextBlock[];
  heroImage?: SanityImage;
  featuredImage?: SanityImage;
  body?: BodyBlock[];
  recipeParts: RecipePart[];
  recipeYield?: string; // e.g. 'Serves 6'
  recipeTime?: { prepMinutes?: number; cookMinutes?: number; totalMinutes?: number };
  note?: TextBlock[];
  relatedArticles?: Reference[]; // -> article
  relatedRecipes?: Reference[]; // -> recipeArticle
  relatedHolidays?: Reference[]; // -> holiday
  spring?: boolean;
  summer?: boolean;
  fall?: boolean;
  winter?: boolean;
}

export interface CollectionDocument extends SanityDocumentBase {
  _type: 'collection';
  title: string;
  slug: Slug;
  description?: string;
  image?: SanityImage;
  featuredArticles?: Reference[]; // -> article (articles also point back with `collection`)
}

export interface ColumnDocument extends SanityDocumentBase {
  _type: 'column';
  title: string;
  slug: Slug;
  description?: string;
  image?: SanityImage;
  author?: Reference; // -> author (the columnist)
}

export interface EncyclopediaTermDocument extends SanityDocumentBase {
  _type: 'encyclopediaTerm';
  term: string;
  pronunciation?: string;
  typeOfWord?: string; // noun, verb, ...
  definition: string;
  link?: string; // site path or URL of an article about it
}

export interface PageDocument extends SanityDocumentBase {
  _type: 'page';
  title: string;
  slug: Slug; // 'privacy-policy', 'terms-of-service', 'newsletter', ...
  blocks: BodyBlock[];
  seo?: Seo;
}

export interface TeamMemberDocument extends SanityDocumentBase {
  _type: 'teamMember';
  firstName: string;
  lastName: string;
  slug: Slug;
  jobTitle?: string;
  avatar?: SanityImage;
  bio?: TextBlock[];
}

export type LayoutName = 'lead-story' | 'three-up' | 'four-grid' | 'list' | 'feature-left' | 'feature-right';

export interface LayoutModule {
  _type: 'layoutModule';
  _key: string;
  title?: string;
  layout: LayoutName;
  articles: Reference[]; // -> article, at most 10
}

export interface FrontPageDocument extends SanityDocumentBase {
  _type: 'frontPage';
  title: string; // internal label
  releaseDate: string; // the newest released front page is the live one
  modules: LayoutModule[];
  holiday?: Reference; // -> holiday
  featuredImage?: SanityImage;
  featuredLink?: string;
  showTagline?: boolean;
  taglineText?: string;
}

export interface RedirectDocument extends SanityDocumentBase {
  _type: 'redirect';
  from: string; // site path
  to: string; // site path
}

// ----- singletons (fixed _id equal to the _type) -----

export interface NavigationDocument extends SanityDocumentBase {
  _type: 'navigation'; // _id 'navigation'
  mainMenu: { _key: string; text: string; url: string; image?: SanityImage }[];
  secondaryMenu: { _key: string; text: string; url: string }[];
}

export interface GlobalSettingsDocument extends SanityDocumentBase {
  _type: 'globalSettings'; // _id 'globalSettings'
  siteName: string; // 'The Colophon'
  tagline?: string;
  teamMembers?: Reference[]; // -> teamMember
  membershipLink?: string;
  appButtonText?: string;
  appButtonLink?: string;
  encyclopediaLink?: string;
  sectionScrollCallToAction?: { text: string; link: string };
  donationPopup?: { isActive: boolean; title: string; description: string; link: string; amounts: number[] };
  emailSignUpPopup?: {
    isActive: boolean;
    title: string;
    description: string;
    newsletterSubscribeLink: string;
    successResponse: string;
  };
  sectionPageOrder?: Reference[]; // -> section
  blackoutImage?: SanityImage;
  /** The share card (og:image) of pages that have no image of their own: a raster of at least 1200x630. */
  defaultShareImage?: SanityImage;
  podcasts?: Reference[]; // -> podcast, in display order on /podcasts
  podcastsPageDescription?: string;
  social?: { twitter?: string; facebook?: string; instagram?: string };
}

export interface DonationPageDocument extends SanityDocumentBase {
  _type: 'donationPage'; // _id 'donationPage'
  headline: string;
  bodyText: TextBlock[];
  footerText?: string;
  donationEmbedCode?: string; // raw HTML from the donation provider; sanitised before use
  headerImage?: SanityImage;
  seo?: Seo;
}

export interface SubscriptionTier {
  _key: string;
  title: string;
  price: string; // display text, e.g. '$8 / month'
  benefits: string[];
  embedUrl?: string;
  embed?: string;
  sandboxEmbed?: string;
}

export interface SubscriptionPageDocument extends SanityDocumentBase {
  _type: 'subscriptionPage'; // _id 'subscriptionPage'
  headline: string;
  sandbox?: boolean;
  bodyText?: TextBlock[];
  subscriptionTiers: SubscriptionTier[];
  qaBenefits?: { _key: string; question: string; answer: string }[];
  writeToUsEmbed?: string;
  newsletterEmbed?: string;
  bottomImage?: SanityImage;
  seo?: Seo;
}

export interface EncyclopediaPageDocument extends SanityDocumentBase {
  _type: 'encyclopediaPage'; // _id 'encyclopediaPage'
  title: string;
  description?: string;
  stickerLink?: string;
  stickerImage?: SanityImage;
}

export interface CollectionsPageDocument extends SanityDocumentBase {
  _type: 'collectionsPage'; // _id 'collectionsPage'
  description?: string;
}

export interface ColumnistsPageDocument extends SanityDocumentBase {
  _type: 'columnistsPage'; // _id 'columnistsPage'
  description?: string;
}

export interface RecipesPageDocument extends SanityDocumentBase {
  _type: 'recipesPage'; // _id 'recipesPage'
  title: string;
  description?: string;
  featuredRecipes?: Reference[]; // -> recipeArticle
  heroImage?: SanityImage;
}

export type ContentDocument =
  | ImageAssetDocument
  | ArticleDocument
  | FeatureArticleDocument
  | SectionDocument
  | AuthorDocument
  | PodcastDocument
  | PodcastEpisodeDocument
  | HolidayDocument
  | RecipeArticleDocument
  | CollectionDocument
  | ColumnDocument
  | EncyclopediaTermDocument
  | PageDocument
  | TeamMemberDocument
  | FrontPageDocument
  | RedirectDocument
  | NavigationDocument
  | GlobalSettingsDocument
  | DonationPageDocument
  | SubscriptionPageDocument
  | EncyclopediaPageDocument
  | CollectionsPageDocument
  | ColumnistsPageDocument
  | RecipesPageDocument;
