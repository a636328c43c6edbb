/**
 * Names for the parts of the Studio schema's generated types (sanity.types.ts, `npm run typegen`)
 * that the normalisers and components name: body blocks and enumerations. Every type here is derived
 * from the generated ones, so the schema stays the one description of a document; query results have
 * their own generated types (`<NAME>_QUERY_RESULT`), which the loaders use.
 */
import type { AdSlot, Article, InsetImage, PullQuote, RelatedRecipes } from './sanity.types.js';

type Item<T> = NonNullable<T> extends readonly (infer I)[] ? I : never;

/** A Portable Text paragraph, heading, list item or quote (no custom block). */
export type TextBlock = Extract<Item<NonNullable<Article['content']>['body']>, { _type: 'block' }>;
export type PullQuoteBlock = PullQuote & { _key: string };
export type RelatedRecipesBlock = RelatedRecipes & { _key: string };
export type AdSlotBlock = AdSlot & { _key: string };
export type Alignment = InsetImage['alignment'];
export type ImageWidth = InsetImage['width'];
export type AdSize = AdSlot['size'];
export type HeroType = NonNullable<NonNullable<Article['hero']>['heroType']>;
