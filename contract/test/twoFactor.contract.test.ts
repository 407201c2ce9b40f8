/**
 * The admin's two-factor sign-in on every backend (issue 38): enrolment with a QR code and
 * recovery codes, sign-in in two steps, a code never taken twice, a fresh code before a password
 * reset, a deactivation or an import, and wrong codes counted by the sign-in throttle.
 */
import type { AuditPage, TwoFactorEnabled, TwoFactorEnrolment, TwoFactorStatus, VerifyResponse } from '@leave/contract';
import { ApiClient, DEMO_ACCOUNTS, freshTotp, totpCode, totpStep, useBackend } from '@leave/test-kit';

const { as, url } = useBackend();

const ADMIN = { user_id: DEMO_ACCOUNTS.admin.id, passwd: DEMO_ACCOUNTS.admin.password, role: 'admin' };
const CSV = 'roll_no,name,branch,stream,joining_year\n8101,Ira Menon,CSE,B.Tech,2024\n';

let secret = '';
let lastStep: number | null = null;
/** The next code the admin's app shows that the backend has not taken. */
const nextCode = async () => {
  const fresh = await freshTotp(secret, lastStep);
  lastStep = fresh.step;
  return fresh.code;
};
const signIn = (client: ApiClient, otp?: string) => client.post<VerifyResponse>('/userVerify', { ...ADMIN, otp });
const trail = async (action: string) =>
  (await (await as.admin()).get<AuditPage>(`/auditEvents?action=${encodeURIComponent(action)}`)).body.items;

it('leaves the seed’s sign-in as it was while no admin has enrolled', async () => {
  const admin = new ApiClient(url());
  expect((await signIn(admin)).status).toBe(200);
  expect((await admin.get<TwoFactorStatus>('/twoFactor')).body).toEqual({
    enabled: false,
    required: false,
    recovery_codes_left: 0,
  });
  expect((await admin.post('/resetPassword', { role: 'student', user_id: 1003 })).status).toBe(200);
});

it('is for admins only', async () => {
  expect((await (await as.student(1001)).post('/startTwoFactor')).status).toBe(403);
  expect((await (await as.instructor(501)).get('/twoFactor')).status).toBe(403);
  expect((await new ApiClient(url()).post('/confirmTwoFactor', { otp: '123456' })).status).toBe(401);
});

describe('enrolment', () => {
  it('answers a secret once, as an otpauth URI, a QR code and text, and keeps it pending until a first code', async () => {
    const admin = await as.admin();
    expect((await admin.post('/confirmTwoFactor', { otp: '123456' })).status).toBe(409);
    const started = await admin.post<TwoFactorEnrolment>('/startTwoFactor');
    expect(started.status).toBe(200);
    secret = started.body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.otpauth_uri).toMatch(
      new RegExp(`^otpauth://totp/.+\\?.*secret=${secret}.*`.replace('.*secret', '(.*&)?secret')),
    );
    expect(started.body.otpauth_uri).toMatch(/algorithm=SHA1/);
    expect(started.body.otpauth_uri).toMatch(/digits=6/);
    expect(started.body.otpauth_uri).toMatch(/period=30/);
    expect(started.body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(started.body.qr_code.split(',')[1]!, 'base64').toString()).toMatch(/^<svg/);
    // Pending: sign-in still needs the password alone.
    expect((await signIn(new ApiClient(url()))).status).toBe(200);
    expect((await admin.get<TwoFactorStatus>('/twoFactor')).body.enabled).toBe(false);
  });

  it('refuses a wrong first code with the field named, then turns on with the right one and answers ten recovery codes', async () => {
    const admin = await as.admin();
    const wrong = await admin.post('/confirmTwoFactor', { otp: totpCode(secret, totpStep() + 5) });
    expect(wrong).toMatchObject({ status: 403, body: { field: 'otp' } });
    expect((await admin.post('/confirmTwoFactor', { otp: 'twelve' })).body).toMatchObject({ field: 'otp' });

    const confirmed = await admin.post<TwoFactorEnabled>('/confirmTwoFactor', { otp: await nextCode() });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.body.recovery_codes).size).toBe(10);
    for (const code of confirmed.body.recovery_codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    recoveryCodes = confirmed.body.recovery_codes;
    expect((await admin.get<TwoFactorStatus>('/twoFactor')).body).toEqual({
      enabled: true,
      required: false,
      recovery_codes_left: 10,
    });
    // The secret is never answered again.
    expect((await admin.post('/startTwoFactor')).status).toBe(409);
    expect((await trail('two-factor enabled')).map((e) => [e.actor_id, e.target])).toEqual([[1, 'admin 1']]);
  });
});

let recoveryCodes: string[] = [];

