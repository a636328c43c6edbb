import { InvalidInputError } from '../../../server/domain-errors.js';
import { loginBody, parseBody, safeReturnTo, signUpBody } from '../../../server/accounts/validation.js';

describe('safeReturnTo', () => {
  it.each([
    ['/', '/'],
    ['/sections/news?x=1#y', '/sections/news?x=1#y'],
    ['/a//b', '/a//b'],
  ])('keeps %s', (input, expected) => expect(safeReturnTo(input)).toBe(expected));

  it.each([
    '//evil.example', '/\\evil.example', '\\\\evil.example', 'https://evil.example', 'javascript:alert(1)',
    'relative/path', '', '/\t/evil.example', '/\n/evil.example', '/%0d%0aSet-Cookie:x', null, 42, {}, '/' + 'a'.repeat(3000),
  ])('drops %j', (input) => {
    const out = safeReturnTo(input);
    // '/%0d%0a…' is percent-encoded text in a path: harmless, so it may be kept as it is.
    if (input === '/%0d%0aSet-Cookie:x') expect(out === null || out === input).toBe(true);
    else expect(out).toBeNull();
  });
});

describe('parseBody', () => {
  const message = (schema: Parameters<typeof parseBody>[0], body: unknown) => {
    try {
      parseBody(schema, body);
      return null;
    } catch (e) {
      expect(e).toBeInstanceOf(InvalidInputError);
      return (e as Error).message;
    }
  };

  it('normalises the email and keeps the password as typed', () => {
    expect(parseBody(loginBody, { email: '  Mixed@Case.ORG ', password: ' pw ' })).toEqual({ email: 'mixed@case.org', password: ' pw ' });
  });

  it('reports the first problem in form order with the forms’ wording', () => {
    expect(message(signUpBody, {})).toBe("First name can't be empty.");
    expect(message(signUpBody, { firstName: 'A' })).toBe("Last name can't be empty.");
    expect(message(signUpBody, { firstName: 'A', lastName: 'B' })).toBe('Email is missing');
    expect(message(signUpBody, { firstName: 'A', lastName: 'B', email: 'x' })).toBe('Invalid email');
    expect(message(signUpBody, { firstName: 'A', lastName: 'B', email: 'x@y.zz', password: '1234567' })).toBe(
      'Password must be at least 8 characters long.',
    );
    expect(message(signUpBody, { firstName: 'A', lastName: 'B', email: 'x@y.zz', password: '12345678' })).toBeNull();
  });

  it('refuses bodies that are not objects and treats no body as empty', () => {
    for (const body of [[], 'x', 1, null, true]) expect(message(loginBody, body)).toBe('The request body must be a JSON object.');
    expect(message(loginBody, undefined)).toBe('Email is missing');
  });

  it('bounds lengths', () => {
    expect(message(loginBody, { email: `${'a'.repeat(250)}@x.org`, password: 'x' })).toBe('Invalid email');
    expect(message(loginBody, { email: 'a@x.org', password: 'x'.repeat(1025) })).toBe('Password must be at most 1024 characters long.');
    expect(message(signUpBody, { firstName: 'x'.repeat(101), lastName: 'B', email: 'a@x.org', password: '12345678' })).toBe(
      'Names must be at most 100 characters long.',
    );
  });
});
