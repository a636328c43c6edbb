/**
 * Gift links: a premium member gives one premium story; anyone holding the link reads it in full
 * for GIFT_TTL_MS from its creation. A member gives GIFTS_PER_MONTH stories per calendar month
 * (UTC); giving the same story again that month answers the same link and uses no gift.
 *
 * Tokens are 32 random bytes. The database keeps their SHA-256 (to find a link) and a copy sealed
 * with a key derived from the server's secret (AES-256-GCM, to give the same link again); never the
 * token itself, so a copy of the table opens nothing.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../accounts/db.js';
import { hashToken, isTokenShaped, newToken } from '../accounts/sessions.js';
import type { PremiumKind } from '../../shared/content/paywall.js';
import { isUuid, STORY_SLUG_SOURCE } from '../../shared/validation.js';

export const GIFTS_PER_MONTH = 10;
export const GIFT_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** The kinds of story a gift link can open: those a paywall holds back. */
export type GiftKind = PremiumKind;

/** A story named by its canonical path. */
export interface GiftStory {
  kind: GiftKind;
  slug: string;
  /** Articles live under their section; the path must name the right one. */
  section?: string;
}

export interface GiftLink {
  id: string;
  kind: GiftKind;
  slug: string;
  path: string;
  title: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  opens: number;
}

/** What opening a link finds: the story and who gave it, or null (unknown, revoked, expired, another story). */
export interface OpenedGift {
  kind: GiftKind;
  slug: string;
  giverFirstName: string;
  expiresAt: Date;
}

const SEGMENT = STORY_SLUG_SOURCE;
const ARTICLE_PATH = new RegExp(`^/sections/(${SEGMENT})/articles/(${SEGMENT})$`);
const FEATURE_PATH = new RegExp(`^/feature/(${SEGMENT})$`);

/** The story a path on this site names (a canonical article or feature path), or null. */
export function parseStoryPath(path: unknown): GiftStory | null {
  if (typeof path !== 'string' || path.length > 500) return null;
  const article = ARTICLE_PATH.exec(path);
  if (article) return { kind: 'article', slug: article[2], section: article[1] };
  const feature = FEATURE_PATH.exec(path);
  return feature ? { kind: 'feature', slug: feature[1] } : null;
}

/** The first instant of `now`'s calendar month, in UTC. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** When a link made at `createdAt` stops opening. */
export function giftExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + GIFT_TTL_MS);
}

/** Whether a link may still be read at `now`. */
export function isOpenable(link: { expiresAt: Date; revokedAt: Date | null }, now: Date): boolean {
  return link.revokedAt === null && now.getTime() < link.expiresAt.getTime();
}

/** The key that seals tokens, derived from the server's secret (one purpose, one key). */
export function sealKey(secret: string): Buffer {
  return createHash('sha256').update(`colophon gift-link tokens\0${secret}`).digest();
}

