/**
 * Browser error reporting and session replay. Only ever reached through a dynamic import (from
 * loader.ts after the page is interactive, or from report-error.ts when React reports an error)
 * and only when a DSN is configured, so the SDK is a chunk of its own and weighs nothing on the
 * first load (the size bar: docs/architecture.md#the-bars).
 */
import { browserTracingIntegration, captureException, init, replayIntegration } from '@sentry/browser';
import type { ClientErrorReport } from '../../shared/client-errors.js';
import { maskSecretsDeep } from '../../shared/secret-params.js';
import type { SentryClientConfig } from '../../shared/thirdparty/config.js';
import { REPLAY_OPTIONS, SAMPLING, TRACE_PROPAGATION_TARGETS } from './sentry-options.js';

let started = false;

export function initSentry(config: SentryClientConfig): void {
  if (started) return;
  started = true;
  init({
    dsn: config.dsn,
    environment: config.environment,
    integrations: [browserTracingIntegration(), replayIntegration({ ...REPLAY_OPTIONS })],
    tracePropagationTargets: TRACE_PROPAGATION_TARGETS,
    ...SAMPLING,
    // The page's address (request.url, navigation and fetch breadcrumbs, a message quoting it) may
    // hold a gift code or a sign-in token: masked before anything leaves (shared/secret-params.ts).
    beforeSend: (event) => maskSecretsDeep(event),
    beforeSendTransaction: (event) => maskSecretsDeep(event),
    beforeBreadcrumb: (breadcrumb) => maskSecretsDeep(breadcrumb),
  });
}

/** An error React reported (hydration included), which may come before the SDK was started. */
export function captureReactError(config: SentryClientConfig, error: unknown, report: ClientErrorReport): void {
  initSentry(config);
  captureException(error, { tags: { react: report.kind }, extra: maskSecretsDeep({ componentStack: report.componentStack }) });
}
