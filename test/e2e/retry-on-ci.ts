/**
 * On CI only, a browser test that fails is run once more, and its first failure is printed either
 * way (Jest's "RETRY 1" block in the log): a browser, a server and the test share two cores there,
 * and a rare timing failure should not sink a run. Playwright Test's own CI default does the same
 * (retries on CI). A test that fails twice still fails; locally nothing is retried.
 */
import { jest } from '@jest/globals';

if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
