/**
 * PUT /__qa/clock fixes the school's today for every date rule on the running mock, scenarios
 * are dated around it, DELETE goes back to the real one, and a date that is not one is refused
 * with nothing changed (issue 36).
 */
import { addDays, todayIn } from '@leave/contract';
import { DEMO_ACCOUNTS, leaveFor, useBackend } from '@leave/test-kit';

// The product's date policy (the suites widen it): 14 days back, 180 ahead. On the real date, not a
// fixed SCHOOL_TODAY (npm test fixes one for its whole run), so that going back can be seen.
const mock = useBackend({
  kind: 'mock',
  env: { MOCK_QA: 'true', LEAVE_PAST_DAYS: '14', LEAVE_AHEAD_DAYS: '180', SCHOOL_TODAY: '' },
});
/** The mock's real today (the suites' backends run on UTC). */
const realToday = () => todayIn('UTC');
const FIXED = '2027-03-10';

it('moves every date rule and the dates scenarios are built around, then goes back', async () => {
  const qa = mock.as.anonymous();
  expect((await qa.put('/__qa/clock', { today: FIXED })).body).toEqual({ today: FIXED, fixed: true });
  expect((await qa.get('/__qa/clock')).body).toEqual({ today: FIXED, fixed: true });

  const loaded = await qa.post('/__qa/scenario', { name: 'demo' });
  expect(loaded.body.today).toBe(FIXED);
  const student = await mock.as.anonymous().signIn(DEMO_ACCOUNTS.student.id, DEMO_ACCOUNTS.student.password, 'student');
  expect((await student.get('/leavePolicy')).body).toMatchObject({
    today: FIXED,
    first_date: addDays(FIXED, -14),
    last_date: addDays(FIXED, 180),
  });
  // The screens date things by the session's today, the fixed one.
  const instructor = await mock.as
    .anonymous()
    .signIn(DEMO_ACCOUNTS.instructor.id, DEMO_ACCOUNTS.instructor.password, 'course instructor');
  expect((await instructor.get('/session')).body.today).toBe(FIXED);
  // A lecture (Wednesday) 15 days before the fixed today is now too far back.
  const tooFarBack = await student.post('/addLeave', leaveFor(DEMO_ACCOUNTS.student.id, addDays(FIXED, -14 - 7)));
  expect(tooFarBack.status).toBe(400);
  expect(tooFarBack.body.message).toBe(`Leave can be applied for at most 14 days back (from ${addDays(FIXED, -14)})`);

  expect((await qa.delete('/__qa/clock')).body).toEqual({ today: realToday(), fixed: false });
  expect((await student.get('/leavePolicy')).body.today).toBe(realToday());
  expect((await instructor.get('/session')).body.today).toBe(realToday());
});

it.each([
  [{ today: '2026-02-30' }, 'today must be a calendar date written YYYY-MM-DD'],
  [{ today: 'tomorrow' }, 'today must be a calendar date written YYYY-MM-DD'],
  [{ today: '2026-1-5' }, 'today must be a calendar date written YYYY-MM-DD'],
  [{}, 'today must be a calendar date written YYYY-MM-DD'],
])('refuses %j with 400 and keeps the clock', async (body, message) => {
  const qa = mock.as.anonymous();
  await qa.put('/__qa/clock', { today: FIXED });
  const reply = await qa.put('/__qa/clock', body);
  expect(reply.status).toBe(400);
  expect(reply.body).toEqual({ message, code: 'field.notADate', params: { name: 'today' }, field: 'today' });
  expect((await qa.get('/__qa/clock')).body).toEqual({ today: FIXED, fixed: true });
});

it('refuses a change not sent as JSON, as the API does', async () => {
  const reply = await fetch(`${mock.url()}/__qa/clock`, { method: 'DELETE' });
  expect(reply.status).toBe(415);
  expect(await reply.json()).toEqual({ message: 'Send the request body as JSON', code: 'api.sendJson', params: {} });
});
