/**
 * Accounts on every backend (issue 11): the admin resets a password to a temporary one that must
 * be changed at the next sign-in, deactivates and reactivates users, and anyone changes their own
 * password. Every one of these ends the sessions it should and is in the audit trail.
 */
import type { AccountStatus, AuditPage, ImportResult, PasswordReset } from '@leave/contract';
import { ApiClient, DEMO_PASSWORDS, useBackend } from '@leave/test-kit';

const { as, url } = useBackend();

const STUDENT_PASSWORD = DEMO_PASSWORDS.student;
const signIn = (user_id: number, passwd: string, role = 'student') =>
  new ApiClient(url()).post('/userVerify', { user_id, passwd, role });
const trail = async (query: string) => (await (await as.admin()).get<AuditPage>(`/auditEvents?${query}`)).body;
const account = async (role: string, id: number) =>
  (await (await as.admin()).get<AccountStatus>(`/account?role=${encodeURIComponent(role)}&user_id=${id}`)).body;

describe('resetting a password', () => {
  it('gives a temporary password once, ends the sessions, and the next sign-in must choose a new one', async () => {
    const before = await as.student(1002);
    expect((await before.get('/studentData?user_id=1002')).status).toBe(200);

    const reset = await (await as.admin()).post<PasswordReset>('/resetPassword', { role: 'student', user_id: 1002 });
    expect(reset.status).toBe(200);
    const temporary = reset.body.temporary_password;
    expect(temporary).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
    expect(reset.body.message).toMatch(/has a temporary password\. Give it to them/);
    expect((await before.get('/studentData?user_id=1002')).status).toBe(401);
    expect(await account('student', 1002)).toMatchObject({
      active: true,
      has_password: true,
      must_change_password: true,
    });

    expect((await signIn(1002, STUDENT_PASSWORD)).status).toBe(401);
    const forced = await signIn(1002, temporary);
    expect(forced).toMatchObject({
      status: 403,
      body: { message: 'Your password was reset by the admin: choose a new password to continue', field: 'new_passwd' },
    });
    expect(forced.headers.getSetCookie().some((cookie) => cookie.startsWith('leave_session='))).toBe(false);

    const client = new ApiClient(url());
    const changed = await client.post('/changePassword', {
      user_id: 1002,
      role: 'student',
      passwd: temporary,
      new_passwd: 'Heron-Lake-58',
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { session: { user_id: 1002, role: 'student' }, message: expect.stringMatching(/^Password changed/) },
    });
    expect((await client.get('/session')).body).toMatchObject({ user_id: 1002 });
    expect((await signIn(1002, temporary)).status).toBe(401);
    expect((await signIn(1002, 'Heron-Lake-58')).status).toBe(200);
    expect((await account('student', 1002)).must_change_password).toBe(false);

    const events = (await trail('target=student+1002')).items;
    expect(
      events.filter((e) => e.action !== 'sign-in refused').map((e) => [e.action, e.actor_role, e.actor_id]),
    ).toEqual([
      ['password changed', 'student', 1002],
      ['password reset', 'admin', 1],
    ]);
    // The old password and the used temporary one, counted a minute at a time.
    const refusals = events.filter((e) => e.action === 'sign-in refused');
    expect(refusals.reduce((sum, e) => sum + Number(e.after?.['wrong password']), 0)).toBe(2);
    const csv = (await (await as.admin()).get<string>('/exportAuditEvents')).body;
    expect(csv).not.toContain(temporary);
  });

  it('lets an imported student, who has no password, in only through a reset', async () => {
    const admin = await as.admin();
    const csv = 'roll_no,name,branch,stream,joining_year\n7601,Kavya Nair,ECE,B.Tech,2026';
    expect((await admin.post('/importStudents', { csv, apply: true })).body.counts.added).toBe(1);
    expect(await account('student', 7601)).toMatchObject({ name: 'Kavya Nair', has_password: false });
    expect((await signIn(7601, 'anything')).status).toBe(401);
    const { temporary_password } = (
      await admin.post<PasswordReset>('/resetPassword', { role: 'student', user_id: 7601 })
    ).body;
    expect((await signIn(7601, temporary_password)).status).toBe(403);
    const changed = await new ApiClient(url()).post('/changePassword', {
      user_id: 7601,
      role: 'student',
      passwd: temporary_password,
      new_passwd: 'Kavya-Reads-2026',
    });
    expect(changed.status).toBe(200);
    expect((await signIn(7601, 'Kavya-Reads-2026')).status).toBe(200);
  });

  it('gives imported students temporary passwords when asked, answered once as CSV, to change at first sign-in', async () => {
    const admin = await as.admin();
    const csv = 'roll_no,name,branch,stream,joining_year\n7701,Rohan Das,ME,B.Tech,2026\n7702,Sara Khan,ME,B.Tech,2026';
    const reply = await admin.post<ImportResult>('/importStudents', { csv, apply: true, temporary_passwords: true });
    expect(reply.body.counts.added).toBe(2);
    const lines = reply.body.temporary_passwords_csv!.trim().split('\r\n');
    expect(lines[0]).toBe('roll_no,name,temporary_password');
    const [roll, name, password] = lines[1]!.split(',');
    expect([roll, name]).toEqual(['7701', 'Rohan Das']);
    expect(await account('student', 7701)).toMatchObject({ has_password: true, must_change_password: true });

    expect((await signIn(7701, password!)).body.field).toBe('new_passwd');
    const changed = await new ApiClient(url()).post('/changePassword', {
      user_id: 7701,
      role: 'student',
      passwd: password,
      new_passwd: 'Rohan-Builds-99',
    });
    expect(changed.status).toBe(200);
    expect((await signIn(7701, 'Rohan-Builds-99')).status).toBe(200);

    const event = (await trail('action=students+imported')).items[0]!;
    expect(event.after).toMatchObject({ added: 2, temporary_passwords: true });
    expect(JSON.stringify(event)).not.toContain(password);
    // Not answered again: a second import of the file adds nobody and gives no password.
    const again = await admin.post<ImportResult>('/importStudents', { csv, apply: true, temporary_passwords: true });
    expect(again.body.temporary_passwords_csv?.trim()).toBe('roll_no,name,temporary_password');
  });

  it.each([
    [{ role: 'admin', user_id: 1 }, 400, 'role'],
    [{ role: 'student', user_id: 99999 }, 404, 'user_id'],
    [{ role: 'student' }, 400, 'user_id'],
  ])('refuses %j: %i naming %s', async (body, status, field) => {
    expect(await (await as.admin()).post('/resetPassword', body)).toMatchObject({ status, body: { field } });
  });
});

