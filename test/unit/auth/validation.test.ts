import { emailError, newPasswordError, validateEmailForm, validateSignUp } from '../../../client/auth/validation.js';
import { VALIDATION } from '../../../shared/messages.js';

describe('account form validation', () => {
  it('email: empty is missing, a bad pattern is invalid', () => {
    expect(emailError('')).toBe('Email is missing');
    expect(emailError('   ')).toBe('Email is missing');
    for (const bad of ['ada', 'ada@', '@example.com', 'ada@example', 'a b@example.com', 'ada@@example.com']) {
      expect(emailError(bad)).toBe('Invalid email');
    }
    expect(emailError('ada.lovelace+news@example.co.uk')).toBeUndefined();
    expect(emailError('  ada@example.com ')).toBeUndefined();
  });

  it('login, magic link and recovery validate the email only', () => {
    expect(validateEmailForm({ email: '' })).toEqual({ email: VALIDATION.emailMissing });
    expect(validateEmailForm({ email: 'ada@example.com' })).toEqual({});
  });

  it('sign-up: names required, email checked, password at least 8 characters', () => {
    expect(validateSignUp({ firstName: ' ', lastName: '', email: '', password: 'short' })).toEqual({
      firstName: "First name can't be empty.",
      lastName: "Last name can't be empty.",
      email: 'Email is missing',
      password: 'Password must be at least 8 characters long.',
    });
    expect(validateSignUp({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: '12345678' })).toEqual({});
  });

  it('the password minimum is exactly 8', () => {
    expect(newPasswordError('1234567')).toBe(VALIDATION.passwordTooShort);
    expect(newPasswordError('12345678')).toBeUndefined();
    expect(newPasswordError('x'.repeat(1025))).toBe(VALIDATION.passwordTooLong);
  });
});
