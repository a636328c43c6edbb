/** Pure helpers of the audio player: time labels, seeking bounds and the speed cycle. */
import { formatClock } from '../../../shared/duration.js';

/** Playback speeds the speed button cycles through, in order. */
export const PLAYBACK_RATES = [1, 1.25, 1.5, 2] as const;
export const SKIP_BACK_SECONDS = 15;
export const SKIP_FORWARD_SECONDS = 30;


/** '-3:21': what is left to play (never below zero). */
export function formatRemaining(current: number, duration: number): string {
  const left = Number.isFinite(duration) && duration > 0 ? Math.max(0, duration - current) : 0;
  return `-${formatClock(Math.ceil(left))}`;
}

/** Spoken form for aria-valuetext: '1 minute 5 seconds of 3 minutes'. */
export function spokenTime(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const parts = [h > 0 ? part(h, 'hour') : '', m > 0 ? part(m, 'minute') : '', sec > 0 || s === 0 ? part(sec, 'second') : ''];
  return parts.filter(Boolean).join(' ');
}

/** A seek target kept inside [0, duration] (duration unknown: only the lower bound applies). */
export function clampTime(target: number, duration: number): number {
  const low = Math.max(0, Number.isFinite(target) ? target : 0);
  return Number.isFinite(duration) && duration > 0 ? Math.min(low, duration) : low;
}

/** The speed after `rate` (back to 1x after 2x; an unknown rate restarts the cycle). */
export function nextRate(rate: number): number {
  const i = PLAYBACK_RATES.findIndex((r) => r === rate);
  return PLAYBACK_RATES[(i + 1) % PLAYBACK_RATES.length];
}

/** '1x', '1.25x'. */
export function rateLabel(rate: number): string {
  return `${rate}x`;
}
