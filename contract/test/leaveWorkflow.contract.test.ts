/**
 * The leave workflow on every backend (issue 9): requests over several days and courses, the
 * date policy, withdraw, cancel, comments, revoke, bulk decisions, My Requests and the
 * instructor's History, each transition and each refusal. The backend runs with the product's
 * date policy (14 days back, 180 ahead) in UTC.
 */
import { addDays } from '@leave/contract';
import type {
  BulkDecisionResponse,
  IsoDate,
  Leave,
  LeavePage,
  LeavePolicy,
  LeaveRequestResponse,
  StudentDataResponse,
} from '@leave/contract';
import { leavePercentage } from '@leave/domain';
import {
  leaveFor,
  lectureAfter,
  lecturesFrom,
  mondayAfter,
  suiteToday,
  useBackend,
  weekdayAfter,
} from '@leave/test-kit';

const { as } = useBackend({ env: { LEAVE_PAST_DAYS: '14', LEAVE_AHEAD_DAYS: '180' } });

const today = suiteToday;

/**
 * A course of this suite's own, without a timetable, so every date is one of its lectures (as
 * every course's was before terms): for leave on a weekend, or on an edge of the date policy,
 * whatever day of the week the suite runs on. Taught by 502; 1004, 1005 and 1008 are enrolled in it.
 */
const ANY_DAY = 'ANY01';
let anyDayCourse: Promise<void> | undefined;
const everyDayCourse = () =>
  (anyDayCourse ??= (async () => {
    const admin = await as.admin();
    const created = await admin.post('/addCourse', { courseCode: ANY_DAY, courseTitle: 'Any Day', instructorId: 502 });
    expect(created.status).toBe(201);
    for (const studentId of [1004, 1005, 1008])
      expect((await admin.post('/addStudentToCourse', { courseCode: ANY_DAY, studentId })).status).toBe(201);
  })());

const request = (user_id: number, fields: Record<string, unknown>) => ({
  user_id,
  user_role: 'student',
  reason: 'Sick',
  ...fields,
});

const myLeaves = async (user_id: number, query = '') =>
  (await (await as.student(user_id)).get<LeavePage>(`/myLeaves?user_id=${user_id}${query}`)).body;

const leaveOn = async (user_id: number, date: IsoDate, course: string) =>
  (await myLeaves(user_id, `&from=${date}&to=${date}&course_code=${course}`)).items[0]!;

const pendingLeave = async (user_id: number, date: IsoDate, course = 'CS101'): Promise<Leave> => {
  expect((await (await as.student(user_id)).post('/addLeave', leaveFor(user_id, date, course))).status).toBe(200);
  const {
    leave_id,
    leave_date,
    reason,
    user_id: roll_no,
    user_role,
    status,
    course_code,
  } = await leaveOn(user_id, date, course);
  return { leave_id, leave_date, reason, user_id: roll_no, user_role, status, course_code };
};

const percentage = async (user_id: number, course: string) =>
  (
    await (await as.student(user_id)).get<StudentDataResponse>(`/studentData?user_id=${user_id}`)
  ).body.enrollmentData.find((e) => e.course_code === course)!.leave_percentage;

