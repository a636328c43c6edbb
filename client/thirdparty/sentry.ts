/**
 * Browser error reporting and session replay. Only ever reached through a dynamic import from
 * loader.ts, after the page is interactive and only when a DSN is configured, so the SDK is a
 * chunk of its own and weighs nothing on the first load (design §8).
 */
import { browserTracingIntegration, init, replayIntegration } from '@sentry/browser';
import type { SentryClientConfig } from './config.js';
import { REPLAY_OPTIONS, SAMPLING, TRACE_PROPAGATION_TARGETS } from './sentry-options.js';

export function initSentry(config: SentryClientConfig): void {
  init({
    dsn: config.dsn,
    environment: config.environment,
    integrations: [browserTracingIntegration(), replayIntegration({ ...REPLAY_OPTIONS })],
    tracePropagationTargets: TRACE_PROPAGATION_TARGETS,
    ...SAMPLING,
  });
}
