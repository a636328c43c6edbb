/**
 * The legacy-hero rule, pure: an article created before MIGRATION_CUTOFF whose
 * hero image is not an asset reference, and whose body opens with an inset image, gets that image
 * as its hero (caption, credit and alt kept; heroType untouched) and loses it from the body.
 * After the move the hero is a reference, so a second run finds nothing: the rule is idempotent.
 */
import { MIGRATION_CUTOFF } from '../../../shared/constants.js';

/** Articles patched per batch, and the pause between batches (2 every 5 s): spares the API. */
export const MIGRATION_BATCH_SIZE = 2;
export const MIGRATION_BATCH_DELAY_MS = 5000;

const CUTOFF_MS = Date.parse(`${MIGRATION_CUTOFF}T00:00:00Z`);
const DRAFT_PREFIX = 'drafts.';

/** An image field as stored (asset reference plus per-use details); other keys pass through. */
export interface ImageField {
  _type?: string;
  asset?: { _ref?: string; [key: string]: unknown };
  alt?: string;
  caption?: string;
  credit?: string;
  [key: string]: unknown;
}

/** The parts of an article document the rule reads. */
export interface ArticleLike {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt?: string;
  title?: string;
  hero?: { heroImage?: ImageField; [key: string]: unknown } | null;
  content?: { body?: unknown[] | null; [key: string]: unknown } | null;
  [key: string]: unknown;
}

interface InsetBlock {
  _type: 'insetImage';
  _key?: string;
  image: ImageField;
  alt?: string;
  caption?: string;
  credit?: string;
}

/** One article to change: what the report prints and what a store needs to patch. */
export interface HeroMove {
  id: string;
  /** Revision the move was planned on (Sanity refuses the patch if the article changed since). */
  rev?: string;
  title: string;
  createdAt: string;
  /** The inset block moved out of the body. */
  blockKey?: string;
  heroImage: ImageField;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function hasReferencedHero(doc: ArticleLike): boolean {
  const ref = doc.hero?.heroImage?.asset?._ref;
  return typeof ref === 'string' && ref !== '';
}

/** The first body block when it is an inset image with an asset reference (else nothing to move). */
export function leadingInsetImage(doc: ArticleLike): InsetBlock | null {
  const first = Array.isArray(doc.content?.body) ? doc.content.body[0] : undefined;
  if (!isObject(first) || first._type !== 'insetImage' || !isObject(first.image)) return null;
  const ref = (first.image as ImageField).asset?._ref;
  return typeof ref === 'string' && ref !== '' ? (first as unknown as InsetBlock) : null;
}

export function createdBeforeCutoff(createdAt: string | undefined): boolean {
  const time = createdAt ? Date.parse(createdAt) : NaN;
  return !Number.isNaN(time) && time < CUTOFF_MS;
}

/**
 * The move for `doc`, or null when the rule does not apply. `createdAt` is when the article was
 * created: for a draft, its published twin's date (a draft is re-created whenever it is edited).
 */
export function planMove(doc: ArticleLike, createdAt = doc._createdAt): HeroMove | null {
  if (doc._type !== 'article' || !createdBeforeCutoff(createdAt) || hasReferencedHero(doc)) return null;
  const inset = leadingInsetImage(doc);
  if (!inset) return null;
  const old = doc.hero?.heroImage;
  const { _key: _dropKey, ...image } = inset.image;
  const heroImage: ImageField = { ...image, _type: 'image' };
  // The block's own caption/credit/alt stand in where the image has none; then the old hero's.
  for (const field of ['alt', 'caption', 'credit'] as const) {
    const value = image[field] ?? inset[field] ?? old?.[field];
    if (typeof value === 'string') heroImage[field] = value;
  }
  return {
    id: doc._id,
    rev: doc._rev,
    title: doc.title ?? '',
    createdAt: createdAt!,
    blockKey: inset._key,
    heroImage,
  };
}

/** The document after `move`: hero image set, the inset block gone, everything else as it was. */
export function applyMove(doc: ArticleLike, move: HeroMove): ArticleLike {
  const body = doc.content?.body ?? [];
  return {
    ...doc,
    hero: { ...(doc.hero ?? {}), heroImage: move.heroImage },
    content: { ...(doc.content ?? {}), body: body.slice(1) },
  };
}

/** Every move in `docs` (published articles and drafts alike), drafts dated by their twin. */
export function planMoves(docs: ArticleLike[]): HeroMove[] {
  const createdAt = new Map(docs.filter((d) => !d._id.startsWith(DRAFT_PREFIX)).map((d) => [d._id, d._createdAt]));
  return docs.flatMap((doc) => {
    const twin = doc._id.startsWith(DRAFT_PREFIX) ? createdAt.get(doc._id.slice(DRAFT_PREFIX.length)) : undefined;
    const move = planMove(doc, twin ?? doc._createdAt);
    return move ? [move] : [];
  });
}
