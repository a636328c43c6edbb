/**
 * The site's one audio element and its state, kept at module level so playback survives
 * client-side navigation (pages unmount, this module does not). Browser only: nothing here runs
 * at import time, and the element is created on the first reader action, never during SSR.
 */
import { trackPodcast } from '../../analytics.js';
import { playback } from './playback.js';
import { PLAYBACK_RATES, clampTime, nextRate } from './time.js';

export interface Track {
  /** Audio file URL (absolute, or a site path such as /media/audio/x.wav). */
  src: string;
  title: string;
  /** Episode page path: where the mini player links back to. */
  url: string;
  podcastTitle: string;
  podcastUrl: string;
  /** Known length before the file's metadata arrives. */
  durationSeconds?: number;
}

export interface PlayerState {
  track: Track | null;
  playing: boolean;
  /** Waiting for data after play was asked for. */
  buffering: boolean;
  currentTime: number;
  duration: number;
  rate: number;
  error: boolean;
}

/** What the server renders and hydration starts from: nothing loaded. */
export const IDLE: PlayerState = Object.freeze({
  track: null,
  playing: false,
  buffering: false,
  currentTime: 0,
  duration: 0,
  rate: PLAYBACK_RATES[0],
  error: false,
});

let audio: HTMLAudioElement | null = null;
let state: PlayerState = IDLE;
const listeners = new Set<() => void>();

function set(patch: Partial<PlayerState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function durationOf(el: HTMLAudioElement): number {
  return Number.isFinite(el.duration) && el.duration > 0 ? el.duration : (state.track?.durationSeconds ?? 0);
}

function analytics(event: 'podcast_play' | 'podcast_complete'): void {
  const track = state.track;
  if (track) trackPodcast(event, { podcastTitle: track.podcastTitle, episodeTitle: track.title, episodeUrl: track.url });
}

function element(): HTMLAudioElement {
  if (audio) return audio;
  const el = new Audio();
  el.preload = 'metadata';
  el.addEventListener('play', () => {
    set({ playing: true, error: false });
    analytics('podcast_play');
  });
  el.addEventListener('pause', () => set({ playing: false, buffering: false }));
  el.addEventListener('waiting', () => set({ buffering: true }));
  el.addEventListener('playing', () => set({ buffering: false }));
  el.addEventListener('timeupdate', () => set({ currentTime: el.currentTime }));
  el.addEventListener('durationchange', () => set({ duration: durationOf(el) }));
  el.addEventListener('loadedmetadata', () => set({ duration: durationOf(el) }));
  el.addEventListener('ratechange', () => set({ rate: el.playbackRate }));
  el.addEventListener('ended', () => {
    set({ playing: false, currentTime: durationOf(el) });
    analytics('podcast_complete');
  });
  el.addEventListener('error', () => set({ playing: false, buffering: false, error: true }));
  audio = el;
  return el;
}

/** Make `track` the current one (without playing it); a no-op when it already is. */
function select(track: Track): HTMLAudioElement {
  const el = element();
  if (state.track?.src !== track.src) {
    el.src = track.src;
    // Loading a new source resets the rate; the reader's chosen speed carries over.
    el.defaultPlaybackRate = state.rate;
    el.playbackRate = state.rate;
    set({ track, playing: false, buffering: false, currentTime: 0, duration: track.durationSeconds ?? 0, error: false });
    playback.markStarted();
  }
  return el;
}

export const audioController = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): PlayerState => state,
  getServerSnapshot: (): PlayerState => IDLE,

  play(track?: Track): void {
    const el = track ? select(track) : audio;
    if (!el || !state.track) return;
    set({ buffering: true });
    el.play().catch(() => set({ playing: false, buffering: false }));
  },
  pause(): void {
    audio?.pause();
  },
  toggle(track: Track): void {
    if (state.track?.src === track.src && state.playing) audioController.pause();
    else audioController.play(track);
  },
  seek(track: Track, seconds: number): void {
    const el = select(track);
    const to = clampTime(seconds, durationOf(el));
    el.currentTime = to;
    set({ currentTime: to });
  },
  skip(track: Track, delta: number): void {
    const from = state.track?.src === track.src ? state.currentTime : 0;
    audioController.seek(track, from + delta);
  },
  cycleRate(): void {
    const rate = nextRate(state.rate);
    if (audio) {
      audio.defaultPlaybackRate = rate;
      audio.playbackRate = rate;
    }
    set({ rate });
  },
  /** Stop and forget the current track (the mini player's close button). */
  stop(): void {
    if (audio) {
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    }
    set({ ...IDLE, rate: state.rate });
  },
};
