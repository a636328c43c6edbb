/**
 * Error reporting and session replay settings, passed to the SDK by sentry.ts. How
 * each number reaches @sentry/browser 9:
 *
 *   tracePropagationTargets ['localhost', /^\//, /^api\//]   init option (matched against the URL
 *                                                           and, same-origin, the pathname)
 *   replaysSessionSampleRate 0.1, replaysOnErrorSampleRate 1 init options
 *   maskAllText, maskAllInputs true                          replayIntegration options
 *   flush 5000 to 5500 ms                                    flushMinDelay / flushMaxDelay options
 *   minimum replay ~5 s                                      minReplayDuration option (SDK caps it at 15 s)
 *   1 hour maximum                                           maxReplayDuration option (SDK caps it at 1 h)
 *   pause after 5 min idle, expire after 15 min              not options: the SDK's SESSION_IDLE_PAUSE_DURATION
 *                                                           (300000) and SESSION_IDLE_EXPIRE_DURATION (900000)
 *   buffer limit 20,000,000                                  not an option: REPLAY_MAX_EVENT_BUFFER_SIZE (bytes)
 *   3 retries starting at 5 s                                not options: RETRY_MAX_COUNT, RETRY_BASE_INTERVAL
 *   300 events per 5 s                                       not an option: the replay's event throttle
 *
 * The built-in ones are the SDK's defaults: check them in its changelog when upgrading it.
 * mutationLimit (a count of DOM mutations, not a buffer) keeps the SDK's default: it stops
 * recording a page that churns.
 */

export const TRACE_PROPAGATION_TARGETS: (string | RegExp)[] = ['localhost', /^\//, /^api\//];

export const SAMPLING = {
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1.0,
  /** Performance traces (not fixed by the spec): a tenth of page loads. */
  tracesSampleRate: 0.1,
} as const;

export const REPLAY_OPTIONS = {
  maskAllText: true,
  maskAllInputs: true,
  flushMinDelay: 5000,
  flushMaxDelay: 5500,
  minReplayDuration: 5000,
  maxReplayDuration: 3_600_000,
} as const;
