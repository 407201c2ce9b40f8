/**
 * Each signed-in session has a budget of calls a minute on every backend (here 6, set by
 * SESSION_REQUESTS_PER_MINUTE), refused with 429 in the contract's words once spent.
 */
import { ApiClient, useBackend } from '@leave/test-kit';

const LIMIT = 6;
const { url } = useBackend({ env: { SESSION_REQUESTS_PER_MINUTE: String(LIMIT) } });

it(`lets one session make ${LIMIT} signed-in calls a minute, then answers 429 saying when to retry`, async () => {
  const busy = await new ApiClient(url()).signIn(1001, 'student123', 'student');
  for (let call = 1; call <= LIMIT; call += 1) {
    expect((await busy.get('/studentData?user_id=1001')).status).toBe(200);
  }
  const refused = await busy.get('/notifications');
  expect(refused.status).toBe(429);
  expect(refused.body).toEqual({
    message: expect.stringMatching(/^Too many requests from your session\. Try again in \d+ seconds\.$/),
    code: 'api.tooManySignedInRequests',
    params: { waitSeconds: expect.any(Number) },
  });
  // The wait is whole seconds, the number the English says.
  const { message, params } = refused.body as { message: string; params: { waitSeconds: number } };
  expect(message).toContain(` in ${params.waitSeconds} seconds.`);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  // Calls anyone may make are not counted against the session: it can still see who it is and sign out.
  expect((await busy.get('/session')).status).toBe(200);
  expect((await busy.post('/logout')).status).toBe(200);
});

it('counts each session apart, and spends nothing on calls refused before they run', async () => {
  const first = await new ApiClient(url()).signIn(1002, 'student123', 'student');
  for (let call = 1; call <= LIMIT + 2; call += 1) await first.get('/studentData?user_id=1002');
  expect((await first.get('/studentData?user_id=1002')).status).toBe(429);

  const second = await new ApiClient(url()).signIn(1003, 'student123', 'student');
  // Refused for access (another student's data) before the budget is counted.
  for (let call = 1; call <= LIMIT + 2; call += 1) {
    expect((await second.get('/instructorData?user_id=501')).status).toBe(403);
  }
  expect((await second.get('/studentData?user_id=1003')).status).toBe(200);
});
