import { DEFAULT_PASSWORD_HASH_COST } from '@leave/config';
import { hashPassword, hashTemporaryPassword, setPasswordHashCost, verifyPassword } from './passwords';
import { temporaryPassword } from './temporaryPassword';

describe('temporary passwords', () => {
  it('verify only the password they were made from, salted apart', async () => {
    const password = temporaryPassword();
    const [first, second] = [hashTemporaryPassword(password), hashTemporaryPassword(password)];
    expect(first).not.toBe(second);
    expect(await verifyPassword(password, first)).toBe(true);
    expect(await verifyPassword(`${password}x`, first)).toBe(false);
    expect(await verifyPassword(password, 'sha256$salt$')).toBe(false);
  });

  it('are three groups of four characters with no look-alikes', () => {
    const passwords = Array.from({ length: 200 }, temporaryPassword);
    for (const password of passwords)
      expect(password).toMatch(/^[A-HJ-NP-Za-hjkmnp-z2-9]{4}(-[A-HJ-NP-Za-hjkmnp-z2-9]{4}){2}$/);
    expect(new Set(passwords).size).toBe(200);
  });
});

describe('chosen passwords', () => {
  afterEach(() => setPasswordHashCost(DEFAULT_PASSWORD_HASH_COST));

  it('are hashed with scrypt at the cost set, and hashes made at another cost still verify', async () => {
    const atDefault = await hashPassword('correct horse');
    expect(atDefault).toMatch(/^scrypt\$32768\$8\$1\$/);
    setPasswordHashCost(10);
    const cheap = await hashPassword('correct horse');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('correct horse', cheap)).toBe(true);
    expect(await verifyPassword('correct horse', atDefault)).toBe(true);
    expect(await verifyPassword('correct horse!', atDefault)).toBe(false);
  });
});
