/**
 * Password hashing with scrypt. Hashes carry their parameters (`scrypt$N$r$p$salt$hash`) so the cost
 * can be raised later without breaking stored hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's minimum for scrypt (2^17 is better but costs 128 MB per concurrent login). */
export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 14, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const opts: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, opts, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface Parsed {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parse(encoded: string): Parsed | null {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  // Bounds keep a corrupted row from asking scrypt for gigabytes.
  if (![N, r, p].every(Number.isInteger) || N < 2 || N > 2 ** 20 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  const key = Buffer.from(parts[5], 'base64');
  if (key.length < 16) return null;
  return { params: { N, r, p }, salt: Buffer.from(parts[4], 'base64'), key };
}

let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword('dummy password for timing', DEFAULT_SCRYPT));

/** Computes the dummy hash ahead of time, so the first unknown-email login is not slower than later ones. */
export async function warmDummyHash(): Promise<void> {
  await dummy();
}

/**
 * True when `password` matches `encoded`. With no hash (unknown user, or a member who only ever used
 * magic links) a dummy hash is checked anyway, so the answer takes as long as a real mismatch.
 */
export async function verifyPassword(password: string, encoded: string | null | undefined): Promise<boolean> {
  const stored = encoded ? parse(encoded) : null;
  const target = stored ?? parse(await dummy())!;
  const key = await derive(password, target.salt, target.params, target.key.length);
  return stored !== null && timingSafeEqual(key, target.key);
}

/** True when the stored hash was made with weaker parameters than today's (rehash after login). */
export function needsRehash(encoded: string, params: ScryptParams = DEFAULT_SCRYPT): boolean {
  const parsed = parse(encoded);
  return !parsed || parsed.params.N < params.N || parsed.params.r < params.r || parsed.params.p < params.p;
}
