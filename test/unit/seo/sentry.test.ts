/**
 * What the magazine tells Sentry (sampling, replay masking, trace targets): the SDK is replaced by
 * a recorder, so this checks the options and events we hand it, not the SDK's own workings.
 */
import { jest } from '@jest/globals';

const sdk = {
  init: jest.fn(),
  captureException: jest.fn(),
  browserTracingIntegration: jest.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: jest.fn((options: unknown) => ({ name: 'Replay', options })),
};
jest.unstable_mockModule('@sentry/browser', () => sdk);
const { captureReactError, initSentry } = await import('../../../client/thirdparty/sentry.js');
const { TRACE_PROPAGATION_TARGETS } = await import('../../../client/thirdparty/sentry-options.js');

const config = { dsn: 'https://public@o1.ingest.sentry.io/2', environment: 'staging' };
const matches = (target: string | RegExp, url: string) => (typeof target === 'string' ? url.includes(target) : target.test(url));

describe('error reporting and session replay', () => {
  it('starts the SDK once, with our DSN, environment, sampling and replay settings', () => {
    initSentry(config);
    initSentry(config);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: config.dsn,
        environment: 'staging',
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
        tracePropagationTargets: TRACE_PROPAGATION_TARGETS,
        integrations: [{ name: 'BrowserTracing' }, expect.objectContaining({ name: 'Replay' })],
      }),
    );
    // Replay masks what readers type and read, flushes after 5 to 5.5 s, keeps ~5 s to 1 h.
    expect(sdk.replayIntegration).toHaveBeenCalledWith({
      maskAllText: true,
      maskAllInputs: true,
      flushMinDelay: 5000,
      flushMaxDelay: 5500,
      minReplayDuration: 5000,
      maxReplayDuration: 3_600_000,
    });
  });

  it('sends an error React reported with its kind and component stack', () => {
    const error = new Error('Hydration failed');
    captureReactError(config, error, { kind: 'recoverable', message: error.message, componentStack: '\n    at Article', url: '/sections/news' });
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.captureException).toHaveBeenCalledWith(error, { tags: { react: 'recoverable' }, extra: { componentStack: '\n    at Article' } });
  });

  it('propagates traces to local, slash-rooted and api/ requests only', () => {
    const traced = (url: string) => TRACE_PROPAGATION_TARGETS.some((t) => matches(t, url));
    expect(traced('/api/auth/login')).toBe(true);
    expect(traced('api/search')).toBe(true);
    expect(traced('http://localhost:3000/_data/index')).toBe(true);
    expect(traced('https://www.googletagmanager.com/gtm.js')).toBe(false);
  });
});
