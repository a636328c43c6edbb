/** The browser's client for POST /api/client-errors (server/api/client-errors.ts): React's error reports, sent and forgotten. */
import { CLIENT_ERRORS_PATH, type ClientErrorReport } from '../../shared/client-errors.js';

/** Sends one report (keepalive: it may leave as the page unloads); a failure is ignored. */
export function sendClientError(report: ClientErrorReport): void {
  void fetch(CLIENT_ERRORS_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => undefined);
}