describe('POST /applyLeave', () => {
  it('applies one leave per lecture per course in one request, and lists the days without one and the weekend it skipped', async () => {
    // CS101 meets on Mondays, Wednesdays and Fridays, CS201 on Tuesdays and Thursdays; six weeks
    // on, past next month's holiday and well before the spring break.
    const friday = addDays(mondayAfter(40), 4);
    const monday = addDays(friday, 3);
    const tuesday = addDays(friday, 4);
    const reply = await (
      await as.student(1002)
    ).post<LeaveRequestResponse>(
      '/applyLeave',
      request(1002, { from_date: friday, to_date: tuesday, course_codes: ['CS101', 'cs201'] }),
    );
    expect(reply.status).toBe(201);
    // Each line's English as before, its code and params beside it (a page says them in the person's language).
    expect(reply.body).toMatchObject({
      message: '3 leaves applied',
      code: 'api.leaveRequestApplied',
      params: { applied: 3, asked: 3 },
    });
    expect(reply.body.refused).toEqual([]);
    const doesNotMeet = (leave_date: string, code: string, weekday: string) => ({
      leave_date,
      course_code: code,
      message: `${code} does not meet on ${weekday}s`,
      code: 'lecture.doesNotMeet',
      params: { code, weekday },
    });
    expect(reply.body.no_lecture).toEqual([
      doesNotMeet(friday, 'CS201', 'Friday'),
      doesNotMeet(monday, 'CS201', 'Monday'),
      doesNotMeet(tuesday, 'CS101', 'Tuesday'),
    ]);
    expect(reply.body.skipped_weekends).toEqual([addDays(friday, 1), addDays(friday, 2)]);
    expect(reply.body.applied.map((l) => `${l.leave_date} ${l.course_code} ${l.status}`).sort()).toEqual([
      `${friday} CS101 pending`,
      `${monday} CS101 pending`,
      `${tuesday} CS201 pending`,
    ]);

    const mine = await myLeaves(1002, `&from=${friday}&to=${tuesday}`);
    expect(mine.total).toBe(3);
    expect(new Set(mine.items.map((l) => l.request_id))).toEqual(new Set([reply.body.request_id]));
    expect(mine.items[0]!.history).toEqual([
      expect.objectContaining({
        from_status: null,
        to_status: 'pending',
        actor_id: 1002,
        actor_role: 'student',
        actor_name: 'Diya Patel',
        comment: null,
      }),
    ]);
  });

  it('applies weekends too when asked, and every course with all_courses', async () => {
    await everyDayCourse();
    const saturday = addDays(mondayAfter(50), 5);
    const sunday = addDays(saturday, 1);
    const reply = await (
      await as.student(1004)
    ).post<LeaveRequestResponse>(
      '/applyLeave',
      request(1004, { from_date: saturday, to_date: sunday, include_weekends: true, all_courses: true }),
    );
    expect(reply.status).toBe(201);
    // 1004 is enrolled in CS101, CS201 and MA101, none of which meets at the weekend, and in a
    // course without a timetable, which has a lecture every day.
    expect(reply.body.applied.map((l) => `${l.leave_date} ${l.course_code}`).sort()).toEqual([
      `${saturday} ${ANY_DAY}`,
      `${sunday} ${ANY_DAY}`,
    ]);
    const byDateAndCourse = (a: { leave_date: string; course_code: string }, b: typeof a) =>
      a.leave_date.localeCompare(b.leave_date) || a.course_code.localeCompare(b.course_code);
    expect([...reply.body.no_lecture].sort(byDateAndCourse)).toEqual(
      [
        [saturday, 'Saturdays'],
        [sunday, 'Sundays'],
      ].flatMap(([leave_date, weekdays]) =>
        ['CS101', 'CS201', 'MA101'].map((code) => ({
          leave_date,
          course_code: code,
          message: `${code} does not meet on ${weekdays}`,
          code: 'lecture.doesNotMeet',
          params: { code, weekday: weekdays!.slice(0, -1) },
        })),
      ),
    );
    expect(reply.body.skipped_weekends).toEqual([]);
  });

  it('lists each date it refuses and why, and applies the rest', async () => {
    // CS201 meets on Tuesdays and Thursdays: Tuesday is applied, Wednesday needs no leave and
    // Thursday is taken already.
    const tuesday = addDays(mondayAfter(60), 1);
    const wednesday = addDays(tuesday, 1);
    const thursday = addDays(tuesday, 2);
    await pendingLeave(1003, thursday, 'CS201');
    const reply = await (
      await as.student(1003)
    ).post<LeaveRequestResponse>(
      '/applyLeave',
      request(1003, { from_date: tuesday, to_date: thursday, course_codes: ['CS201', 'MA101', 'ZZ999'] }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('1 of 8 leaves applied');
    expect(reply.body.applied.map((l) => `${l.leave_date} ${l.course_code}`)).toEqual([`${tuesday} CS201`]);
    expect(reply.body).toMatchObject({ code: 'api.leaveRequestApplied', params: { applied: 1, asked: 8 } });
    const notEnrolled = (leave_date: string) => ({
      leave_date,
      course_code: 'MA101',
      message: 'You are not enrolled in MA101',
      code: 'api.notEnrolled',
      params: { code: 'MA101' },
    });
    const noCourse = (leave_date: string) => ({
      leave_date,
      course_code: 'ZZ999',
      message: 'There is no course ZZ999',
      code: 'api.noCourse',
      params: { code: 'ZZ999' },
    });
    expect(reply.body.refused).toEqual([
      notEnrolled(tuesday),
      noCourse(tuesday),
      notEnrolled(wednesday),
      noCourse(wednesday),
      {
        leave_date: thursday,
        course_code: 'CS201',
        message: `You already have leave on ${thursday} in CS201`,
        code: 'api.leaveExists',
        params: { date: thursday, code: 'CS201' },
      },
      notEnrolled(thursday),
      noCourse(thursday),
    ]);
    expect(reply.body.no_lecture).toEqual([
      {
        leave_date: wednesday,
        course_code: 'CS201',
        message: 'CS201 does not meet on Wednesdays',
        code: 'lecture.doesNotMeet',
        params: { code: 'CS201', weekday: 'Wednesday' },
      },
    ]);
  });

  it('refuses dates outside the policy, by name, and applies nothing then (200, no request)', async () => {
    const policy = (await (await as.student(1005)).get<LeavePolicy>('/leavePolicy')).body;
    expect(policy).toEqual({
      today: today(),
      first_date: addDays(today(), -14),
      last_date: addDays(today(), 180),
      past_days: 14,
      ahead_days: 180,
      max_range_days: 30,
    });
    const tooLate = addDays(today(), 181);
    const reply = await (
      await as.student(1005)
    ).post<LeaveRequestResponse>('/applyLeave', request(1005, { from_date: tooLate, course_codes: ['CS101'] }));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ message: '0 of 1 leaves applied', request_id: null, applied: [] });
    expect(reply.body.refused).toEqual([
      {
        leave_date: tooLate,
        course_code: 'CS101',
        message: `Leave can be applied for at most 180 days ahead (until ${policy.last_date})`,
        code: 'leaveRule.leaveTooFarAhead',
        params: { days: 180, last: policy.last_date },
      },
    ]);
    const tooEarly = await (await as.student(1005)).post('/addLeave', leaveFor(1005, addDays(today(), -15)));
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.body).toEqual({
      message: `Leave can be applied for at most 14 days back (from ${policy.first_date})`,
      code: 'leaveRule.leaveTooFarBack',
      params: { days: 14, first: policy.first_date },
      field: 'leave_date',
    });
    // A sick note filed afterwards is fine (in a course that has a lecture that day, whichever it is).
    await everyDayCourse();
    expect(
      (await (await as.student(1005)).post('/addLeave', leaveFor(1005, addDays(today(), -14), ANY_DAY))).status,
    ).toBe(200);
  });

  it.each([
    [
      { from_date: '2027-03-10', to_date: '2027-03-09', course_codes: ['CS101'] },
      'to_date',
      'to_date must not be before the first date',
      'field.rangeBackwards',
    ],
    [
      { from_date: '2027-03-01', to_date: '2027-03-31', course_codes: ['CS101'] },
      'to_date',
      'to_date must be at most 29 days after the first date',
      'field.rangeTooLong',
    ],
    [
      { from_date: '2027-03-01' },
      'course_codes',
      'course_codes: choose at least one course, or all your courses',
      'field.noCourseChosen',
    ],
    [
      { from_date: '2027-03-01', course_codes: [] },
      'course_codes',
      'course_codes: choose at least one course, or all your courses',
      'field.noCourseChosen',
    ],
    [
      { from_date: '2027-03-01', course_codes: ['CS101', 'CS101'] },
      'course_codes',
      'course_codes must not name the same item twice',
      'field.repeated',
    ],
    [
      { from_date: '2027-03-01', course_codes: 'CS101' },
      'course_codes',
      'course_codes must be a list',
      'field.notAList',
    ],
    [
      { from_date: '2027-03-01', all_courses: 'yes' },
      'all_courses',
      'all_courses must be true or false',
      'field.notTrueOrFalse',
    ],
  ])('refuses %j with 400 naming %s', async (fields, field, message, code) => {
    const reply = await (await as.student(1005)).post('/applyLeave', request(1005, fields));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message, code, params: expect.objectContaining({ name: field }), field });
  });

  it('applies only for oneself', async () => {
    const reply = await (
      await as.student(1005)
    ).post('/applyLeave', request(1006, { from_date: weekdayAfter(30), all_courses: true }));
    expect(reply.status).toBe(403);
  });
});

