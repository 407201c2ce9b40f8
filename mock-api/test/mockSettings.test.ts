/**
 * The mock honours the real API's settings (issue 36): the sign-in throttle
 * (SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_MINUTES), how long a session lasts (SESSION_TTL_HOURS)
 * and whether instructors may sign themselves up (INSTRUCTOR_SIGN_UP).
 */
import { ApiClient, DEMO_ACCOUNTS, newStudent, useBackend } from '@leave/test-kit';

const mock = useBackend({
  kind: 'mock',
  env: {
    MOCK_QA: 'true',
    SIGN_IN_MAX_FAILURES: '2',
    SIGN_IN_WINDOW_MINUTES: '2',
    SESSION_TTL_HOURS: '3',
    INSTRUCTOR_SIGN_UP: 'false',
  },
});

it('throttles sign-in after SIGN_IN_MAX_FAILURES failures, for SIGN_IN_WINDOW_MINUTES', async () => {
  const guess = () =>
    new ApiClient(mock.url()).post('/userVerify', { user_id: 1002, passwd: 'not-it', role: 'student' });
  expect((await guess()).status).toBe(401);
  expect((await guess()).status).toBe(401);
  const third = await guess();
  expect(third.status).toBe(429);
  // The wait is what is left of the two-minute window, not the default fifteen.
  expect(Number(third.headers.get('retry-after'))).toBeLessThanOrEqual(120);
  expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(100);
});

it('makes sessions of SESSION_TTL_HOURS', async () => {
  const client = await new ApiClient(mock.url()).signIn(
    DEMO_ACCOUNTS.student.id,
    DEMO_ACCOUNTS.student.password,
    'student',
  );
  expect(client.sessionCookie).toBeDefined();
  const [session] = (await mock.as.anonymous().get('/__qa/db/sessions')).body as Array<{
    created_at: number;
    expires_at: number;
  }>;
  expect(session!.expires_at - session!.created_at).toBe(3 * 3600 * 1000);
});

it('refuses an instructor signing up with INSTRUCTOR_SIGN_UP=false, and lets a student', async () => {
  const instructor = await mock.as.anonymous().post('/addUser', {
    name: 'New Instructor',
    user_id: 777,
    branch: 'Physics',
    passwd: 'Kestrel-42',
    role: 'course instructor',
  });
  expect(instructor.status).toBe(403);
  expect(instructor.body.message).toBe('Instructor accounts are made by the admin here: ask them for yours');
  expect((await mock.as.anonymous().post('/addUser', newStudent(4243))).status).toBe(201);
});
