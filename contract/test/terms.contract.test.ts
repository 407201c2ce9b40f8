/**
 * The school's term on every backend (issue 34): terms that never overlap, holidays and breaks,
 * each course's timetable with its cancelled and extra lectures, leave that counts lectures, and
 * one absence as one request. Everything here happens in a term of its own in 2031, far from the
 * demo's, in courses the suite makes, so the counts are the suite's alone.
 */
import ICAL from 'ical.js';
import { datesFrom, HOLIDAY_ROW_CODES, TIMETABLE_ROW_CODES } from '@leave/contract';
import { IMPORT_MAX_BYTES } from '@leave/domain';
import type {
  CourseTimetable,
  HolidayImportResult,
  ImportRowProblem,
  LeaveRequestResponse,
  NotificationPage,
  PendingRequestPage,
  RequestPage,
  StudentDataResponse,
  Term,
  TermListPage,
  TimetableImportResult,
  TimetableWindow,
} from '@leave/contract';
import { ApiClient, newStudent, suiteDemoTerm, useBackend } from '@leave/test-kit';

const { as, url } = useBackend();

/** Each row with a message says it by its code too, one its import's rows can carry. */
const expectSaidByCodes = (rows: ImportRowProblem[], codes: readonly string[]) => {
  for (const row of rows) if (row.message) expect(codes).toContain(row.code);
};

const SPRING = { name: 'Spring 2031', first_day: '2031-01-06', last_day: '2031-04-25' };
const MWF = [
  { weekday: 'Monday', start: '09:00', end: '10:00', room: 'L-1' },
  { weekday: 'Wednesday', start: '09:00', end: '10:00', room: 'L-1' },
  { weekday: 'Friday', start: '14:00', end: '15:00', room: null },
];
/** The Mondays, Wednesdays and Fridays of Spring 2031: counted here by hand, not by the product's code. */
const springMeetings = () =>
  datesFrom(SPRING.first_day, SPRING.last_day).filter((date) =>
    [1, 3, 5].includes(new Date(`${date}T12:00:00Z`).getUTCDay()),
  );

const newcomers = new Map<number, Promise<ApiClient>>();
const student = (rollNo: number) => {
  if (!newcomers.has(rollNo)) newcomers.set(rollNo, new ApiClient(url()).signIn(rollNo, 'Kestrel-42', 'student'));
  return newcomers.get(rollNo)!;
};

let spring: Term;

/** A new course taught by 501 with a new student enrolled: it has no timetable until given one. */
async function courseWithStudent(code: string, rollNo: number) {
  const admin = await as.admin();
  expect(
    (
      await admin.post('/addCourse', {
        courseCode: code,
        courseTitle: `Course ${code}`,
        instructorId: 501,
        totalLectures: 30,
      })
    ).status,
  ).toBe(201);
  expect((await as.anonymous().post('/addUser', newStudent(rollNo))).status).toBe(201);
  expect((await admin.post('/addStudentToCourse', { courseCode: code, studentId: rollNo })).status).toBe(201);
}

const standing = async (rollNo: number, code: string) =>
  (await (await student(rollNo)).get<StudentDataResponse>(`/studentData?user_id=${rollNo}`)).body.enrollmentData.find(
    (e) => e.course_code === code,
  )!;

const timetable = async (code: string) =>
  (await (await as.admin()).get<CourseTimetable>(`/courseTimetable?course_code=${code}`)).body;

beforeAll(async () => {
  const added = await (await as.admin()).post<{ message: string; term: Term }>('/addTerm', SPRING);
  expect(added.status).toBe(201);
  expect(added.body.message).toBe('Term Spring 2031 added');
  spring = added.body.term;
});

