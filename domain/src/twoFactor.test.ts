import { credentialsSchema } from './requests';
import { enrolmentRefusal, isAppCode, normaliseRecoveryCode, secondFactorSchema, stepUpRefusal } from './twoFactor';

describe('a second-factor code as sent', () => {
  it.each(['123456', ' 123456 ', 'abcde-fghij', 'ABCDE FGHIJ', 'abcdefghij'])('takes %j', (otp) => {
    expect(secondFactorSchema.safeParse({ otp }).success).toBe(true);
  });

  it.each([
    ['', 'otp is required'],
    ['12345', 'otp must be the 6-digit code'],
    ['1234567', 'otp must be the 6-digit code'],
    ['abcde-fghi1', 'otp must be the 6-digit code'],
    [123456, 'otp must be text'],
  ])('refuses %j, naming the field', (otp, message) => {
    const parsed = secondFactorSchema.safeParse({ otp });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(new RegExp(`^${message}`));
  });

  it('is optional when signing in, and trimmed', () => {
    expect(credentialsSchema.parse({ user_id: 1, passwd: 'x', role: 'admin' })).not.toHaveProperty('otp');
    expect(credentialsSchema.parse({ user_id: 1, passwd: 'x', role: 'admin', otp: ' 012345' }).otp).toBe('012345');
  });

  it('tells an app code from a recovery code, and compares recovery codes as typed any way', () => {
    expect(isAppCode('012345')).toBe(true);
    expect(isAppCode('abcde-fghij')).toBe(false);
    expect(normaliseRecoveryCode('ABCDE FGHIJ')).toBe(normaliseRecoveryCode('abcde-fghij'));
  });
});

describe('a fresh code before a dangerous action', () => {
  it.each([
    [{ enabled: false, steppedUpRecently: false, codeSent: false }, null],
    [{ enabled: true, steppedUpRecently: true, codeSent: false }, null],
    [{ enabled: true, steppedUpRecently: false, codeSent: true }, null],
  ])('is not asked for %j', (factor, expected) => {
    expect(stepUpRefusal(factor)).toBe(expected);
  });

  it('is asked of an admin with the factor on and no recent proof, with 403 naming otp', () => {
    expect(stepUpRefusal({ enabled: true, steppedUpRecently: false, codeSent: false })).toEqual({
      status: 403,
      message: 'Enter a current code from your authenticator app to confirm this action',
      code: 'api.stepUpNeeded',
      params: {},
      field: 'otp',
    });
  });
});

it('holds an admin without the factor at enrolment only when every admin must enrol', () => {
  expect(enrolmentRefusal(false, false)).toBeNull();
  expect(enrolmentRefusal(true, true)).toBeNull();
  expect(enrolmentRefusal(true, false)).toMatchObject({ status: 403 });
});