describe('changing your own password', () => {
  it('needs the current password, a new one that is not weak, and ends every other session', async () => {
    const other = await new ApiClient(url()).signIn(1003, STUDENT_PASSWORD, 'student');
    const me = new ApiClient(url());
    const change = (passwd: string, new_passwd: string) =>
      me.post('/changePassword', { user_id: 1003, role: 'student', passwd, new_passwd });

    expect(await change('wrong-password', 'Quiet-River-77')).toMatchObject({
      status: 401,
      body: { message: 'Invalid user id, password or role', code: 'api.invalidCredentials', params: {} },
    });
    expect(await change(STUDENT_PASSWORD, STUDENT_PASSWORD)).toMatchObject({
      status: 400,
      body: {
        field: 'new_passwd',
        message: 'new_passwd must differ from the current password',
        code: 'api.samePassword',
        params: { name: 'new_passwd' },
      },
    });
    expect((await change(STUDENT_PASSWORD, 'password123')).body).toMatchObject({
      field: 'new_passwd',
      message: 'new_passwd is one of the most common passwords: choose another',
      code: 'field.commonPassword',
      params: { name: 'new_passwd' },
    });
    expect((await change(STUDENT_PASSWORD, '1003')).body.field).toBe('new_passwd');
    expect((await change(STUDENT_PASSWORD, 'short')).body.field).toBe('new_passwd');
    expect((await signIn(1003, STUDENT_PASSWORD)).status).toBe(200);

    // The answer's English as before, its code and params beside it (a page says it in the person's language).
    expect(await change(STUDENT_PASSWORD, 'Quiet-River-77')).toMatchObject({
      status: 200,
      body: {
        message: 'Password changed. You are signed in; any other sign-in of this account has ended.',
        code: 'api.passwordChanged',
        params: {},
        session: { user_id: 1003, role: 'student', name: expect.any(String) },
      },
    });
    expect((await other.get('/studentData?user_id=1003')).status).toBe(401);
    expect((await me.get('/studentData?user_id=1003')).status).toBe(200);
    expect((await signIn(1003, STUDENT_PASSWORD)).status).toBe(401);
  });
});

