import { codeForStep, matchingStep, newTotpSecret, stepAt, totpUri } from './totp';

/** RFC 6238's SHA-1 test key, "12345678901234567890", in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP codes', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('match RFC 6238’s SHA-1 vectors (their last six digits) at %i s', (seconds, code) => {
    expect(codeForStep(RFC_SECRET, stepAt(seconds * 1000))).toBe(code);
    expect(matchingStep(RFC_SECRET, code, seconds * 1000)).toBe(stepAt(seconds * 1000));
  });

  it('take one step of clock drift either side, no more', () => {
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    expect(matchingStep(RFC_SECRET, codeForStep(RFC_SECRET, step - 1), now)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, codeForStep(RFC_SECRET, step + 1), now)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, codeForStep(RFC_SECRET, step - 2), now)).toBeNull();
    expect(matchingStep(RFC_SECRET, codeForStep(RFC_SECRET, step + 2), now)).toBeNull();
    const other = ['000000', '111111', '222222'].find((code) =>
      [step - 1, step, step + 1].every((near) => codeForStep(RFC_SECRET, near) !== code),
    );
    expect(matchingStep(RFC_SECRET, other!, now)).toBeNull();
  });

  it('are made from a new 160-bit secret each time, named in an otpauth URI with SHA1, 6 digits, 30 s', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, 'Admin (admin 1)'));
    expect(uri.protocol).toBe('otpauth:');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Leave Management',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
