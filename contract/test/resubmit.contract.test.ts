/**
 * Rejected is not the end (issue 59), on every backend: a rejected or withdrawn leave frees its
 * date for a new application (pending and accepted leave still hold it, with the seed's words);
 * the student resubmits a rejected request as a new one linked to it; the instructor reopens a
 * rejected request. In a course the suite makes (no timetable: every date is a lecture), for
 * students of its own.
 */
import type {
  AuditPage,
  LeaveRequestResponse,
  LeavePage,
  NotificationPage,
  PendingRequestPage,
  RequestPage,
  StudentDataResponse,
} from '@leave/contract';
import { ApiClient, leaveFor, newStudent, pdfBytes, useBackend, weekdayAfter } from '@leave/test-kit';

const { as, url } = useBackend();

const CODE = 'RES101';
const students = new Map<number, ApiClient>();
const student = (roll: number) => students.get(roll)!;

beforeAll(async () => {
  const admin = await as.admin();
  const added = await admin.post('/addCourse', { courseCode: CODE, courseTitle: 'Again', instructorId: 501 });
  expect(added.status).toBe(201);
  for (const roll of [4601, 4602, 4603, 4604]) {
    expect((await as.anonymous().post('/addUser', newStudent(roll))).status).toBe(201);
    expect((await admin.post('/addStudentToCourse', { courseCode: CODE, studentId: roll })).status).toBe(201);
    students.set(roll, await new ApiClient(url()).signIn(roll, 'Kestrel-42', 'student'));
  }
});

const applied = async (roll: number, from: string, to = from, reason = 'Organiser trip') => {
  const reply = await student(roll).post<LeaveRequestResponse>('/applyLeave', {
    user_id: roll,
    user_role: 'student',
    reason,
    from_date: from,
    to_date: to,
    course_codes: [CODE],
  });
  expect(reply.status).toBe(201);
  return reply.body.request_id!;
};

const decide = async (requestId: number, decision: 'accepted' | 'rejected', comment?: string) => {
  const reply = await (
    await as.instructor(501)
  ).post('/decideRequest', {
    request_id: requestId,
    course_code: CODE,
    decision,
    ...(comment ? { comment } : {}),
  });
  expect(reply.status).toBe(200);
};

const requestsOf = async (roll: number) =>
  (await student(roll).get<RequestPage>(`/myRequests?user_id=${roll}&page_size=100`)).body.items;

describe('a rejected or withdrawn leave frees its date', () => {
  it('takes a new application on a rejected date; a pending or accepted one is still refused in the seed words', async () => {
    const date = weekdayAfter(20);
    const first = await applied(4601, date);
    const again = await student(4601).post('/addLeave', leaveFor(4601, date, CODE));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: `You already have leave on ${date} in ${CODE}`,
      code: 'api.leaveExists',
      params: { date, code: CODE },
      field: 'leave_date',
    });

    await decide(first, 'rejected', 'No organiser letter; attach it and re-apply');
    expect((await student(4601).post('/addLeave', leaveFor(4601, date, CODE))).status).toBe(200);
    // The calendar shows both: the rejected one with its reason, and the new one pending.
    const data = await student(4601).get<StudentDataResponse>(`/studentData?user_id=4601&from=${date}&to=${date}`);
    expect(data.body.leaveData.map((leave) => leave.status)).toEqual(['rejected', 'pending']);

    // The new one, once accepted, holds the date again.
    const second = (await requestsOf(4601))[0]!.request_id;
    await decide(second, 'accepted');
    const refused = await student(4601).post('/addLeave', leaveFor(4601, date, CODE));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: `You already have leave on ${date} in ${CODE}`,
      code: 'api.leaveExists',
      params: { date, code: CODE },
      field: 'leave_date',
    });
  });

  it('takes a new application on a withdrawn date, and a preview counts a rejected date as free', async () => {
    const date = weekdayAfter(21);
    const first = await applied(4601, date);
    expect((await student(4601).post('/withdrawRequest', { request_id: first })).status).toBe(200);
    await applied(4601, date);

    const rejectedDate = weekdayAfter(22);
    await decide(await applied(4601, rejectedDate), 'rejected');
    const preview = await student(4601).post<{ courses: Array<{ course_code: string; days: number }> }>(
      '/previewLeave',
      { user_id: 4601, user_role: 'student', from_date: rejectedDate, course_codes: [CODE] },
    );
    expect(preview.body.courses).toEqual([expect.objectContaining({ course_code: CODE, days: 1 })]);
  });
});

