/**
 * The one rule for "does this hold a podcast player" (or any other block type): a block of that
 * type anywhere in a value, at the top of a body or nested in another block or page field. Page
 * data names the on-demand parts (the player, the image carousel) with it (client/on-demand.tsx, on
 * the server and in the browser), and the premium and gift-link rests load those parts' code with
 * it before they render.
 */

/** Frozen (shared) values already looked through, per block type: their answer cannot change. */
const seen = new Map<string, WeakMap<object, boolean>>();

/** Whether a block of `type` is anywhere in a value; a frozen value is looked through once. */
export function holdsBlock(value: unknown, type: string): boolean {
  if (value === null || typeof value !== 'object') return false;
  let known = seen.get(type);
  if (!known) seen.set(type, (known = new WeakMap()));
  let found = known.get(value);
  if (found === undefined) {
    found = (value as { _type?: unknown })._type === type || Object.values(value).some((v) => holdsBlock(v, type));
    if (Object.isFrozen(value)) known.set(value, found);
  }
  return found;
}

/** Whether a podcastPlayer block is anywhere in a value. */
export const holdsPodcastPlayer = (value: unknown): boolean => holdsBlock(value, 'podcastPlayer');
