/**
 * Named scenarios on the running mock (issue 36): the list, each one loaded and showing what its
 * sentence says, and an unknown name refused with nothing changed. How long each load takes is
 * a figure of `npm run bench` (scripts/benchQa.ts), not a test.
 */
import { addDays, fromIsoDate } from '@leave/contract';
import { ApiClient, DEMO_ACCOUNTS, suiteToday, useBackend } from '@leave/test-kit';

const mock = useBackend({ kind: 'mock', env: { MOCK_QA: 'true' } });
const SCENARIOS = ['at-risk', 'busy-instructor', 'demo', 'empty-term', 'expired-session', 'holiday-week', 'rolls'];

/** Loads a scenario; answers the load's body. */
async function load(name: string) {
  const reply = await mock.as.anonymous().post('/__qa/scenario', { name });
  expect({ name, status: reply.status }).toEqual({ name, status: 200 });
  return reply.body;
}

const signedIn = (role: 'student' | 'course instructor', id: number) =>
  new ApiClient(mock.url()).signIn(id, role === 'student' ? 'student123' : 'teacher123', role);

/** How many rows json-server's view of a collection has for a query. */
const count = async (query: string) =>
  Number((await mock.as.anonymous().get(`${query}&_limit=1`)).headers.get('x-total-count'));

it('lists every scenario with a sentence saying what it is', async () => {
  const reply = await mock.as.anonymous().get('/__qa/scenarios');
  expect(reply.status).toBe(200);
  expect(reply.body.scenarios.map((s: { name: string }) => s.name)).toEqual(SCENARIOS);
  for (const scenario of reply.body.scenarios) expect(scenario.description).toMatch(/^[A-Z].{20,}[.)]$/);
});

it('at-risk: one student is close to a course limit and another over it', async () => {
  await load('at-risk');
  const standing = async (id: number) =>
    (await (await signedIn('student', id)).get(`/studentData?user_id=${id}`)).body.enrollmentData.find(
      (e: { course_code: string }) => e.course_code === 'CS101',
    );
  expect(await standing(1001)).toMatchObject({ risk: 'warning', can_still_miss: 1 });
  expect(await standing(1002)).toMatchObject({ risk: 'danger', can_still_miss: 0 });
});

it('rolls: in CS201, one student over the limit by absences alone, another near it by absences and lates', async () => {
  await load('rolls');
  const standing = async (id: number) =>
    (await (await signedIn('student', id)).get(`/studentData?user_id=${id}`)).body.enrollmentData.find(
      (e: { course_code: string }) => e.course_code === 'CS201',
    );
  const over = await standing(1003);
  expect(over).toMatchObject({ leave_limit: 10, accepted_days: 0, risk: 'danger', can_still_miss: 0 });
  expect(over.missed).toBe(over.attendance.absent);
  const near = await standing(1002);
  expect(near).toMatchObject({ accepted_days: 0, risk: 'warning', can_still_miss: 1 });
  // Every 3 lates count as one lecture missed.
  expect(near.attendance.late).toBe(6);
  expect(near.missed).toBe(near.attendance.absent + 2);
  expect(await standing(1001)).toMatchObject({ risk: 'ok', attendance: expect.objectContaining({ absent: 1 }) });
  const instructor = await signedIn('course instructor', DEMO_ACCOUNTS.instructor.id);
  expect((await instructor.get('/attendanceRules')).body).toMatchObject({ lates_per_absence: 3, absence_counts: true });
  const roster = (await instructor.get('/courseRoster?course_code=CS201')).body.items;
  expect(roster.slice(0, 2).map((e: { roll_no: number }) => e.roll_no)).toEqual([1003, 1002]);
});

it('busy-instructor: 200 pending requests in one course of the demo instructor', async () => {
  await load('busy-instructor');
  const instructor = await signedIn('course instructor', DEMO_ACCOUNTS.instructor.id);
  const page = await instructor.get('/pendingRequests?course_code=CS101');
  expect(page.status).toBe(200);
  expect(page.body.total).toBe(200);
});

it('empty-term: a term that starts today, no leave at all', async () => {
  await load('empty-term');
  expect(await count('/leaves?')).toBe(0);
  expect((await mock.as.anonymous().get('/__qa/db/terms')).body).toEqual([
    expect.objectContaining({ first_day: suiteToday() }),
  ]);
});

it('holiday-week: five weekdays from a Monday, today among them or just ahead, a holiday with no leave in it', async () => {
  await load('holiday-week');
  const today = suiteToday();
  const [week] = (await mock.as.anonymous().get('/__qa/db/holidays?name=Holiday%20Week')).body;
  expect(fromIsoDate(week.from_date).getDay()).toBe(1);
  expect(week.to_date).toBe(addDays(week.from_date, 4));
  expect(week.from_date <= addDays(today, 2) && today <= week.to_date).toBe(true);
  expect(await count(`/leaves?leave_date_gte=${week.from_date}&leave_date_lte=${week.to_date}`)).toBe(0);
});

it('expired-session: the known token no longer signs the student in; demo: back to the demo data', async () => {
  const loaded = await load('expired-session');
  expect(loaded.sessions).toEqual([
    expect.objectContaining({ role: 'student', user_id: 1001, token: 'qa-expired-session-1001' }),
  ]);
  expect(Date.parse(loaded.sessions[0].expires_at)).toBeLessThan(Date.now());
  const session = await fetch(`${mock.url()}/session`, {
    headers: { Cookie: 'leave_session=qa-expired-session-1001' },
  });
  expect(session.status).toBe(204);
  expect(await count('/sessions?user_id=1001')).toBe(1);

  await load('demo');
  expect(await count('/sessions?')).toBe(0);
  expect(await count('/leaves?status=pending')).toBeGreaterThan(0);
});

it.each([
  [{ name: 'no-such-scenario' }, /^name must be one of: at-risk, busy-instructor, demo/],
  [{}, /^name is required$/],
  [{ name: 42 }, /^name must be one of/],
])('refuses %j with 400 and changes nothing', async (body, message) => {
  await load('busy-instructor');
  const before = await count('/leaves?');
  const reply = await mock.as.anonymous().post('/__qa/scenario', body);
  expect(reply.status).toBe(400);
  expect(reply.body.message).toMatch(message);
  expect(await count('/leaves?')).toBe(before);
});