describe('withdraw and cancel, by the student', () => {
  it('withdraws a pending leave, which frees its date; a second withdraw is refused', async () => {
    const date = lectureAfter('CS101', 30);
    const leave = await pendingLeave(1006, date);
    const student = await as.student(1006);
    const reply = await student.post('/withdrawLeave', { leave_id: leave.leave_id });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: 'Leave withdrawn', leave: { ...leave, status: 'withdrawn' } });
    expect((await student.post('/withdrawLeave', { leave_id: leave.leave_id })).body).toEqual({
      message: 'Only pending leave can be withdrawn; this leave is withdrawn',
      code: 'leaveRule.leaveNotInStatus',
      params: { action: 'withdraw', needed: 'pending', actual: 'withdrawn' },
    });
    // The calendar no longer shows it, and the date can be applied for again.
    const data = await student.get<StudentDataResponse>('/studentData?user_id=1006');
    expect(data.body.leaveData.some((l) => l.leave_id === leave.leave_id)).toBe(false);
    expect((await student.post('/addLeave', leaveFor(1006, date))).status).toBe(200);
  });

  it("refuses to withdraw someone else's leave, and an instructor withdrawing", async () => {
    const leave = await pendingLeave(1007, lectureAfter('CS101', 31));
    expect((await (await as.student(1006)).post('/withdrawLeave', { leave_id: leave.leave_id })).body).toEqual({
      message: 'You can only change your own leave',
      code: 'leaveRule.onlyOwnLeaveChange',
      params: {},
    });
    expect((await (await as.instructor(501)).post('/withdrawLeave', { leave_id: leave.leave_id })).status).toBe(403);
    expect((await leaveOn(1007, leave.leave_date, 'CS101')).status).toBe('pending');
  });

  it('cancels an accepted leave dated today or later: it stops counting; past leave cannot be cancelled', async () => {
    // Today and 3 days ago are lectures of a course without a timetable, whatever day it is.
    await everyDayCourse();
    const before = await percentage(1008, ANY_DAY);
    const leave = await pendingLeave(1008, today(), ANY_DAY);
    expect((await (await as.instructor(502)).post('/approveLeave', { leave_id: leave.leave_id })).status).toBe(200);
    // A new course has 40 lectures.
    expect(await percentage(1008, ANY_DAY)).toBe(before + leavePercentage(1, 40));
    const student = await as.student(1008);
    expect((await student.post('/cancelLeave', { leave_id: leave.leave_id })).body.leave.status).toBe('cancelled');
    expect(await percentage(1008, ANY_DAY)).toBe(before);

    const past = await pendingLeave(1008, addDays(today(), -3), ANY_DAY);
    await (await as.instructor(502)).post('/approveLeave', { leave_id: past.leave_id });
    const refused = await student.post('/cancelLeave', { leave_id: past.leave_id });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: `Leave dated before today (${today()}) cannot be cancelled`,
      code: 'leaveRule.leaveInPast',
      params: { action: 'cancel', today: today() },
    });
    const pending = await pendingLeave(1008, lectureAfter('CS101', 32));
    expect((await student.post('/cancelLeave', { leave_id: pending.leave_id })).body).toEqual({
      message: 'Only accepted leave can be cancelled; this leave is pending',
      code: 'leaveRule.leaveNotInStatus',
      params: { action: 'cancel', needed: 'accepted', actual: 'pending' },
    });
  });
});