it('counts wrong current passwords like sign-ins: the sixth in a row is throttled, and all six audited', async () => {
  const client = new ApiClient(url());
  const answers: Array<{ status: number; body: unknown }> = [];
  for (let attempt = 0; attempt < 6; attempt += 1)
    answers.push(
      await client.post('/changePassword', {
        user_id: 1005,
        role: 'student',
        passwd: 'a-wrong-guess',
        new_passwd: 'Quiet-River-77',
      }),
    );
  expect(answers.map(({ status }) => status)).toEqual([401, 401, 401, 401, 401, 429]);
  expect(answers[5]!.body).toMatchObject({
    message: expect.stringMatching(/^Too many failed sign-ins\. Try again in \d+ minutes\.$/),
    code: 'api.tooManySignIns',
    params: { waitSeconds: expect.any(Number), waitMinutes: expect.any(Number) },
  });
  // Counted a minute at a time: the six may straddle a minute, never more.
  const events = (await trail('action=sign-in+refused&target=student+1005')).items;
  expect(events.length).toBeLessThanOrEqual(2);
  expect(events.reduce((sum, event) => sum + Number(event.after?.throttled ?? 0), 0)).toBe(1);
  expect(events.reduce((sum, event) => sum + Number(event.after?.attempts), 0)).toBe(6);
});

describe('deactivating and reactivating', () => {
  it('ends the sessions and refuses sign-in (only once the password is right), until reactivated', async () => {
    const instructor = await as.instructor(502);
    expect((await instructor.get('/instructorData?user_id=502')).status).toBe(200);
    const admin = await as.admin();
    const set = (active: boolean) =>
      admin.post('/setAccountActive', { role: 'course instructor', user_id: 502, active });

    expect((await set(false)).body.message).toMatch(/is deactivated: they cannot sign in/);
    expect((await instructor.get('/instructorData?user_id=502')).status).toBe(401);
    expect(await signIn(502, DEMO_PASSWORDS['course instructor'], 'course instructor')).toMatchObject({
      status: 403,
      body: { message: "This account is deactivated: ask your school's admin" },
    });
    expect((await signIn(502, 'not-the-password', 'course instructor')).status).toBe(401);
    expect((await set(false)).body.message).toMatch(/is already deactivated/);
    expect((await account('course instructor', 502)).active).toBe(false);

    expect((await set(true)).body.message).toMatch(/can sign in again/);
    expect((await signIn(502, DEMO_PASSWORDS['course instructor'], 'course instructor')).status).toBe(200);
    const events = (await trail('target=course+instructor+502')).items;
    expect(events.filter((e) => e.action !== 'sign-in refused').map((e) => e.action)).toEqual([
      'account reactivated',
      'account deactivated',
    ]);
    // Both refusals are audited, counted a minute at a time (so in one event, or two across a minute).
    const refusals = events.filter((e) => e.action === 'sign-in refused').map((e) => e.after);
    const counted = (reason: string) => refusals.reduce((sum, after) => sum + Number(after?.[reason] ?? 0), 0);
    expect([counted('account deactivated'), counted('wrong password')]).toEqual([1, 1]);
  });
});
