/**
 * The one rule for "does this hold a podcast player": a podcastPlayer block anywhere in a value, at
 * the top of a body or nested in another block or page field. Page data names the player part with
 * it (client/on-demand.tsx, on the server and in the browser), and the premium and gift-link rests
 * load the player's code with it before they render.
 */

/** Frozen (shared) values already looked through: their answer cannot change. */
const playerIn = new WeakMap<object, boolean>();

/** Whether a podcastPlayer block is anywhere in a value; a frozen value is looked through once. */
export function holdsPodcastPlayer(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  let found = playerIn.get(value);
  if (found === undefined) {
    found = (value as { _type?: unknown })._type === 'podcastPlayer' || Object.values(value).some(holdsPodcastPlayer);
    if (Object.isFrozen(value)) playerIn.set(value, found);
  }
  return found;
}