describe('decisions, by the instructor', () => {
  it('records an optional comment and who decided, which the student sees in the history', async () => {
    const leave = await pendingLeave(1002, lectureAfter('CS101', 35));
    const reply = await (
      await as.instructor(501)
    ).post('/rejectLeave', { leave_id: leave.leave_id, comment: 'Exam week' });
    expect(reply.status).toBe(200);
    const history = (await leaveOn(1002, leave.leave_date, 'CS101')).history;
    expect(history).toHaveLength(2);
    expect(history[1]).toEqual({
      from_status: 'pending',
      to_status: 'rejected',
      actor_id: 501,
      actor_role: 'course instructor',
      actor_name: 'Dr. Meera Iyer',
      comment: 'Exam week',
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/),
    });
    expect(Date.parse(history[1]!.at)).toBeGreaterThanOrEqual(Date.parse(history[0]!.at));
  });

  it('revokes an accepted leave dated today or later, only with a comment', async () => {
    const leave = await pendingLeave(1003, lectureAfter('CS101', 36));
    const instructor = await as.instructor(501);
    await instructor.post('/approveLeave', { leave_id: leave.leave_id });
    expect((await instructor.post('/revokeLeave', { leave_id: leave.leave_id })).body).toEqual({
      message: 'comment is required to revoke a leave',
      code: 'leaveRule.commentRequired',
      params: { action: 'revoke', name: 'comment' },
      field: 'comment',
    });
    expect(
      (await (await as.instructor(502)).post('/revokeLeave', { leave_id: leave.leave_id, comment: 'x' })).status,
    ).toBe(403);
    const reply = await instructor.post('/revokeLeave', {
      leave_id: leave.leave_id,
      comment: 'Needed for the lab exam',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.leave.status).toBe('rejected');
    const last = (await leaveOn(1003, leave.leave_date, 'CS101')).history.at(-1);
    expect(last).toMatchObject({ from_status: 'accepted', to_status: 'rejected', comment: 'Needed for the lab exam' });
    expect((await instructor.post('/revokeLeave', { leave_id: leave.leave_id, comment: 'again' })).body).toEqual({
      message: 'Only accepted leave can be revoked; this leave is rejected',
      code: 'leaveRule.leaveNotInStatus',
      params: { action: 'revoke', needed: 'accepted', actual: 'rejected' },
    });
  });

  it('approves several at once and reports each: one withdrawn meanwhile, one not in a course taught', async () => {
    const [firstDate, secondDate, thirdDate] = lecturesFrom('CS101', 40, 3);
    const first = await pendingLeave(1004, firstDate!);
    const second = await pendingLeave(1004, secondDate!);
    const withdrawn = await pendingLeave(1004, thirdDate!);
    const notTaught = await pendingLeave(1004, lectureAfter('MA101', 26), 'MA101');
    await (await as.student(1004)).post('/withdrawLeave', { leave_id: withdrawn.leave_id });
    const reply = await (
      await as.instructor(501)
    ).post<BulkDecisionResponse>('/decideLeaves', {
      leave_ids: [first.leave_id, second.leave_id, withdrawn.leave_id, notTaught.leave_id, 99_999_999],
      decision: 'accepted',
      comment: 'Get well soon',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      message: '2 of 5 leaves accepted',
      results: [
        { leave_id: first.leave_id, status: 200, message: 'Leave accepted' },
        { leave_id: second.leave_id, status: 200, message: 'Leave accepted' },
        { leave_id: withdrawn.leave_id, status: 409, message: 'This leave was already withdrawn' },
        { leave_id: notTaught.leave_id, status: 403, message: 'You do not teach this course' },
        { leave_id: 99_999_999, status: 404, message: 'No leave with id 99999999' },
      ],
    });
    expect((await leaveOn(1004, first.leave_date, 'CS101')).history.at(-1)?.comment).toBe('Get well soon');
    expect((await leaveOn(1004, notTaught.leave_date, 'MA101')).status).toBe('pending');
  });

  it('answers 4xx when no leave could be decided: the refusals’ status, or 409 when they differ, with each reason', async () => {
    const [firstDate, secondDate] = lecturesFrom('CS101', 50, 2);
    const first = await pendingLeave(1004, firstDate!);
    const second = await pendingLeave(1004, secondDate!);
    const notTaught = await pendingLeave(1004, lectureAfter('MA101', 30), 'MA101');
    for (const leave of [first, second]) {
      await (await as.student(1004)).post('/withdrawLeave', { leave_id: leave.leave_id });
    }
    const instructor = await as.instructor(501);
    const decide = (leave_ids: number[]) =>
      instructor.post<BulkDecisionResponse>('/decideLeaves', { leave_ids, decision: 'accepted' });
    const withdrawn = { status: 409, message: 'This leave was already withdrawn' };
    const mine = { status: 403, message: 'You do not teach this course' };

    expect(await decide([first.leave_id, second.leave_id])).toMatchObject({
      status: 409,
      body: {
        message: 'None of the 2 leaves could be accepted: each one’s reason is in results',
        results: [
          { leave_id: first.leave_id, ...withdrawn },
          { leave_id: second.leave_id, ...withdrawn },
        ],
      },
    });
    // One leave: its own refusal, as /approveLeave would answer it.
    expect(await decide([notTaught.leave_id])).toMatchObject({
      status: 403,
      body: { message: 'You do not teach this course', results: [{ leave_id: notTaught.leave_id, ...mine }] },
    });
    expect(await decide([first.leave_id, notTaught.leave_id])).toMatchObject({
      status: 409,
      body: {
        message: 'None of the 2 leaves could be accepted: each one’s reason is in results',
        results: [
          { leave_id: first.leave_id, ...withdrawn },
          { leave_id: notTaught.leave_id, ...mine },
        ],
      },
    });
    expect((await leaveOn(1004, notTaught.leave_date, 'MA101')).status).toBe('pending');
  });

  it.each([
    [{ leave_ids: [], decision: 'accepted' }, 'leave_ids', 'leave_ids is required', 'field.required'],
    [
      { leave_ids: [1, 1], decision: 'accepted' },
      'leave_ids',
      'leave_ids must not name the same item twice',
      'field.repeated',
    ],
    [
      { leave_ids: Array.from({ length: 101 }, (_, i) => i + 1), decision: 'accepted' },
      'leave_ids',
      'leave_ids must have at most 100 items',
      'field.tooMany',
    ],
    [
      { leave_ids: [1], decision: 'withdrawn' },
      'decision',
      'decision must be one of: accepted, rejected',
      'field.oneOf',
    ],
  ])('refuses a bulk decision %j with 400 naming %s', async (body, field, message, code) => {
    const reply = await (await as.instructor(501)).post('/decideLeaves', body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message, code, params: expect.objectContaining({ name: field }), field });
  });
});

