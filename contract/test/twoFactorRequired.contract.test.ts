/**
 * ADMIN_TOTP_REQUIRED=true on every backend: an admin without a second factor signs in, but may
 * only enrol one (and sign out) until it is on, and cannot turn it off. Other roles are untouched.
 */
import type { TwoFactorEnrolment, TwoFactorStatus } from '@leave/contract';
import { ApiClient, DEMO_ACCOUNTS, freshTotp, useBackend } from '@leave/test-kit';

const { as, url } = useBackend({ env: { ADMIN_TOTP_REQUIRED: 'true' } });

it('lets the admin sign in, then refuses everything but enrolment with a message that says what to do', async () => {
  const admin = new ApiClient(url());
  const { id, password } = DEMO_ACCOUNTS.admin;
  expect((await admin.post('/userVerify', { user_id: id, passwd: password, role: 'admin' })).status).toBe(200);
  expect((await admin.get<TwoFactorStatus>('/twoFactor')).body).toEqual({
    enabled: false,
    required: true,
    recovery_codes_left: 0,
  });
  for (const refused of [
    await admin.get('/courses'),
    await admin.get('/auditEvents'),
    await admin.get('/notifications'),
    await admin.post('/resetPassword', { role: 'student', user_id: 1003 }),
  ])
    expect(refused).toMatchObject({
      status: 403,
      body: { message: expect.stringMatching(/two-factor sign-in first/) },
    });
  expect((await admin.get('/session')).status).toBe(200);
  expect((await (await as.student(1001)).get('/studentData?user_id=1001')).status).toBe(200);

  const { secret } = (await admin.post<TwoFactorEnrolment>('/startTwoFactor')).body;
  const { code } = await freshTotp(secret, null);
  expect((await admin.post('/confirmTwoFactor', { otp: code })).status).toBe(200);
  expect((await admin.get('/courses')).status).toBe(200);
  expect(await admin.post('/disableTwoFactor', { otp: '123456' })).toMatchObject({
    status: 409,
    body: { message: expect.stringMatching(/cannot be turned off/) },
  });
  expect((await admin.post('/logout')).status).toBe(200);
});