describe('terms', () => {
  it('never overlap, have their own names, and list by first day with their courses and holidays', async () => {
    const admin = await as.admin();
    expect(spring).toEqual({ term_id: expect.any(Number), ...SPRING });
    const overlapping = await admin.post('/addTerm', {
      name: 'Summer 2031',
      first_day: '2031-04-20',
      last_day: '2031-06-30',
    });
    expect(overlapping).toMatchObject({
      status: 409,
      body: {
        message: 'Summer 2031 would share days with Spring 2031 (6 Jan 2031 to 25 Apr 2031): terms may not overlap',
        field: 'first_day',
      },
    });
    const sameName = await admin.post('/addTerm', {
      name: 'spring 2031',
      first_day: '2032-01-05',
      last_day: '2032-04-23',
    });
    expect(sameName).toMatchObject({
      status: 409,
      body: { message: 'There is already a term named spring 2031', field: 'name' },
    });
    const backwards = await admin.post('/addTerm', {
      name: 'Backwards',
      first_day: '2032-02-01',
      last_day: '2032-01-01',
    });
    expect(backwards).toMatchObject({
      status: 400,
      body: { message: 'last_day must not be before first_day', field: 'last_day' },
    });
    const notADate = await admin.post('/addTerm', { name: 'Odd', first_day: '2032-02-30', last_day: '2032-03-01' });
    expect(notADate).toMatchObject({ status: 400, body: { field: 'first_day' } });

    const list = (await admin.get<TermListPage>('/terms')).body;
    expect(list.items.map((t) => t.name)).toEqual([suiteDemoTerm().name, 'Spring 2031']);
    // The demo's four courses are in its term, with Founders' Day and the Spring Break.
    expect(list.items[0]).toMatchObject({ courses: 4, holidays: 2 });
  });

  it('edits a term and removes one only when no course is in it', async () => {
    const admin = await as.admin();
    const autumn = (
      await admin.post<{ term: Term }>('/addTerm', {
        name: 'Autumn 2031',
        first_day: '2031-08-04',
        last_day: '2031-12-12',
      })
    ).body.term;
    const edited = await admin.post('/editTerm', { ...autumn, name: 'Autumn term 2031', last_day: '2031-12-19' });
    expect(edited).toMatchObject({
      status: 200,
      body: { message: 'Term Autumn term 2031 updated', term: { last_day: '2031-12-19' } },
    });
    const intoSpring = await admin.post('/editTerm', { ...autumn, first_day: '2031-04-01' });
    expect(intoSpring).toMatchObject({ status: 409, body: { field: 'first_day' } });
    expect((await admin.post('/removeTerm', { term_id: autumn.term_id })).body).toEqual({
      message: 'Term Autumn term 2031 removed',
    });
    expect((await admin.post('/removeTerm', { term_id: autumn.term_id })).status).toBe(404);
    const demo = (await admin.get<TermListPage>('/terms')).body.items[0]!;
    expect(await admin.post('/removeTerm', { term_id: demo.term_id })).toMatchObject({
      status: 409,
      body: { message: `${demo.name} still has courses: move them to another term first` },
    });
  });
});

