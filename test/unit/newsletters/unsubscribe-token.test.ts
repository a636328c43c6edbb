import { describe, expect, it } from '@jest/globals';
import { readUnsubscribeToken, unsubscribeToken, unsubscribeUrl } from '../../../server/newsletters/unsubscribe-token.js';

const SECRET = 'a-secret-of-enough-length-for-tests-0123456789';

describe('unsubscribe token', () => {
  it('names the address and newsletter it was made for', () => {
    const token = unsubscribeToken(SECRET, { email: 'reader@example.com', newsletter: 'friday-edition' });
    expect(readUnsubscribeToken(SECRET, token)).toEqual({ email: 'reader@example.com', newsletter: 'friday-edition' });
  });

  it('is refused when signed with another secret or changed', () => {
    const token = unsubscribeToken(SECRET, { email: 'reader@example.com', newsletter: 'friday-edition' });
    expect(readUnsubscribeToken('another-secret-another-secret-another', token)).toBeNull();
    const forged = `${Buffer.from(JSON.stringify(['victim@example.com', 'friday-edition'])).toString('base64url')}.${token.split('.')[1]}`;
    expect(readUnsubscribeToken(SECRET, forged)).toBeNull();
    for (const bad of [undefined, 42, '', '.', 'abc', `${token}x`, 'x'.repeat(5000)]) expect(readUnsubscribeToken(SECRET, bad)).toBeNull();
  });

  it('needs no encoding in a URL', () => {
    const url = unsubscribeUrl('https://mag.example/', SECRET, { email: 'a+b@example.com', newsletter: 'the-table' });
    expect(url).toMatch(/^https:\/\/mag\.example\/newsletters\/unsubscribe\?t=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(readUnsubscribeToken(SECRET, new URL(url).searchParams.get('t'))).toEqual({ email: 'a+b@example.com', newsletter: 'the-table' });
  });
});
