/**
 * Whether a track has been picked in this page load. The controller flips it; the frame loads the
 * mini player's code (and with it the controller) only from then on, so the many pages where
 * nobody plays audio never fetch either.
 */
let started = false;
const listeners = new Set<() => void>();

export const playback = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  hasStarted: (): boolean => started,
  /** The server render and hydration see no playback. */
  hasStartedOnServer: (): boolean => false,
  markStarted(): void {
    if (started) return;
    started = true;
    for (const listener of listeners) listener();
  },
};
