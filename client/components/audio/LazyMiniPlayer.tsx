import { lazy, Suspense, useSyncExternalStore } from 'react';
import { playback } from './playback.js';
// The bar's styles stay in the main bundle, so it never shows unstyled when its code arrives.
import './audio.css';

const MiniPlayer = lazy(() => import('./MiniPlayer.js').then((m) => ({ default: m.MiniPlayer })));

/** The frame's mini player: nothing until a track is picked somewhere, then its own chunk. */
export function LazyMiniPlayer() {
  const started = useSyncExternalStore(playback.subscribe, playback.hasStarted, playback.hasStartedOnServer);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <MiniPlayer />
    </Suspense>
  );
}
