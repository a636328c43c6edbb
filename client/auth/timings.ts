import {
  COOKIE_READY_INTERVAL_MS,
  COOKIE_READY_TRIES,
  SUBSCRIPTION_DAILY_CHECK_MS,
  SUBSCRIPTION_RECHECK_ATTEMPTS,
  SUBSCRIPTION_RECHECK_INTERVAL_MS,
} from '../../shared/constants.js';

/** The account flows' timings (spec §9). */
export interface AuthTimings {
  cookieReadyTries: number;
  cookieReadyIntervalMs: number;
  recheckAttempts: number;
  recheckIntervalMs: number;
  dailyCheckMs: number;
}

declare global {
  interface Window {
    /** Browser tests shorten the timings with this (set before the page's scripts run) instead of sleeping. */
    __COLOPHON_TEST_TIMINGS__?: Partial<AuthTimings>;
  }
}

export const DEFAULT_AUTH_TIMINGS: Readonly<AuthTimings> = {
  cookieReadyTries: COOKIE_READY_TRIES,
  cookieReadyIntervalMs: COOKIE_READY_INTERVAL_MS,
  recheckAttempts: SUBSCRIPTION_RECHECK_ATTEMPTS,
  recheckIntervalMs: SUBSCRIPTION_RECHECK_INTERVAL_MS,
  dailyCheckMs: SUBSCRIPTION_DAILY_CHECK_MS,
};

let current: AuthTimings | undefined;

/** The spec's timings, with any test override of positive numbers; read once per page load. */
export function authTimings(): AuthTimings {
  if (current) return current;
  const override = typeof window === 'undefined' ? undefined : window.__COLOPHON_TEST_TIMINGS__;
  const timings = { ...DEFAULT_AUTH_TIMINGS };
  for (const key of Object.keys(timings) as (keyof AuthTimings)[]) {
    const value = override?.[key];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) timings[key] = value;
  }
  current = timings;
  return current;
}

/** Unit tests read the override again after changing it. */
export function resetAuthTimings(): void {
  current = undefined;
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
