import { useSyncExternalStore } from 'react';
import { audioController, type PlayerState } from './controller.js';

/** The shared player state; the server and the hydration pass see the idle state. */
export function usePlayer(): PlayerState {
  return useSyncExternalStore(audioController.subscribe, audioController.getSnapshot, audioController.getServerSnapshot);
}