describe('signing in', () => {
  it('asks for the code once the password is right, naming the field, and sets no session', async () => {
    const asked = await signIn(new ApiClient(url()));
    expect(asked).toMatchObject({
      status: 401,
      body: { field: 'otp', message: expect.stringMatching(/6-digit code/) },
    });
    expect(asked.headers.getSetCookie().some((cookie) => cookie.startsWith('leave_session='))).toBe(false);
    // A wrong password says so, whatever the code.
    const wrongPassword = await new ApiClient(url()).post('/userVerify', {
      ...ADMIN,
      passwd: 'nope-nope',
      otp: '000000',
    });
    expect(wrongPassword.body).not.toHaveProperty('field');
  });

  it('signs in with a current code, echoing no code, and never takes the same code twice', async () => {
    const client = new ApiClient(url());
    const code = await nextCode();
    const reply = await signIn(client, code);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual([{ user_id: 1, role: 'admin', name: 'Admin' }]);
    expect((await client.get('/session')).body).toMatchObject({ user_id: 1, role: 'admin' });
    expect(await signIn(new ApiClient(url()), code)).toMatchObject({ status: 401, body: { field: 'otp' } });
    // A code too old for the clock's drift allowance.
    expect((await signIn(new ApiClient(url()), totpCode(secret, totpStep() - 3))).status).toBe(401);
  });

  it('takes a recovery code once, in any case and with or without its hyphen, and records its use', async () => {
    const code = recoveryCodes[0]!;
    expect((await signIn(new ApiClient(url()), code.toUpperCase().replace('-', ''))).status).toBe(200);
    expect((await signIn(new ApiClient(url()), code)).status).toBe(401);
    expect((await (await as.admin()).get<TwoFactorStatus>('/twoFactor')).body.recovery_codes_left).toBe(9);
    expect((await trail('recovery code used')).map((e) => e.after)).toEqual([{ recovery_codes_left: 9 }]);
  });
});

describe('the most dangerous actions', () => {
  it('a password reset, a deactivation and an applied import need a fresh code, refused with 403 naming otp', async () => {
    const admin = new ApiClient(url());
    expect((await signIn(admin, recoveryCodes[2])).status).toBe(200);
    const refusals = [
      await admin.post('/resetPassword', { role: 'student', user_id: 1003 }),
      await admin.post('/setAccountActive', { role: 'student', user_id: 1003, active: false }),
      await admin.post('/importStudents', { csv: CSV, apply: true }),
      await admin.post('/importEnrolments', { csv: 'course_code,roll_no\nCS101,1003\n', apply: true }),
    ];
    for (const refused of refusals)
      expect(refused).toMatchObject({ status: 403, body: { field: 'otp', message: expect.stringMatching(/confirm/) } });
    // Nothing was changed.
    expect((await admin.get('/account?role=student&user_id=1003')).body).toMatchObject({ active: true });
    expect((await admin.get('/studentLookup?roll_no=8101')).status).toBe(404);
    // What changes nothing needs no code.
    expect((await admin.post('/importStudents', { csv: CSV })).status).toBe(200);
    expect((await admin.post('/setAccountActive', { role: 'student', user_id: 1003, active: true })).status).toBe(200);

    const wrong = await admin.post('/resetPassword', { role: 'student', user_id: 1003, otp: '000000' });
    expect(wrong).toMatchObject({ status: 403, body: { field: 'otp' } });
  });

  it('a code sent with the action lets it through, and lets the next ones through for five minutes', async () => {
    const admin = new ApiClient(url());
    expect((await signIn(admin, recoveryCodes[3])).status).toBe(200);
    const reset = await admin.post('/resetPassword', { role: 'student', user_id: 1003, otp: await nextCode() });
    expect(reset.status).toBe(200);
    expect((await admin.post('/setAccountActive', { role: 'student', user_id: 1003, active: false })).status).toBe(200);
    expect((await admin.post('/importStudents', { csv: CSV, apply: true })).status).toBe(200);
    // Another session of the same admin has proved nothing yet.
    const other = new ApiClient(url());
    expect((await signIn(other, recoveryCodes[1])).status).toBe(200);
    expect((await other.post('/setAccountActive', { role: 'student', user_id: 1004, active: false })).status).toBe(403);
  });
});

describe('turning it off', () => {
  it('needs a code, is recorded, and the password alone signs in again', async () => {
    const admin = await as.admin();
    expect((await admin.post('/disableTwoFactor', {})).body).toMatchObject({ field: 'otp' });
    expect((await admin.post('/disableTwoFactor', { otp: await nextCode() })).status).toBe(200);
    expect((await admin.get<TwoFactorStatus>('/twoFactor')).body).toMatchObject({ enabled: false });
    expect((await trail('two-factor disabled')).length).toBe(1);
    expect((await signIn(new ApiClient(url()))).status).toBe(200);
    expect((await admin.post('/disableTwoFactor', { otp: '123456' })).status).toBe(409);
    // Its next code may be a step ahead of the clock: waits for it, as a person would.
  }, 70_000);
});

it('counts wrong codes as failed sign-ins: after five, even the right code is throttled', async () => {
  const admin = await as.admin();
  secret = (await admin.post<TwoFactorEnrolment>('/startTwoFactor')).body.secret;
  lastStep = null;
  expect((await admin.post('/confirmTwoFactor', { otp: await nextCode() })).status).toBe(200);
  const replies = [];
  for (let i = 0; i < 5; i += 1) replies.push((await signIn(new ApiClient(url()), '000000')).status);
  expect(replies).toEqual([401, 401, 401, 401, 401]);
  expect((await signIn(new ApiClient(url()), await nextCode())).status).toBe(429);
});
