/**
 * Session replay settings of spec §7 and §9: the ones the SDK takes as options are ours (checked
 * here), the ones it has built in are read from the installed SDK, so an upgrade that changes them
 * fails here rather than silently.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { REPLAY_OPTIONS, SAMPLING, SDK_BUILT_INS, TRACE_PROPAGATION_TARGETS } from '../../../client/thirdparty/sentry-options.js';

const matches = (target: string | RegExp, url: string) => (typeof target === 'string' ? url.includes(target) : target.test(url));

describe('error reporting and replay settings', () => {
  it('propagates traces to local, slash-rooted and api/ requests only', () => {
    expect(TRACE_PROPAGATION_TARGETS).toEqual(['localhost', /^\//, /^api\//]);
    const traced = (url: string) => TRACE_PROPAGATION_TARGETS.some((t) => matches(t, url));
    expect(traced('/api/auth/login')).toBe(true);
    expect(traced('api/search')).toBe(true);
    expect(traced('http://localhost:3000/_data/index')).toBe(true);
    expect(traced('https://www.googletagmanager.com/gtm.js')).toBe(false);
  });

  it('samples a tenth of sessions and every session with an error, masking text and inputs', () => {
    expect(SAMPLING.replaysSessionSampleRate).toBe(0.1);
    expect(SAMPLING.replaysOnErrorSampleRate).toBe(1);
    expect(REPLAY_OPTIONS).toMatchObject({ maskAllText: true, maskAllInputs: true });
  });

  it('flushes after 5 to 5.5 s, keeps replays of ~5 s to 1 h', () => {
    expect(REPLAY_OPTIONS).toMatchObject({ flushMinDelay: 5000, flushMaxDelay: 5500, minReplayDuration: 5000, maxReplayDuration: 3_600_000 });
  });

  it('the SDK’s built-in limits are those of spec §9', () => {
    const require = createRequire(createRequire(import.meta.url).resolve('@sentry/browser'));
    const source = readFileSync(require.resolve('@sentry-internal/replay'), 'utf8');
    const constant = (name: string) => Number(new RegExp(`const ${name} = (\\d+);`).exec(source)?.[1]);
    expect(constant('SESSION_IDLE_PAUSE_DURATION')).toBe(SDK_BUILT_INS.sessionIdlePauseMs);
    expect(constant('SESSION_IDLE_EXPIRE_DURATION')).toBe(SDK_BUILT_INS.sessionIdleExpireMs);
    expect(constant('REPLAY_MAX_EVENT_BUFFER_SIZE')).toBe(SDK_BUILT_INS.eventBufferMaxBytes);
    expect(constant('RETRY_MAX_COUNT')).toBe(SDK_BUILT_INS.retryMaxCount);
    expect(constant('RETRY_BASE_INTERVAL')).toBe(SDK_BUILT_INS.retryBaseIntervalMs);
    const throttle = /_throttledAddEvent = throttle\([\s\S]*?\n\s*(\d+),[\s\S]*?\n\s*(\d+),\s*\n\s*\);/.exec(source);
    expect([Number(throttle?.[1]), Number(throttle?.[2])]).toEqual([SDK_BUILT_INS.throttleMaxEvents, SDK_BUILT_INS.throttleWindowSeconds]);
    // And the options we pass stay within the SDK's caps (it silently clamps above them).
    expect(REPLAY_OPTIONS.minReplayDuration).toBeLessThanOrEqual(constant('MIN_REPLAY_DURATION_LIMIT'));
    expect(REPLAY_OPTIONS.maxReplayDuration).toBeLessThanOrEqual(constant('MAX_REPLAY_DURATION'));
  });
});
