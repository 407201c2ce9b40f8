/**
 * Each account's language (issue 62) on every backend: POST /saveLanguage keeps it for the
 * signed-in account only; sign-in and GET /session answer it once the account chose one, and
 * exactly as before while it never did.
 */
import { DEMO_PASSWORDS } from '@leave/config';
import type { SessionAnswer, VerifyResponse } from '@leave/contract';
import { ApiClient, useBackend } from '@leave/test-kit';

const { as, url } = useBackend();

const signIn = (userId: number) =>
  new ApiClient(url()).post<VerifyResponse>('/userVerify', {
    user_id: userId,
    passwd: DEMO_PASSWORDS.student,
    role: 'student',
  });

it('keeps the language for the account: sign-in and /session answer it from then on', async () => {
  const before = await signIn(1004);
  expect(before.body).toEqual([{ user_id: 1004, role: 'student', name: expect.any(String) }]);

  const student = await as.student(1004);
  const saved = await student.post('/saveLanguage', { language: 'hi' });
  expect(saved).toMatchObject({ status: 200, body: { message: 'Language saved.' } });

  const after = await signIn(1004);
  expect(after.body).toEqual([{ user_id: 1004, role: 'student', name: before.body[0]!.name, language: 'hi' }]);
  expect((await student.get<SessionAnswer>('/session')).body).toMatchObject({ user_id: 1004, language: 'hi' });

  await student.post('/saveLanguage', { language: 'en' });
  expect((await signIn(1004)).body[0]).toMatchObject({ language: 'en' });
});

it("leaves another account's answer as it was", async () => {
  await (await as.student(1005)).post('/saveLanguage', { language: 'ur' });
  const other = await signIn(1006);
  expect(other.body).toEqual([{ user_id: 1006, role: 'student', name: expect.any(String) }]);
  const session = (await (await as.student(1006)).get<SessionAnswer>('/session')).body;
  expect(session).not.toHaveProperty('language');
});

it('refuses a language without a catalogue, with the field and its message code', async () => {
  const refused = await (await as.student(1007)).post('/saveLanguage', { language: 'fr' });
  expect(refused).toMatchObject({
    status: 400,
    body: {
      message: 'language must be one of: en, hi, ur',
      code: 'field.oneOf',
      params: { name: 'language', values: ['en', 'hi', 'ur'] },
      field: 'language',
    },
  });
  expect((await signIn(1007)).body[0]).not.toHaveProperty('language');
});

it('answers 401 when nobody is signed in', async () => {
  const anonymous = await as.anonymous().post('/saveLanguage', { language: 'hi' });
  expect(anonymous.status).toBe(401);
});
