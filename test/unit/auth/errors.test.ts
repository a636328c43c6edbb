import { AuthApiError, authErrorMessage } from '../../../client/auth/api-error.js';
import { AUTH_ERRORS } from '../../../shared/messages.js';

describe('auth error messages (the error catalogue)', () => {
  it.each([
    ['email-already-in-use', 'Email already has an account'],
    ['invalid-credential', 'Incorrect password'],
    ['quota-exceeded', 'Too many requests'],
  ])('code %s shows %s, whatever the server wrote', (code, text) => {
    expect(authErrorMessage(new AuthApiError(code, 'Incorrect email or password.', 401))).toBe(text);
    expect(authErrorMessage({ code, message: 'server wording' })).toBe(text);
  });

  it('another Error shows its own message', () => {
    expect(authErrorMessage(new AuthApiError('invalid-input', 'Email is missing', 400))).toBe('Email is missing');
    expect(authErrorMessage(new AuthApiError('email-not-sent', 'We could not send the email. Please try again.'))).toBe(
      'We could not send the email. Please try again.',
    );
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('a plain string is shown as is', () => {
    expect(authErrorMessage('The link has expired')).toBe('The link has expired');
  });

  it('anything else shows Something went wrong', () => {
    for (const thing of [undefined, null, 42, { message: 'not an Error' }, { code: 'unknown-code' }, ['x']]) {
      expect(authErrorMessage(thing)).toBe(AUTH_ERRORS.fallback);
    }
  });

  it('a blank message or string gets the fallback rather than an empty line', () => {
    expect(authErrorMessage(new Error(''))).toBe('Something went wrong');
    expect(authErrorMessage('  ')).toBe('Something went wrong');
  });

  it('only the catalogue codes are mapped ("fallback" is not a code)', () => {
    expect(authErrorMessage(new AuthApiError('fallback', 'Own text'))).toBe('Own text');
    expect(authErrorMessage(new AuthApiError('toString', 'Own text'))).toBe('Own text');
  });
});
