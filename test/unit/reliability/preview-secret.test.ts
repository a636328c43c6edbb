/**
 * The preview secret is compared in constant time (server/api/preview.ts secretsMatch: sha256 of
 * both, then timingSafeEqual), so its length and prefix cannot be found by timing the answers.
 */
import { secretsMatch } from '../../../server/api/preview.js';

const SECRET = 'a-long-preview-secret-0123456789';

describe('secretsMatch', () => {
  it('accepts the equal secret', () => {
    expect(secretsMatch(SECRET, SECRET)).toBe(true);
    expect(secretsMatch(`${SECRET}`.slice(0), SECRET)).toBe(true);
  });

  it.each([
    ['shorter', SECRET.slice(0, -1)],
    ['longer', `${SECRET}x`],
    ['empty', ''],
    ['much longer', SECRET.repeat(100)],
  ])('rejects a %s secret (different length) without throwing', (_kind, given) => {
    expect(secretsMatch(given, SECRET)).toBe(false);
  });

  it.each([
    ['last character wrong', `${SECRET.slice(0, -1)}8`],
    ['first character wrong', `b${SECRET.slice(1)}`],
    ['different case', SECRET.toUpperCase()],
    ['same bytes reversed', [...SECRET].reverse().join('')],
  ])('rejects a same-length wrong secret: %s', (_kind, given) => {
    expect(given).toHaveLength(SECRET.length);
    expect(secretsMatch(given, SECRET)).toBe(false);
  });

  it('treats unicode as its bytes', () => {
    expect(secretsMatch('é', 'é')).toBe(true);
    expect(secretsMatch('é', 'e\u0301')).toBe(false);
  });
});
