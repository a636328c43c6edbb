import { jest } from '@jest/globals';
import type { NextFunction, Request, Response } from 'express';
import { createObservability, type SentrySdk } from '../../../server/observability.js';

const logger = { info: jest.fn(), error: jest.fn() };

function fakeSdk() {
  return { init: jest.fn(), captureException: jest.fn(), flush: jest.fn(async () => true) };
}

describe('server error reporting', () => {
  it('is a no-op that never loads the SDK without SENTRY_DSN', async () => {
    const load = jest.fn<() => Promise<SentrySdk>>();
    const obs = await createObservability({ SENTRY_DSN: undefined, APP_ENV: 'prod' }, logger, load);
    expect(obs.enabled).toBe(false);
    expect(load).not.toHaveBeenCalled();
    const next = jest.fn();
    obs.errorHandler(new Error('x'), {} as Request, {} as Response, next as NextFunction);
    expect(next).toHaveBeenCalledWith(expect.any(Error));
  });

  it('starts Sentry with the environment and the spec’s trace targets, and reports only server errors', async () => {
    const sdk = fakeSdk();
    const obs = await createObservability({ SENTRY_DSN: 'https://k@o1.ingest.sentry.test/1', APP_ENV: 'staging' }, logger, async () => sdk as unknown as SentrySdk);
    expect(obs.enabled).toBe(true);
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://k@o1.ingest.sentry.test/1', environment: 'staging', tracePropagationTargets: ['localhost', /^\//, /^api\//] }),
    );
    const next = jest.fn();
    const req = { method: 'GET', path: '/x' } as Request;
    obs.errorHandler(Object.assign(new Error('bad input'), { status: 400 }), req, {} as Response, next as NextFunction);
    expect(sdk.captureException).not.toHaveBeenCalled();
    const boom = new Error('boom');
    obs.errorHandler(boom, req, {} as Response, next as NextFunction);
    expect(sdk.captureException).toHaveBeenCalledWith(boom, { extra: { method: 'GET', path: '/x' } });
    expect(next).toHaveBeenCalledTimes(2);
    await obs.flush(10);
    expect(sdk.flush).toHaveBeenCalledWith(10);
    // An unreachable ingest host makes the SDK's flush reject; shutdown must not.
    sdk.flush.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    await expect(obs.flush(10)).resolves.toBe(false);
  });

  it('keeps the site up when the SDK cannot start', async () => {
    const obs = await createObservability({ SENTRY_DSN: 'https://k@o1.ingest.sentry.test/1', APP_ENV: 'prod' }, logger, async () => {
      throw new Error('no sdk');
    });
    expect(obs.enabled).toBe(false);
    expect(logger.error).toHaveBeenCalled();
  });
});
