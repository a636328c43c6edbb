/**
 * What the members' services (accounts, billing, gifts, gift links) and the API's guards throw when
 * a request cannot be served: a kind (what went wrong, in the domain's words), a stable code and the
 * message the reader sees (from shared/*messages.ts or server/accounts/response-texts.ts). None of
 * them knows HTTP: server/http/error-handler.ts is the one place a kind becomes a status
 * (docs/architecture.md#services-and-domain-errors).
 */
import { MESSAGES } from './accounts/response-texts.js';

export type DomainErrorKind =
  /** The request says something we cannot act on (a bad field, an unknown offer). */
  | 'invalid'
  /** Nobody is signed in, or a credential or emailed link is no good. */
  | 'unauthenticated'
  /** Signed in (or not), but not allowed: not premium, another origin. */
  | 'forbidden'
  | 'not-found'
  /** The thing exists but is in a state that refuses this (an unpaid gift, an address in use). */
  | 'conflict'
  /** It existed and no longer serves (a used or refunded gift code, an expired gift link). */
  | 'gone'
  | 'unsupported-media-type'
  /** An allowance or rate limit is used up. */
  | 'too-many'
  /** A service we call (Stripe, the mail server, the newsletter list) said no or could not be reached. */
  | 'upstream'
  /** Not configured here, or out of reach for now: the reader can only try again later. */
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class InvalidInputError extends DomainError {
  constructor(message: string, code = 'invalid-input') {
    super('invalid', code, message);
  }
}

export class InvalidCredentialError extends DomainError {
  constructor(message: string = MESSAGES.invalidCredential) {
    super('unauthenticated', 'invalid-credential', message);
  }
}

/**
 * An emailed link that is unknown, used, expired or (magic link) posted with another address: the
 * reader is told the link itself is no good, not that a password is wrong.
 */
export class InvalidLinkError extends DomainError {
  constructor() {
    super('unauthenticated', 'invalid-link', MESSAGES.invalidLink);
  }
}

export class UnauthenticatedError extends DomainError {
  constructor() {
    super('unauthenticated', 'unauthenticated', MESSAGES.unauthenticated);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super('forbidden', 'forbidden', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string, code = 'not-found') {
    super('not-found', code, message);
  }
}

export class ConflictError extends DomainError {
  constructor(code: string, message: string) {
    super('conflict', code, message);
  }
}

export class GoneError extends DomainError {
  constructor(code: string, message: string) {
    super('gone', code, message);
  }
}

export class UnsupportedMediaTypeError extends DomainError {
  constructor(message: string = MESSAGES.notJson) {
    super('unsupported-media-type', 'unsupported-media-type', message);
  }
}

export class QuotaExceededError extends DomainError {
  constructor(message: string = MESSAGES.tooManyRequests, code = 'quota-exceeded') {
    super('too-many', code, message);
  }
}

/** A service we call said no or could not be reached (Stripe, the newsletter list). */
export class UpstreamError extends DomainError {
  constructor(code: string, message: string, cause?: unknown) {
    super('upstream', code, message, { cause });
  }
}

/** The email could not be handed to the mail server: the caller should try again later. */
export class MailSendError extends UpstreamError {
  constructor(cause?: unknown) {
    super('email-not-sent', MESSAGES.mailFailed, cause);
  }
}

export class ServiceUnavailableError extends DomainError {
  constructor(code: string, message: string) {
    super('unavailable', code, message);
  }
}
