import { hashPassword, needsRehash, verifyPassword } from '../../../server/accounts/passwords.js';

describe('passwords', () => {
  it('hashes with a per-user salt and its parameters, and verifies', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsf', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('treats Unicode forms of the same password alike', async () => {
    const hash = await hashPassword('caf\u00e9 au lait');
    expect(await verifyPassword('cafe\u0301 au lait', hash)).toBe(true);
  });

  it('answers false, after the same work, for a missing or corrupt hash', async () => {
    for (const stored of [null, undefined, '', 'plain', 'scrypt$99999999$8$1$x$y', 'bcrypt$...']) {
      expect(await verifyPassword('whatever', stored)).toBe(false);
    }
  });

  it('keeps working with older, cheaper parameters and flags them for rehashing', async () => {
    const old = await hashPassword('pw123456', { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword('pw123456', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('pw123456'))).toBe(false);
  });
});