describe('POST /resubmitRequest', () => {
  it('applies the rejected leave again as a new request, with the new reason and kind, linked both ways', async () => {
    const from = weekdayAfter(25);
    const to = weekdayAfter(26);
    const old = await applied(4602, from, to);
    await decide(old, 'rejected', 'No organiser letter');
    const reply = await student(4602).post<LeaveRequestResponse>('/resubmitRequest', {
      request_id: old,
      reason: 'Organiser trip, letter attached',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ message: '2 leaves applied', refused: [], no_lecture: [] });
    const fresh = reply.body.request_id!;
    expect(reply.body.applied.map((leave) => [leave.leave_date, leave.status, leave.reason])).toEqual([
      [from, 'pending', 'Organiser trip, letter attached'],
      [to, 'pending', 'Organiser trip, letter attached'],
    ]);

    const mine = await requestsOf(4602);
    expect(mine.find((r) => r.request_id === fresh)).toMatchObject({
      resubmits: old,
      resubmitted_as: null,
      reason: 'Organiser trip, letter attached',
      courses: [expect.objectContaining({ statuses: { pending: 2 } })],
    });
    expect(mine.find((r) => r.request_id === old)).toMatchObject({
      resubmits: null,
      resubmitted_as: fresh,
      courses: [expect.objectContaining({ statuses: { rejected: 2 } })],
    });
    // The instructor sees where it came from.
    const pending = (await (await as.instructor(501)).get<PendingRequestPage>(`/pendingRequests?course_code=${CODE}`))
      .body;
    expect(pending.items.find((row) => row.request_id === fresh)).toMatchObject({ resubmits: old });
    // A document goes to the new request.
    const attached = await student(4602).upload(`/attachDocuments?request_id=${fresh}`, [
      { name: 'letter.pdf', bytes: pdfBytes() },
    ]);
    expect(attached.status).toBe(201);
    // The instructor is told as of a new application, and the trail names the old request.
    const told = (await (await as.instructor(501)).get<NotificationPage>('/notifications?page_size=5')).body;
    expect(told.items[0]!.text).toContain(`asked for leave in ${CODE}`);
    const trail = await (await as.admin()).get<AuditPage>(`/auditEvents?action=request%20resubmitted`);
    expect(trail.body.items.find((event) => event.target === `request ${fresh}`)?.after).toEqual({
      resubmits: old,
      leaves: [`${from} ${CODE}`, `${to} ${CODE}`],
    });

    // Once only.
    const twice = await student(4602).post('/resubmitRequest', { request_id: old, reason: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({
      message: `Request ${old} was resubmitted already, as request ${fresh}`,
      code: 'lecture.alreadyResubmitted',
      params: { requestId: old, as: fresh },
    });
  });

  it('refuses what cannot be resubmitted, each with its reason', async () => {
    const pending = await applied(4603, weekdayAfter(30));
    const noneRejected = await student(4603).post('/resubmitRequest', { request_id: pending, reason: 'R' });
    expect(noneRejected.status).toBe(409);
    expect(noneRejected.body).toEqual({
      message: 'Nothing in this request is rejected: only rejected leave can be resubmitted',
      code: 'lecture.nothingToResubmit',
      params: {},
      field: 'request_id',
    });
    await decide(pending, 'rejected');
    const notMine = await student(4604).post('/resubmitRequest', { request_id: pending, reason: 'R' });
    expect(notMine.status).toBe(403);
    expect(
      (await (await as.instructor(501)).post('/resubmitRequest', { request_id: pending, reason: 'R' })).status,
    ).toBe(403);
    const unknown = await student(4603).post('/resubmitRequest', { request_id: 999999, reason: 'R' });
    expect(unknown.status).toBe(404);
    const noReason = await student(4603).post('/resubmitRequest', { request_id: pending });
    expect(noReason.status).toBe(400);
    expect(noReason.body.field).toBe('reason');
  });

  it('refuses a date applied for again meanwhile, and applies the rest', async () => {
    const from = weekdayAfter(32);
    const to = weekdayAfter(33);
    const old = await applied(4603, from, to);
    await decide(old, 'rejected');
    await applied(4603, to);
    const reply = await student(4603).post<LeaveRequestResponse>('/resubmitRequest', {
      request_id: old,
      reason: 'With letter',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      message: '1 of 2 leaves applied',
      code: 'api.leaveRequestApplied',
      params: { applied: 1, asked: 2 },
    });
    expect(reply.body.refused).toEqual([
      {
        leave_date: to,
        course_code: CODE,
        message: `You already have leave on ${to} in ${CODE}`,
        code: 'api.leaveExists',
        params: { date: to, code: CODE },
      },
    ]);
  });
});

describe('POST /reopenRequest', () => {
  it("puts a request's rejected leave back to pending, in its history, and tells the student", async () => {
    const from = weekdayAfter(36);
    const to = weekdayAfter(37);
    const old = await applied(4604, from, to);
    await decide(old, 'rejected', 'Too many');
    expect(
      (await (await as.instructor(502)).post('/reopenRequest', { request_id: old, course_code: CODE })).status,
    ).toBe(403);
    expect((await student(4604).post('/reopenRequest', { request_id: old, course_code: CODE })).status).toBe(403);

    const reply = await (
      await as.instructor(501)
    ).post('/reopenRequest', { request_id: old, course_code: CODE, comment: 'Letter seen' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      message: `2 leaves of ${CODE} reopened: pending again`,
      code: 'lecture.requestReopened',
      params: { moved: 2, code: CODE },
      moved: 2,
    });
    const leaves = (await student(4604).get<LeavePage>(`/myLeaves?user_id=4604&from=${from}&to=${to}`)).body.items;
    expect(leaves.map((leave) => leave.status)).toEqual(['pending', 'pending']);
    expect(leaves[0]!.history.at(-1)).toMatchObject({
      from_status: 'rejected',
      to_status: 'pending',
      actor_id: 501,
      comment: 'Letter seen',
    });
    const told = (await student(4604).get<NotificationPage>('/notifications?page_size=1')).body.items[0]!;
    expect(told).toMatchObject({ kind: 'leave reopened', course_code: CODE });
    expect(told.text).toContain('was reopened by Dr. Meera Iyer: it is pending again. Comment: “Letter seen”');
    const trail = await (await as.admin()).get<AuditPage>(`/auditEvents?action=request%20reopened`);
    expect(trail.body.items.some((event) => event.target === `request ${old}`)).toBe(true);

    const again = await (await as.instructor(501)).post('/reopenRequest', { request_id: old, course_code: CODE });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: `Nothing in this request is rejected in ${CODE} any more`,
      code: 'lecture.nothingToReopen',
      params: { code: CODE },
    });
  });

  it('refuses a resubmitted request, and a date the student has applied for again', async () => {
    const date = weekdayAfter(40);
    const old = await applied(4604, date);
    await decide(old, 'rejected');
    await applied(4604, date);
    const held = await (await as.instructor(501)).post('/reopenRequest', { request_id: old, course_code: CODE });
    expect(held.status).toBe(409);
    expect(held.body).toEqual({
      message: `The student has applied again for ${date} in ${CODE}, and that leave stands: decide that one instead`,
      code: 'leaveRule.dateHeldAgain',
      params: { date, code: CODE },
    });

    const other = await applied(4604, weekdayAfter(41));
    await decide(other, 'rejected');
    const resubmitted = await student(4604).post<LeaveRequestResponse>('/resubmitRequest', {
      request_id: other,
      reason: 'Again',
    });
    const reopened = await (await as.instructor(501)).post('/reopenRequest', { request_id: other, course_code: CODE });
    expect(reopened.status).toBe(409);
    expect(reopened.body).toEqual({
      message: `Request ${other} was resubmitted as request ${resubmitted.body.request_id}: decide that one instead`,
      code: 'lecture.resubmittedSoDecideThat',
      params: { requestId: other, as: resubmitted.body.request_id },
    });
  });
});