describe('a course with a timetable counts lectures', () => {
  const CODE = 'TT101';
  const ROLL = 7_601;

  beforeAll(async () => {
    await courseWithStudent(CODE, ROLL);
    const set = await (
      await as.admin()
    ).post<{ message: string; timetable: CourseTimetable }>('/setTimetable', {
      course_code: CODE,
      term_id: spring.term_id,
      meetings: MWF,
    });
    expect(set.status).toBe(200);
    expect(set.body.message).toBe(`${CODE} now meets as set: ${springMeetings().length} lectures in Spring 2031`);
  });

  it('counts its meeting days in the term, and the student’s standing follows', async () => {
    expect(await timetable(CODE)).toMatchObject({
      course_code: CODE,
      term: spring,
      meetings: MWF,
      changes: [],
      total_lectures: springMeetings().length,
    });
    expect(await standing(ROLL, CODE)).toMatchObject({ total_lectures: springMeetings().length, accepted_days: 0 });
  });

  it('puts its lectures and its term’s holidays in the student’s calendar feed when asked', async () => {
    const me = await student(ROLL);
    const path = (await me.post<{ path: string }>('/createCalendarFeed')).body.path;
    const plain = (await new ApiClient(url()).get<string>(path)).body;
    expect(plain).not.toContain('TT101 lecture');
    const feed = (await new ApiClient(url()).get<string>(`${path}&lectures=true`)).body;
    const events = new ICAL.Component(ICAL.parse(feed)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    const lectures = events.filter((e) => e.summary === `${CODE} lecture`);
    expect(lectures).toHaveLength(springMeetings().length);
    const first = lectures.find((e) => e.startDate.toString().startsWith('2031-01-06'))!;
    // The school's times, as the timetable reads: floating, not moved by any time zone.
    expect([first.startDate.toString(), first.endDate.toString(), first.location]).toEqual([
      '2031-01-06T09:00:00',
      '2031-01-06T10:00:00',
      'L-1',
    ]);
    expect((await new ApiClient(url()).get(`${path}&lectures=maybe`)).status).toBe(400);
  });

  it('refuses leave on a day without a lecture, saying why, and takes it on a lecture', async () => {
    const me = await student(ROLL);
    const leave = (date: string) => ({
      reason: 'Sick',
      course_code: CODE,
      leave_date: date,
      user_id: ROLL,
      user_role: 'student',
    });
    expect(await me.post('/addLeave', leave('2031-01-07'))).toMatchObject({
      status: 400,
      body: { message: `${CODE} does not meet on Tuesdays`, field: 'leave_date' },
    });
    expect(await me.post('/addLeave', leave('2031-05-05'))).toMatchObject({
      status: 400,
      body: { message: `5 May 2031 is outside ${CODE}'s term, Spring 2031 (6 Jan 2031 to 25 Apr 2031)` },
    });
    expect((await me.post('/addLeave', leave('2031-01-06'))).status).toBe(200);
  });

  it('leaves out a new holiday at once, and applies a week for the lectures it covers, listing the rest', async () => {
    const admin = await as.admin();
    const before = await standing(ROLL, CODE);
    expect(
      await admin.post('/addHoliday', { term_id: spring.term_id, from_date: '2031-05-01', name: 'May Day' }),
    ).toMatchObject({
      status: 400,
      body: { message: 'A holiday must be inside Spring 2031 (6 Jan 2031 to 25 Apr 2031)', field: 'from_date' },
    });
    const holiday = await admin.post('/addHoliday', {
      term_id: spring.term_id,
      from_date: '2031-01-15',
      name: 'Founders’ Day',
    });
    expect(holiday).toMatchObject({ status: 201, body: { message: 'Founders’ Day (15 Jan 2031) added' } });
    expect(await standing(ROLL, CODE)).toMatchObject({ total_lectures: before.total_lectures - 1 });

    const me = await student(ROLL);
    const reply = await me.post<LeaveRequestResponse>('/applyLeave', {
      user_id: ROLL,
      user_role: 'student',
      reason: 'Sick',
      from_date: '2031-01-13',
      to_date: '2031-01-17',
      all_courses: true,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.applied.map((l) => l.leave_date)).toEqual(['2031-01-13', '2031-01-17']);
    expect(reply.body.no_lecture).toEqual([
      {
        leave_date: '2031-01-14',
        course_code: CODE,
        message: `${CODE} does not meet on Tuesdays`,
        code: 'lecture.doesNotMeet',
        params: { code: CODE, weekday: 'Tuesday' },
      },
      {
        leave_date: '2031-01-15',
        course_code: CODE,
        message: '15 Jan is a holiday: Founders’ Day',
        code: 'lecture.holiday',
        params: { date: '2031-01-15', name: 'Founders’ Day' },
      },
      {
        leave_date: '2031-01-16',
        course_code: CODE,
        message: `${CODE} does not meet on Thursdays`,
        code: 'lecture.doesNotMeet',
        params: { code: CODE, weekday: 'Thursday' },
      },
    ]);
    expect(reply.body.message).toBe('2 leaves applied');

    const requests = (await me.get<RequestPage>(`/myRequests?user_id=${ROLL}`)).body;
    expect(requests.items[0]).toMatchObject({
      request_id: reply.body.request_id,
      reason: 'Sick',
      from_date: '2031-01-13',
      to_date: '2031-01-17',
      courses: [{ course_code: CODE, lectures: 2, statuses: { pending: 2 }, not_counted: [] }],
    });
  });

  it('is decided in one action by the instructor, and the student’s standing drops by its lectures', async () => {
    const instructor = await as.instructor(501);
    const pending = (await instructor.get<PendingRequestPage>(`/pendingRequests?course_code=${CODE}`)).body;
    // The single Monday of the first test and the week's request: one row each.
    expect(pending.total).toBe(2);
    const week = pending.items.find((row) => row.from_date === '2031-01-13')!;
    expect(week).toMatchObject({
      user_id: ROLL,
      student_name: 'Test Student',
      to_date: '2031-01-17',
      lectures: 2,
      leaves: [
        { leave_date: '2031-01-13', counts: true },
        { leave_date: '2031-01-17', counts: true },
      ],
      percentage_before: 0,
    });
    const before = await standing(ROLL, CODE);
    const decided = await instructor.post('/decideRequest', {
      request_id: week.request_id,
      course_code: CODE,
      decision: 'accepted',
      comment: 'Get well',
    });
    expect(decided.body).toEqual({
      message: `2 leaves of ${CODE} accepted`,
      code: 'lecture.requestDecided',
      params: { moved: 2, status: 'accepted', code: CODE },
      moved: 2,
    });
    expect(
      (
        await instructor.post('/decideRequest', {
          request_id: week.request_id,
          course_code: CODE,
          decision: 'rejected',
        })
      ).status,
    ).toBe(409);
    const after = await standing(ROLL, CODE);
    expect(after.accepted_days).toBe(before.accepted_days + 2);
    expect(after.can_still_miss).toBe(before.can_still_miss - 2);
    const told = (await (await student(ROLL)).get<NotificationPage>('/notifications')).body.items[0]!;
    expect(told.text).toBe(
      `Your leave in ${CODE} from Mon, 13 Jan 2031 to Fri, 17 Jan 2031 (2 lectures) was approved by Dr. Meera Iyer. Comment: “Get well”`,
    );
  });

  it('keeps leave on a cancelled lecture, marked and no longer counted, and counts it again when the lecture is back', async () => {
    const instructor = await as.instructor(501);
    const before = await standing(ROLL, CODE);
    const cancelled = await instructor.post<{ message: string; timetable: CourseTimetable }>('/cancelLecture', {
      course_code: CODE,
      date: '2031-01-17',
      reason: 'Exam duty',
    });
    expect(cancelled.body.message).toMatch(
      new RegExp(`^${CODE}'s lecture on 17 Jan is cancelled; \\d+ students? told, 1 with leave that day$`),
    );
    // Beside its English, its code and params: a page says it in the person's language.
    expect(cancelled.body).toMatchObject({
      code: 'lecture.lectureCancelledDone',
      params: { code: CODE, date: '2031-01-17', told: expect.any(Number), onLeave: 1 },
    });
    const change = cancelled.body.timetable.changes.find((c) => c.date === '2031-01-17')!;
    expect(change).toMatchObject({ kind: 'cancelled', reason: 'Exam duty' });
    const after = await standing(ROLL, CODE);
    expect(after).toMatchObject({ total_lectures: before.total_lectures - 1, accepted_days: before.accepted_days - 1 });

    const me = await student(ROLL);
    const data = (await me.get<StudentDataResponse>(`/studentData?user_id=${ROLL}`)).body;
    expect(data.leaveData.find((l) => l.leave_date === '2031-01-17')).toMatchObject({
      status: 'accepted',
      no_lecture: `No lecture on this date any more (${CODE}'s lecture on 17 Jan is cancelled: Exam duty): it does not count`,
      // The reason it gives, by its code and params: a page says the whole in the person's language.
      no_lecture_why: { code: 'lecture.cancelled', params: { code: CODE, date: '2031-01-17', reason: 'Exam duty' } },
    });
    const notCounted = (await me.get<RequestPage>(`/myRequests?user_id=${ROLL}`)).body.items
      .flatMap((request) => request.courses.flatMap((course) => course.not_counted))
      .find((leave) => leave.leave_date === '2031-01-17');
    expect(notCounted).toMatchObject({
      message: `No lecture on this date any more (${CODE}'s lecture on 17 Jan is cancelled: Exam duty): it does not count`,
      why: { code: 'lecture.cancelled', params: { code: CODE, date: '2031-01-17', reason: 'Exam duty' } },
    });
    const register = (await instructor.get<string>(`/courseRegister?course_code=${CODE}`)).body.split('\r\n');
    expect(register.find((line) => line.startsWith('2031-01-17'))).toMatch(
      new RegExp(`,no: ${CODE}'s lecture on 17 Jan is cancelled: Exam duty$`),
    );
    expect(register.find((line) => line.startsWith('2031-01-13'))).toMatch(/,yes$/);
    const notice = (await me.get<NotificationPage>('/notifications')).body.items[0]!;
    expect(notice).toMatchObject({
      kind: 'lecture cancelled',
      text: `${CODE}'s lecture on Fri, 17 Jan 2031 is cancelled: Exam duty. Your leave that day is kept and no longer counts.`,
    });

    expect(
      await instructor.post('/cancelLecture', { course_code: CODE, date: '2031-01-17', reason: 'Again' }),
    ).toMatchObject({
      status: 409,
      body: {
        message: `${CODE} has no lecture on 17 Jan to cancel (${CODE}'s lecture on 17 Jan is cancelled: Exam duty)`,
        field: 'date',
      },
    });
    expect(
      await instructor.post('/cancelLecture', { course_code: CODE, date: '2031-01-14', reason: 'Hm' }),
    ).toMatchObject({
      status: 409,
      body: { message: `${CODE} has no lecture on 14 Jan to cancel (${CODE} does not meet on Tuesdays)` },
    });

    const undone = await instructor.post('/removeLectureChange', { change_id: change.change_id });
    expect(undone.body.message).toMatch(
      new RegExp(`^${CODE}'s lecture on 17 Jan takes place again; \\d+ students? told$`),
    );
    expect(undone.body).toMatchObject({
      code: 'lecture.lectureChangeRemoved',
      params: { code: CODE, date: '2031-01-17', kind: 'cancelled', told: expect.any(Number) },
    });
    expect(await standing(ROLL, CODE)).toMatchObject({
      total_lectures: before.total_lectures,
      accepted_days: before.accepted_days,
    });
  });

  it('says on the pending list why leave on a lecture cancelled since no longer counts, its reason by code', async () => {
    const me = await student(ROLL);
    const applied = await me.post<LeaveRequestResponse>('/applyLeave', {
      user_id: ROLL,
      user_role: 'student',
      reason: 'Trip',
      from_date: '2031-01-20',
      course_codes: [CODE],
    });
    expect(applied.status).toBe(201);
    const instructor = await as.instructor(501);
    const cancelled = await instructor.post<{ timetable: CourseTimetable }>('/cancelLecture', {
      course_code: CODE,
      date: '2031-01-20',
      reason: 'Exam duty',
    });
    const pending = (await instructor.get<PendingRequestPage>(`/pendingRequests?course_code=${CODE}`)).body.items;
    expect(pending.find((row) => row.request_id === applied.body.request_id)?.leaves).toEqual([
      {
        leave_id: applied.body.applied[0]!.leave_id,
        leave_date: '2031-01-20',
        counts: false,
        message: `No lecture on this date any more (${CODE}'s lecture on 20 Jan is cancelled: Exam duty): it does not count`,
        // The reason, by its code and params: the page says the whole in the person's language.
        why: { code: 'lecture.cancelled', params: { code: CODE, date: '2031-01-20', reason: 'Exam duty' } },
      },
    ]);
    // As it was: the lecture back, the request withdrawn.
    const change = cancelled.body.timetable.changes.find((c) => c.date === '2031-01-20')!;
    expect((await instructor.post('/removeLectureChange', { change_id: change.change_id })).status).toBe(200);
    expect((await me.post('/withdrawRequest', { request_id: applied.body.request_id })).status).toBe(200);
  });

  it('adds an extra lecture inside the term, not on a day it has one', async () => {
    const admin = await as.admin();
    const before = (await timetable(CODE)).total_lectures;
    const extra = await admin.post<{ timetable: CourseTimetable }>('/addLecture', {
      course_code: CODE,
      date: '2031-01-18',
      start: '10:00',
      end: '11:00',
      room: 'Hall',
    });
    expect(extra.status).toBe(201);
    expect(extra.body.timetable.total_lectures).toBe(before + 1);
    expect(await admin.post('/addLecture', { course_code: CODE, date: '2031-01-20' })).toMatchObject({
      status: 409,
      body: { message: `${CODE} already has a lecture on 20 Jan`, field: 'date' },
    });
    expect(await admin.post('/addLecture', { course_code: CODE, date: '2031-05-03' })).toMatchObject({
      status: 400,
      body: { field: 'date' },
    });
    const window = (
      await admin.get<TimetableWindow>(`/courseCalendar?course_code=${CODE}&from=2031-01-13&to=2031-01-19`)
    ).body;
    expect(window.lectures.map((l) => [l.date, l.start, l.extra])).toEqual([
      ['2031-01-13', '09:00', false],
      ['2031-01-17', '14:00', false],
      ['2031-01-18', '10:00', true],
    ]);
    expect(window.holidays).toEqual([{ date: '2031-01-15', name: 'Founders’ Day', term_id: spring.term_id }]);
    expect(window.cancelled).toEqual([
      { course_code: CODE, date: '2031-01-15', message: '15 Jan is a holiday: Founders’ Day', kind: 'holiday' },
    ]);
  });
});

describe('a change that would leave a course no lecture', () => {
  it('is refused with why, and nothing is changed', async () => {
    const admin = await as.admin();
    const tiny = (
      await admin.post<{ term: Term }>('/addTerm', {
        name: 'Exam week 2032',
        first_day: '2032-01-05',
        last_day: '2032-01-09',
      })
    ).body.term;
    await courseWithStudent('TT106', 7_606);
    const monday = [{ weekday: 'Monday', start: '09:00', end: '10:00' }];
    expect(
      (await admin.post('/setTimetable', { course_code: 'TT106', term_id: tiny.term_id, meetings: monday })).status,
    ).toBe(200);
    const before = await timetable('TT106');
    expect(before.total_lectures).toBe(1);
    const noLectures = { message: 'This would leave TT106 with no lectures in Exam week 2032: nothing was changed' };
    expect(
      await admin.post('/addHoliday', { term_id: tiny.term_id, from_date: '2032-01-05', name: 'Snow day' }),
    ).toMatchObject({
      status: 409,
      body: noLectures,
    });
    expect(
      await admin.post('/setTimetable', {
        course_code: 'TT106',
        term_id: tiny.term_id,
        meetings: [{ ...monday[0], weekday: 'Saturday' }],
      }),
    ).toMatchObject({ status: 409, body: noLectures });
    expect(
      await admin.post('/cancelLecture', { course_code: 'TT106', date: '2032-01-05', reason: 'Ill' }),
    ).toMatchObject({
      status: 409,
      body: noLectures,
    });
    expect(await timetable('TT106')).toEqual(before);
    expect((await admin.get(`/holidays?term_id=${tiny.term_id}`)).body.total).toBe(0);
  });
});

describe('timetables: bad input and who may set them', () => {
  it('refuses each bad meeting with the field at fault, and changes nothing', async () => {
    const admin = await as.admin();
    await courseWithStudent('TT102', 7_602);
    const set = (body: Record<string, unknown>) =>
      admin.post('/setTimetable', { course_code: 'TT102', term_id: spring.term_id, meetings: MWF, ...body });
    const cases: Array<[Record<string, unknown>, number, string, string, string]> = [
      [
        { meetings: [{ ...MWF[0], weekday: 'Funday' }] },
        400,
        'meetings.0.weekday',
        'weekday must be one of: Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday',
        'field.oneOf',
      ],
      [
        { meetings: [{ ...MWF[0], start: '9:00' }] },
        400,
        'meetings.0.start',
        'start must be a time of day written HH:MM, such as 09:30',
        'field.notATime',
      ],
      [
        { meetings: [{ ...MWF[0], end: '08:00' }] },
        400,
        'meetings.0.end',
        'end must be later than start',
        'field.endNotAfterStart',
      ],
      [
        { meetings: [MWF[0], MWF[0]] },
        400,
        'meetings.1.weekday',
        'meetings: a course meets at most once each weekday, and Monday is named twice',
        'field.weekdayRepeated',
      ],
      [{ term_id: null }, 400, 'term_id', "Choose a term for TT102's timetable", 'lecture.timetableNeedsTerm'],
      [{ term_id: 999_999 }, 404, 'term_id', 'There is no term 999999', 'lecture.noTerm'],
      [{ course_code: 'NOPE1' }, 404, 'course_code', 'There is no course NOPE1', 'api.noCourse'],
    ];
    for (const [body, status, field, message, code] of cases) {
      expect({ body, reply: (await set(body)).body, status: (await set(body)).status }).toEqual({
        body,
        reply: { message, code, params: expect.any(Object), field },
        status,
      });
    }
    expect((await timetable('TT102')).meetings).toEqual([]);
  });

  it('is the admin’s to set; a lecture is its instructor’s or the admin’s to cancel', async () => {
    const body = { course_code: 'TT101', term_id: spring.term_id, meetings: MWF };
    expect((await (await as.instructor(501)).post('/setTimetable', body)).status).toBe(403);
    expect((await (await as.student(1001)).post('/setTimetable', body)).status).toBe(403);
    const cancel = { course_code: 'TT101', date: '2031-02-03', reason: 'Away' };
    expect(await (await as.instructor(502)).post('/cancelLecture', cancel)).toMatchObject({
      status: 403,
      body: { message: 'You do not teach this course' },
    });
    expect((await (await as.student(1001)).post('/cancelLecture', cancel)).status).toBe(403);
    expect((await as.anonymous().post('/cancelLecture', cancel)).status).toBe(401);
    expect(
      (await (await as.instructor(502)).get('/courseCalendar?course_code=TT101&from=2031-02-01&to=2031-02-07')).status,
    ).toBe(403);
    expect((await (await as.student(1001)).get('/myTimetable?user_id=1002&from=2031-02-01&to=2031-02-07')).status).toBe(
      403,
    );
  });

  it('a timetable taken away leaves the course counting every date again, with its total as it was', async () => {
    const admin = await as.admin();
    await courseWithStudent('TT103', 7_603);
    await admin.post('/setTimetable', { course_code: 'TT103', term_id: spring.term_id, meetings: MWF });
    const counted = (await timetable('TT103')).total_lectures;
    expect(counted).toBe(springMeetings().length - 1); // Founders' Day is a Wednesday
    const cleared = await admin.post<{ message: string; timetable: CourseTimetable }>('/setTimetable', {
      course_code: 'TT103',
      term_id: spring.term_id,
      meetings: [],
    });
    expect(cleared.body.message).toBe(
      `TT103 has no timetable now: every date counts as one lecture (${counted} in all)`,
    );
    const leave = {
      reason: 'Trip',
      course_code: 'TT103',
      leave_date: '2031-01-07',
      user_id: 7_603,
      user_role: 'student',
    };
    expect((await (await student(7_603)).post('/addLeave', leave)).status).toBe(200);
  });
});

describe('a request is one absence', () => {
  it('is withdrawn as a whole or course by course, only by its student', async () => {
    const admin = await as.admin();
    await courseWithStudent('TT104', 7_604);
    expect((await admin.post('/addStudentToCourse', { courseCode: 'TT101', studentId: 7_604 })).status).toBe(201);
    await admin.post('/setTimetable', { course_code: 'TT104', term_id: spring.term_id, meetings: MWF });
    const me = await student(7_604);
    const applied = await me.post<LeaveRequestResponse>('/applyLeave', {
      user_id: 7_604,
      user_role: 'student',
      reason: 'Conference',
      from_date: '2031-02-03',
      to_date: '2031-02-07',
      all_courses: true,
    });
    expect(applied.body.applied).toHaveLength(6);
    const id = applied.body.request_id!;
    expect((await (await student(7_601)).post('/withdrawRequest', { request_id: id })).status).toBe(403);
    expect((await me.post('/withdrawRequest', { request_id: id, course_code: 'TT104' })).body).toEqual({
      message: '3 leaves withdrawn',
      code: 'lecture.requestWithdrawn',
      params: { moved: 3 },
      moved: 3,
    });
    const card = (await me.get<RequestPage>('/myRequests?user_id=7604')).body.items[0]!;
    expect(card.courses.map((c) => [c.course_code, c.statuses])).toEqual([
      ['TT101', { pending: 3 }],
      ['TT104', { withdrawn: 3 }],
    ]);
    expect((await me.post('/withdrawRequest', { request_id: id })).body.moved).toBe(3);
    expect(await me.post('/withdrawRequest', { request_id: id })).toMatchObject({
      status: 409,
      body: { message: 'Nothing in this request is pending any more' },
    });
    expect((await me.post('/withdrawRequest', { request_id: 999_999 })).status).toBe(404);
  });
});
describe('imports', () => {
  it('previews a holidays CSV row by row and adds the new ones', async () => {
    const admin = await as.admin();
    const csv = [
      'from,to,name',
      '2031-03-09,2031-03-13,Spring Break',
      '2031-01-15,2031-01-15,Founders’ Day',
      '2031-02-30,2031-03-01,Typo',
      '2031-06-01,2031-06-02,Too late',
      '2031-02-27,2031-02-26,Backwards',
    ].join('\n');
    const preview = await admin.post<HolidayImportResult>('/importHolidays', {
      term_id: spring.term_id,
      format: 'csv',
      content: csv,
    });
    expect(preview.body.counts).toEqual({ 'will add': 1, added: 0, 'already there': 1, 'bad value': 3 });
    expect(preview.body.rows.filter((r) => r.status === 'bad value').map((r) => [r.line, r.column, r.message])).toEqual(
      [
        [4, 'from', 'from must be a calendar date written YYYY-MM-DD'],
        [5, 'from', 'from must be inside Spring 2031 (6 Jan 2031 to 25 Apr 2031)'],
        [6, 'to', 'to must not be before from'],
      ],
    );
    // Each row's problem is said by its code and params too, for a page in another language.
    expect(preview.body.rows.filter((r) => r.message).map((r) => [r.line, r.code, r.params])).toEqual([
      [4, 'field.notADate', { name: 'from' }],
      [5, 'lecture.holidayOutsideTerm', { column: 'from', term: spring }],
      [6, 'field.dateBefore', { name: 'to', firstName: 'from' }],
    ]);
    expectSaidByCodes(preview.body.rows, HOLIDAY_ROW_CODES);
    const applied = await admin.post<HolidayImportResult>('/importHolidays', {
      term_id: spring.term_id,
      format: 'csv',
      content: csv,
      apply: true,
    });
    expect(applied.body).toMatchObject({ applied: true, message: '1 holiday added', counts: { added: 1 } });
    const again = await admin.post<HolidayImportResult>('/importHolidays', {
      term_id: spring.term_id,
      format: 'csv',
      content: csv,
    });
    expect(again.body.counts['will add']).toBe(0);
    expect(
      await admin.post('/importHolidays', {
        term_id: spring.term_id,
        format: 'csv',
        content: 'day,title\n2031-01-01,x',
      }),
    ).toMatchObject({ status: 400, body: { field: 'content' } });
  });

  it('reads an iCalendar file: an all-day event ends the day before its DTEND', async () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//School//EN',
      'BEGIN:VEVENT',
      'UID:1@school',
      'DTSTAMP:20301201T000000Z',
      'DTSTART;VALUE=DATE:20310402',
      'DTEND;VALUE=DATE:20310404',
      'SUMMARY:Sports Days',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const admin = await as.admin();
    const preview = await admin.post<HolidayImportResult>('/importHolidays', {
      term_id: spring.term_id,
      format: 'ics',
      content: ics,
    });
    expect(preview.body.rows).toEqual([
      { line: 1, from_date: '2031-04-02', to_date: '2031-04-03', name: 'Sports Days', status: 'will add' },
    ]);
    expect(
      await admin.post('/importHolidays', { term_id: spring.term_id, format: 'ics', content: 'not a calendar' }),
    ).toMatchObject({ status: 400, body: { field: 'content' } });
  });

  it('previews a timetables CSV row by row and sets each course it names', async () => {
    const admin = await as.admin();
    await courseWithStudent('TT105', 7_605);
    await admin.post('/setTimetable', { course_code: 'TT105', term_id: spring.term_id, meetings: [] });
    const csv = [
      'course_code,weekday,start,end,room',
      'TT105,Tue,11:00,12:00,B-2',
      'tt105,thursday,11:00,12:00,',
      'NOPE9,Mon,09:00,10:00,',
      'TT105,Funday,09:00,10:00,',
      'TT105,Tue,15:00,16:00,',
    ].join('\n');
    const preview = await admin.post<TimetableImportResult>('/importTimetables', { csv });
    expect(preview.body.counts).toEqual({ 'will set': 2, set: 0, 'unknown course': 1, 'bad value': 2 });
    expect(
      preview.body.rows.filter((r) => r.message).map((r) => [r.line, r.column, r.message, r.code, r.params]),
    ).toEqual([
      [4, undefined, 'There is no course NOPE9', 'api.noCourse', { code: 'NOPE9' }],
      [5, 'weekday', '"Funday" is not a weekday: write Monday or Mon', 'lecture.weekdayUnknown', { value: 'Funday' }],
      [
        6,
        'weekday',
        'a course meets at most once each weekday, and Tuesday is here already (line 2)',
        'lecture.weekdayRepeated',
        { weekday: 'Tuesday', line: 2 },
      ],
    ]);
    expectSaidByCodes(preview.body.rows, TIMETABLE_ROW_CODES);
    const applied = await admin.post<TimetableImportResult>('/importTimetables', { csv, apply: true });
    expect(applied.body).toMatchObject({ applied: true, message: '1 timetable set', counts: { set: 2 } });
    expect((await timetable('TT105')).meetings).toEqual([
      { weekday: 'Tuesday', start: '11:00', end: '12:00', room: 'B-2' },
      { weekday: 'Thursday', start: '11:00', end: '12:00', room: null },
    ]);
  });

  it('takes a timetables or holidays file of up to 2 MB however many lines it has, and refuses a larger one naming it', async () => {
    const admin = await as.admin();
    // A school's whole timetable is far over the 64 KiB other calls take.
    const week = ['course_code,weekday,start,end,room', ...Array(3_000).fill('NOPE9,Mon,09:00,10:00,A-101')].join('\n');
    expect(week.length).toBeGreaterThan(64 * 1024);
    expect(await admin.post<TimetableImportResult>('/importTimetables', { csv: week })).toMatchObject({
      status: 200,
      body: { counts: { 'unknown course': 3_000 } },
    });
    // Each line break takes two characters in the JSON body: a file of them makes a body twice its size.
    const upTo = (file: string, bytes: number) => file + '\n'.repeat(bytes - file.length);
    const holidays = 'date,name\n2031-01-20,Snow Day';
    for (const [path, field, file, body] of [
      ['/importTimetables', 'csv', week, {}],
      ['/importHolidays', 'content', holidays, { term_id: spring.term_id, format: 'csv' }],
    ] as const) {
      expect((await admin.post(path, { ...body, [field]: upTo(file, IMPORT_MAX_BYTES) })).status).toBe(200);
      expect(await admin.post(path, { ...body, [field]: upTo(file, IMPORT_MAX_BYTES + 1) })).toMatchObject({
        status: 400,
        body: { field, message: `${field} may be at most 2 MB` },
      });
    }
  });

  it('lists a country’s public holidays inside a term to pick from', async () => {
    const admin = await as.admin();
    const found = (await admin.get(`/publicHolidays?term_id=${spring.term_id}&country=IN`)).body;
    expect(found.country).toBe('IN');
    expect(found.items.find((h: { date: string }) => h.date === '2031-01-26')).toMatchObject({
      name: 'Republic Day',
      added: false,
    });
    expect((await admin.get(`/publicHolidays?term_id=${spring.term_id}&country=ZZ`)).status).toBe(400);
  });
});
