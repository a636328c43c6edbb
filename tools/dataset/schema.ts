/**
 * The documents the dataset generator writes, named for the generator and the dataset tests. Every
 * type here is the Studio schema's generated type (shared/content/sanity.types.ts, `npm run typegen`)
 * or a part of one, so the dataset is checked at compile time against the schema that validates it
 * (`npm run dataset:validate`) and that a real Sanity project stores.
 */
import type {
  Article,
  ArticleReference,
  Author,
  Collection,
  CollectionsPage,
  Column,
  ColumnistsPage,
  DonationPage,
  EncyclopediaPage,
  EncyclopediaTerm,
  FeatureArticle,
  FrontPage,
  GlobalSettings,
  Holiday,
  InsetImage,
  LayoutModule as LayoutModuleType,
  Navigation,
  Page,
  Podcast,
  PodcastEpisode,
  RecipeArticle,
  RecipesPage,
  Newsletter,
  Redirect,
  SanityImageAsset,
  SanityImageCrop,
  SanityImageHotspot,
  Section,
  Seo,
  Slug as SlugType,
  SubscriptionPage,
  TeamMember,
} from '../../shared/content/sanity.types.js';
import type { TextBlock as SchemaTextBlock } from '../../shared/content/schema-types.js';

export type { AdSize, Alignment, HeroType, ImageWidth } from '../../shared/content/schema-types.js';

type Item<T> = NonNullable<T> extends readonly (infer I)[] ? I : never;
/** T, checked to be a Base: a narrowing of a generated type stays a document the schema accepts. */
type Narrowed<T extends Base, Base> = T;

export type Slug = SlugType;
/** A reference to any document; `_key` when it sits in an array. */
export type Reference = Pick<ArticleReference, '_ref' | '_type' | '_weak'> & { _key?: string };
export type KeyedReference = Reference & { _key: string };
/** The system fields every document has; drafts have `_id` prefixed with `drafts.`. */
export type SanityDocumentBase = Pick<Article, '_id' | '_rev' | '_createdAt' | '_updatedAt'> & { _type: string };
/** An image field as the generator writes it: always with its asset. */
export type SanityImage = NonNullable<Seo['image']> & { asset: Reference; _key?: string };
export type ImageHotspot = SanityImageHotspot;
export type ImageCrop = SanityImageCrop;
/** An image asset as the generator writes it: with its file name and dimensions. */
export type ImageAssetDocument = Narrowed<
  SanityImageAsset & {
    originalFilename: string;
    metadata: NonNullable<SanityImageAsset['metadata']> & { dimensions: NonNullable<NonNullable<SanityImageAsset['metadata']>['dimensions']> };
  },
  SanityImageAsset
>;

// Portable Text as the generator writes it: every span has its text and marks, every block its
// children and markDefs (the schema leaves them optional, as the Studio may store empty ones).
export type Span = Narrowed<Item<SchemaTextBlock['children']> & { text: string; marks: string[] }, Item<SchemaTextBlock['children']>>;
export type LinkMarkDef = Item<SchemaTextBlock['markDefs']>;
export type TextBlock = Narrowed<SchemaTextBlock & { children: Span[]; markDefs: LinkMarkDef[] }, SchemaTextBlock>;
export type InsetImageBlock = InsetImage & { _key: string };
type SchemaBodyBlock = Item<NonNullable<Article['content']>['body']>;
/** A block of an article's, a feature's or a page's body. */
export type BodyBlock = Narrowed<Exclude<SchemaBodyBlock, { _type: 'block' }> | TextBlock, SchemaBodyBlock>;
/** A block of a podcast episode's content (which starts with its audio). */
export type EpisodeBlock = Narrowed<Exclude<Item<PodcastEpisode['content']>, { _type: 'block' }> | TextBlock, Item<PodcastEpisode['content']>>;
export type KeyedImage = SanityImage & { _key: string };
export type ImageHotspotMarker = Item<NonNullable<Article['hero']>['imageHotspots']>;
export type ContentTab = Item<Section['contentTabs']>;
export type StoryGroup = NonNullable<Holiday['storyGroupOne']>;
export type RecipePart = Item<RecipeArticle['recipeParts']>;
export type LayoutModule = Item<FrontPage['modules']>;
export type LayoutName = LayoutModuleType['layout'];

/** An article as the generator writes it: always with its hero (a dek at least) and a body. */
export type ArticleDocument = Narrowed<
  Omit<Article, 'hero' | 'content'> & { hero: NonNullable<Article['hero']>; content: { body: BodyBlock[] } },
  Article
>;
export type FeatureArticleDocument = FeatureArticle;
export type SectionDocument = Section;
export type AuthorDocument = Author;
export type PodcastDocument = Podcast;
export type PodcastEpisodeDocument = PodcastEpisode;
export type HolidayDocument = Holiday;
export type RecipeArticleDocument = RecipeArticle;
export type CollectionDocument = Collection;
export type ColumnDocument = Column;
export type EncyclopediaTermDocument = EncyclopediaTerm;
export type PageDocument = Page;
export type TeamMemberDocument = TeamMember;
export type FrontPageDocument = FrontPage;
export type RedirectDocument = Redirect;
export type NewsletterDocument = Newsletter;
export type NavigationDocument = Navigation;
export type GlobalSettingsDocument = GlobalSettings;
export type DonationPageDocument = DonationPage;
export type SubscriptionPageDocument = SubscriptionPage;
export type EncyclopediaPageDocument = EncyclopediaPage;
export type CollectionsPageDocument = CollectionsPage;
export type ColumnistsPageDocument = ColumnistsPage;
export type RecipesPageDocument = RecipesPage;

/** Every document of the dataset. */
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
  | NewsletterDocument
  | NavigationDocument
  | GlobalSettingsDocument
  | DonationPageDocument
  | SubscriptionPageDocument
  | EncyclopediaPageDocument
  | CollectionsPageDocument
  | ColumnistsPageDocument
  | RecipesPageDocument;
