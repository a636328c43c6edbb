/**
 * The email rule of the newsletter form. The same pattern is the input's `pattern` attribute (so
 * the browser checks it too) and is checked in code before anything is sent.
 */
export const EMAIL_PATTERN = "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+";
export const EMAIL_MAX_LENGTH = 254;

const EMAIL = new RegExp(`^${EMAIL_PATTERN}$`);

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length > 0 && email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}
