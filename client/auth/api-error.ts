import { AUTH_ERRORS } from '../../shared/messages.js';

/** An `{error: {code, message}}` answer of /api/auth/*. */
export class AuthApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AuthApiError';
  }
}

type KnownCode = Exclude<keyof typeof AUTH_ERRORS, 'fallback'>;

function knownCode(err: unknown): KnownCode | undefined {
  if (typeof err !== 'object' || err === null || !('code' in err)) return undefined;
  const { code } = err;
  return typeof code === 'string' && code !== 'fallback' && Object.hasOwn(AUTH_ERRORS, code) ? (code as KnownCode) : undefined;
}

/**
 * What the reader sees for a failed auth call: the catalogue's text for a known code,
 * an Error's own message, a string as is, 'Something went wrong' for anything else. A blank
 * message would show nothing at all, so it gets the fallback too.
 */
export function authErrorMessage(err: unknown): string {
  const code = knownCode(err);
  if (code) return AUTH_ERRORS[code];
  if (err instanceof Error) return err.message.trim() || AUTH_ERRORS.fallback;
  if (typeof err === 'string') return err.trim() ? err : AUTH_ERRORS.fallback;
  return AUTH_ERRORS.fallback;
}
