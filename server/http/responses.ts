/** Cache headers of personal answers, and the content source's outage as an answer. */
import type { RequestHandler } from 'express';
import { ServiceUnavailableError } from '../domain-errors.js';
import { MESSAGES } from '../accounts/response-texts.js';
import { ContentUnavailableError } from '../../shared/page-errors.js';

/** Responses of the auth API are personal: never stored by browsers or shared caches. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/** Personal answers: never stored, and varying with the cookie that says whose they are. */
export const privateNoStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  res.vary('Cookie');
  next();
};

/** The content source down (and nothing cached) is a 503 the reader can retry, not a 500. */
export function unavailable(err: unknown): never {
  if (err instanceof ContentUnavailableError) throw new ServiceUnavailableError('unavailable', MESSAGES.contentUnavailable);
  throw err;
}