export function seal(token: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

export function unseal(sealed: string, key: Buffer): string | null {
  try {
    const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export interface CreateGiftInput {
  giverId: string;
  story: { kind: GiftKind; slug: string; path: string; title: string };
}

export type CreateGiftResult =
  | { ok: true; link: GiftLink; token: string; remaining: number; reused: boolean }
  | { ok: false; reason: 'allowance-used' };

export interface GiftLinkService {
  /** Makes a link (or answers this month's link to the same story), within the monthly allowance. */
  create(input: CreateGiftInput): Promise<CreateGiftResult>;
  /** The member's links made this calendar month, newest first. */
  listThisMonth(giverId: string): Promise<GiftLink[]>;
  /** Gifts the member may still give this month. */
  remaining(giverId: string): Promise<number>;
  /** Ends one of the member's links; false when they have none with this id. */
  revoke(giverId: string, id: string): Promise<boolean>;
  /** Opens a link to `story`, counting the open; null when it opens nothing. */
  open(token: unknown, story: { kind: GiftKind; slug: string }): Promise<OpenedGift | null>;
}

export interface GiftLinkDeps {
  /** With `transaction` (the database itself), a member's gifts are counted and made under a lock: concurrent requests cannot exceed the allowance. */
  db: Queryable & { transaction?: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T> };
  now: () => Date;
  /** The server's secret (SESSION_SECRET): seals tokens so a link can be given again. */
  secret: string;
}

interface Row {
  id: string;
  kind: GiftKind;
  slug: string;
  path: string;
  title: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  opens: number;
  token_sealed: string;
}

const COLUMNS = 'id, kind, slug, path, title, created_at, expires_at, revoked_at, opens, token_sealed';

function toLink(r: Row): GiftLink {
  return {
    id: r.id,
    kind: r.kind,
    slug: r.slug,
    path: r.path,
    title: r.title,
    createdAt: new Date(r.created_at),
    expiresAt: new Date(r.expires_at),
    revokedAt: r.revoked_at ? new Date(r.revoked_at) : null,
    opens: Number(r.opens),
  };
}


export function createGiftLinkService({ db, now, secret }: GiftLinkDeps): GiftLinkService {
  const key = sealKey(secret);
  const thisMonth = async (giverId: string, q: Queryable = db): Promise<Row[]> => {
    const { rows } = await q.query<Row>(`SELECT ${COLUMNS} FROM gift_links WHERE giver_id = $1 AND created_at >= $2 ORDER BY created_at DESC`, [
      giverId,
      monthStart(now()),
    ]);
    return rows;
  };
  const createIn = async (q: Queryable, { giverId, story }: CreateGiftInput): Promise<CreateGiftResult> => {
    const rows = await thisMonth(giverId, q);
    // The same story this month: the same link, while it still opens (a revoked or expired one is replaced).
    const at = now();
    const same = rows.find((r) => r.kind === story.kind && r.slug === story.slug && isOpenable(toLink(r), at));
    const token = same ? unseal(same.token_sealed, key) : null;
    if (same && token) return { ok: true, link: toLink(same), token, remaining: Math.max(0, GIFTS_PER_MONTH - rows.length), reused: true };
    if (rows.length >= GIFTS_PER_MONTH) return { ok: false, reason: 'allowance-used' };
    const fresh = newToken();
    const { rows: made } = await q.query<Row>(
      `INSERT INTO gift_links (token_hash, token_sealed, giver_id, kind, slug, path, title, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
      [hashToken(fresh), seal(fresh, key), giverId, story.kind, story.slug, story.path, story.title, at, giftExpiry(at)],
    );
    return { ok: true, link: toLink(made[0]), token: fresh, remaining: Math.max(0, GIFTS_PER_MONTH - rows.length - 1), reused: false };
  };
  return {
    create(input) {
      if (!db.transaction) return createIn(db, input);
      return db.transaction(async (tx) => {
        // One member's gifts are made one at a time (released at commit).
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`gift-links:${input.giverId}`]);
        return createIn(tx, input);
      });
    },
    async listThisMonth(giverId) {
      return (await thisMonth(giverId)).map(toLink);
    },
    async remaining(giverId) {
      return Math.max(0, GIFTS_PER_MONTH - (await thisMonth(giverId)).length);
    },
    async revoke(giverId, id) {
      if (!isUuid(id)) return false;
      const { rows } = await db.query<{ id: string }>(
        'UPDATE gift_links SET revoked_at = COALESCE(revoked_at, $3) WHERE id = $1 AND giver_id = $2 RETURNING id',
        [id, giverId, now()],
      );
      return rows.length > 0;
    },
    async open(token, story) {
      if (!isTokenShaped(token)) return null;
      const { rows } = await db.query<{ first_name: string; expires_at: Date }>(
        `UPDATE gift_links g SET opens = opens + 1 FROM users u
         WHERE g.token_hash = $1 AND g.kind = $2 AND g.slug = $3 AND g.revoked_at IS NULL AND g.expires_at > $4 AND u.id = g.giver_id
         RETURNING u.first_name, g.expires_at`,
        [hashToken(token), story.kind, story.slug, now()],
      );
      const row = rows[0];
      return row ? { kind: story.kind, slug: story.slug, giverFirstName: row.first_name, expiresAt: new Date(row.expires_at) } : null;
    },
  };
}