describe('My Requests and History', () => {
  it("lists a student's leave newest first, by status and course, a page at a time, and only their own", async () => {
    const all = await myLeaves(1001, '&page_size=100');
    const dates = all.items.map((l) => l.leave_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.items.every((l) => l.user_id === 1001 && l.student_name === 'Aarav Sharma')).toBe(true);
    const accepted = await myLeaves(1001, '&status=accepted&course_code=cs101');
    expect(accepted.items.length).toBeGreaterThan(0);
    expect(accepted.items.every((l) => l.status === 'accepted' && l.course_code === 'CS101')).toBe(true);
    const page2 = await myLeaves(1001, '&page=2&page_size=1');
    expect(page2).toMatchObject({ page: 2, page_size: 1, total: all.total, items: [all.items[1]] });
    expect((await (await as.student(1002)).get('/myLeaves?user_id=1001')).status).toBe(403);
  });

  it('shows an instructor the leave decided in their courses, filtered, and no other course', async () => {
    const instructor = await as.instructor(501);
    const decided = (await instructor.get<LeavePage>('/decidedLeaves?page_size=100')).body;
    expect(decided.items.length).toBeGreaterThan(0);
    expect(decided.items.every((l) => l.status !== 'pending' && ['CS101', 'CS201'].includes(l.course_code))).toBe(true);
    const rejected = (await instructor.get<LeavePage>('/decidedLeaves?course_code=CS101&status=rejected&roll_no=1002'))
      .body;
    expect(rejected.items.length).toBeGreaterThan(0);
    expect(
      rejected.items.every((l) => l.status === 'rejected' && l.user_id === 1002 && l.course_code === 'CS101'),
    ).toBe(true);
    const from = weekdayAfter(80);
    const dated = (await instructor.get<LeavePage>(`/decidedLeaves?from=${from}&to=${addDays(from, 30)}`)).body;
    expect(dated.items.every((l) => l.leave_date >= from)).toBe(true);
    expect((await instructor.get('/decidedLeaves?course_code=MA101')).status).toBe(403);
    expect((await instructor.get('/decidedLeaves?course_code=ZZ999')).status).toBe(404);
  });
});
