/**
 * Notifications on every backend (issue 12): who is told what when a leave is applied for,
 * decided, withdrawn, revoked or a student enrolled; the bell's list and unread count; the live
 * event stream, and catching up on it after a reconnect; secret calendar addresses; email settings.
 */
import ICAL from 'ical.js';
import { addDays, isWeekend } from '@leave/contract';
import { dateFormatFor } from '@leave/domain';
import type {
  CalendarFeedCreated,
  CalendarFeedStatus,
  IsoDate,
  LeaveRequestResponse,
  NotificationPage,
  StudentDataResponse,
} from '@leave/contract';
import {
  ApiClient,
  lectureAfter,
  newStudent,
  openLiveEvents,
  suiteToday,
  useBackend,
  weekdayAfter,
} from '@leave/test-kit';
import type { LiveStream } from '@leave/test-kit';

/** The test backends' school writes dates in the default locale, en-GB, in UTC (test-kit's backend). */
const schoolDate = (date: string) => dateFormatFor({ locale: 'en-GB', timeZone: 'UTC' }).date(date);

const { as, url } = useBackend({ env: { LEAVE_PAST_DAYS: '14', LEAVE_AHEAD_DAYS: '180' } });

const apply = async (rollNo: number, date: IsoDate, course = 'CS101') => {
  const reply = await (
    await as.student(rollNo)
  ).post<LeaveRequestResponse>('/applyLeave', {
    user_id: rollNo,
    user_role: 'student',
    reason: 'Family wedding',
    from_date: date,
    course_codes: [course],
  });
  expect({ status: reply.status, refused: reply.body.refused }).toEqual({ status: 201, refused: [] });
  return reply.body.applied[0]!;
};

const inbox = async (client: Promise<ApiClient>, query = '') =>
  (await (await client).get<NotificationPage>(`/notifications${query}`)).body;

const nameOf = async (rollNo: number) =>
  (await (await as.student(rollNo)).get<StudentDataResponse>(`/studentData?user_id=${rollNo}`)).body.studentData.name;

const streams: LiveStream[] = [];
const live = async (client: Promise<ApiClient>, lastEventId?: string, resumeBy?: 'header' | 'query') => {
  const stream = await openLiveEvents(await client, { lastEventId, resumeBy });
  streams.push(stream);
  return stream;
};
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

describe('who is told what', () => {
  it('tells the instructor of a new request, live and in the list, and the student of the decision', async () => {
    const instructorEvents = await live(as.instructor(501));
    expect(instructorEvents.status).toBe(200);
    expect(instructorEvents.contentType).toMatch(/^text\/event-stream/);
    await instructorEvents.next('ready');

    const date = lectureAfter('CS101', 40);
    const leave = await apply(1001, date);
    const student = await nameOf(1001);
    const pushed = JSON.parse((await instructorEvents.next('notification')).data);
    expect(pushed).toMatchObject({
      kind: 'leave requested',
      text: `${student} (Roll No. 1001) asked for leave in CS101 on ${schoolDate(date)}.`,
      course_code: 'CS101',
      leave_id: leave.leave_id,
      read: false,
      // What it says as data, for a page or an email in the reader's language (issue 62).
      code: 'notification.leaveRequested',
      params: { student, rollNo: 1001, course: 'CS101', date },
    });

    const list = await inbox(as.instructor(501));
    expect(list.items[0]).toEqual(pushed);
    expect(list.unread).toBeGreaterThanOrEqual(1);
    // Nobody else hears of it.
    expect((await inbox(as.instructor(502))).items.some((n) => n.leave_id === leave.leave_id)).toBe(false);

    const studentEvents = await live(as.student(1001));
    await studentEvents.next('ready');
    const approved = await (
      await as.instructor(501)
    ).post('/approveLeave', { leave_id: leave.leave_id, comment: 'Enjoy the wedding' });
    expect(approved.status).toBe(200);
    const decision = JSON.parse((await studentEvents.next('notification')).data);
    expect(decision.kind).toBe('leave approved');
    expect(decision.text).toMatch(
      new RegExp(`^Your leave in CS101 on ${schoolDate(date)} was approved by .+\\. Comment: “Enjoy the wedding”$`),
    );
    expect(decision).toMatchObject({
      code: 'notification.leaveDecided',
      params: { status: 'approved', course: 'CS101', date, by: expect.any(String), comment: 'Enjoy the wedding' },
    });
  });

  it('tells the instructor of a withdrawal and the student of a rejection with its comment', async () => {
    const first = await apply(1002, lectureAfter('CS101', 41));
    expect((await (await as.student(1002)).post('/withdrawLeave', { leave_id: first.leave_id })).status).toBe(200);
    expect((await inbox(as.instructor(501))).items[0]).toMatchObject({
      kind: 'leave withdrawn',
      leave_id: first.leave_id,
      text: expect.stringContaining('withdrew their leave request in CS101'),
    });

    const second = await apply(1002, lectureAfter('CS101', 42));
    const rejected = await (
      await as.instructor(501)
    ).post('/rejectLeave', { leave_id: second.leave_id, comment: 'Exam that day' });
    expect(rejected.status).toBe(200);
    expect((await inbox(as.student(1002))).items[0]).toMatchObject({
      kind: 'leave rejected',
      text: expect.stringMatching(/was rejected by .+\. Comment: “Exam that day”$/),
    });
  });

  it('tells a student they were enrolled, and the admin how an import went', async () => {
    const admin = await as.admin();
    const course = `NT${Date.now() % 100_000}`;
    expect(
      (
        await admin.post('/addCourse', {
          courseCode: course,
          courseTitle: 'Notice Theory',
          instructorId: 502,
          semesterType: 'Autumn',
          semesterYear: 2026,
          totalLectures: 40,
        })
      ).status,
    ).toBe(201);
    expect((await admin.post('/addStudentToCourse', { courseCode: course, studentId: 1003 })).status).toBe(201);
    expect((await inbox(as.student(1003))).items[0]).toMatchObject({
      kind: 'enrolled',
      text: `You were enrolled in ${course} (Notice Theory).`,
      course_code: course,
    });

    const imported = await admin.post('/importEnrolments', {
      csv: `course_code,roll_no\n${course},1004\n`,
      apply: true,
    });
    expect(imported.status).toBe(200);
    expect((await inbox(as.admin())).items[0]).toMatchObject({
      kind: 'import finished',
      text: 'Import Enrolments finished: 1 enrolment added.',
    });
    expect((await inbox(as.student(1004))).items[0]).toMatchObject({ kind: 'enrolled', course_code: course });
  });
});

describe('nearing the leave limit', () => {
  it('tells the student once, when an approval brings a course to 80% of its limit', async () => {
    const admin = await as.admin();
    const course = `LM${Date.now() % 100_000}`;
    const created = await admin.post('/addCourse', {
      courseCode: course,
      courseTitle: 'Limits',
      instructorId: 501,
      semesterType: 'Autumn',
      semesterYear: 2026,
      totalLectures: 10,
    });
    expect(created.status).toBe(201);
    expect((await admin.post('/addStudentToCourse', { courseCode: course, studentId: 1010 })).status).toBe(201);
    let date = weekdayAfter(60);
    const approve = async () => {
      do date = addDays(date, 1);
      while (isWeekend(date));
      const leave = await apply(1010, date, course);
      expect((await (await as.instructor(501)).post('/approveLeave', { leave_id: leave.leave_id })).status).toBe(200);
    };
    const nearLimit = async () => (await inbox(as.student(1010))).items.filter((n) => n.kind === 'near leave limit');

    await approve(); // 1 of 10 lectures: 10%, under 80% of the 25% limit
    expect(await nearLimit()).toEqual([]);
    await approve(); // 2 of 10: 20%, 80% of the limit
    expect((await nearLimit()).map((n) => n.text)).toEqual([
      `Your accepted leave in ${course} is now 20% of its lectures; its limit is 25%.`,
    ]);
    await approve(); // 3 of 10: 30%, past the limit: told again
    expect((await nearLimit()).map((n) => n.text)[0]).toBe(
      `Your accepted leave in ${course} is now 30% of its lectures; its limit is 25%.`,
    );
  });
});

describe('the live stream', () => {
  it.each([
    ['the browser reconnects (Last-Event-ID)', 'header', 1005, 43],
    ['the page opens it again (last_event_id)', 'query', 1005, 48],
  ] as const)('sends a stream what it missed since the last id it saw when %s', async (_how, resumeBy, rollNo, n) => {
    const first = await live(as.student(rollNo));
    const ready = await first.next('ready');
    first.close();

    const missed = [await apply(rollNo, lectureAfter('CS101', n)), await apply(rollNo, lectureAfter('CS101', n + 1))];
    for (const leave of missed) {
      expect((await (await as.instructor(501)).post('/rejectLeave', { leave_id: leave.leave_id })).status).toBe(200);
    }

    const again = await live(as.student(rollNo), ready.id, resumeBy);
    const caughtUp = [await again.next('notification'), await again.next('notification')].map((event) =>
      JSON.parse(event.data),
    );
    expect(caughtUp.map((n) => n.leave_id)).toEqual(missed.map((l) => l.leave_id));
    expect(caughtUp.map((n) => n.kind)).toEqual(['leave rejected', 'leave rejected']);
    // Each event's id is its notification's id, for the next reconnect.
    const lastList = await inbox(as.student(rollNo));
    expect(lastList.items[0]!.notification_id).toBe(caughtUp[1].notification_id);
  });

  it('catches up on more than one read holds (120 missed, in order)', async () => {
    // The instructor hears once of each request in each course, so the student asks 120 times, a
    // day at a time, in a course of 501's without a timetable (every date is one of its lectures).
    const rollNo = 77_001;
    const course = `LS${Date.now() % 100_000}`;
    const admin = await as.admin();
    expect(
      (await admin.post('/addCourse', { courseCode: course, courseTitle: 'Long', instructorId: 501 })).status,
    ).toBe(201);
    expect((await new ApiClient(url()).post('/addUser', newStudent(rollNo))).status).toBe(201);
    expect((await admin.post('/addStudentToCourse', { courseCode: course, studentId: rollNo })).status).toBe(201);
    const student = await new ApiClient(url()).signIn(rollNo, 'Kestrel-42', 'student');
    const first = await live(as.instructor(501));
    const ready = await first.next('ready');
    first.close();
    for (let day = 50; day < 170; day += 1) {
      const reply = await student.post<LeaveRequestResponse>('/applyLeave', {
        user_id: rollNo,
        user_role: 'student',
        reason: 'Long absence',
        from_date: addDays(suiteToday(), day),
        course_codes: [course],
      });
      expect(reply.body.applied).toHaveLength(1);
    }
    const again = await live(as.instructor(501), ready.id);
    const ids: number[] = [];
    for (let n = 0; n < 120; n += 1) ids.push(JSON.parse((await again.next('notification')).data).notification_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(120);
  }, 60_000);

  it('refuses a stream to someone not signed in', async () => {
    const stream = await live(Promise.resolve(new ApiClient(url())));
    expect(stream.status).toBe(401);
  });
});

describe('reading notifications', () => {
  it('marks one, then all, read; another user’s ids are ignored', async () => {
    await apply(1006, lectureAfter('CS101', 45));
    await apply(1006, lectureAfter('CS101', 46));
    const instructor = await as.instructor(501);
    const before = await inbox(as.instructor(501));
    expect(before.unread).toBeGreaterThanOrEqual(2);
    const one = before.items.find((n) => !n.read)!;

    const studentTries = await (
      await as.student(1006)
    ).post('/readNotifications', { notification_ids: [one.notification_id] });
    expect(studentTries.status).toBe(200);
    expect((await inbox(as.instructor(501))).unread).toBe(before.unread);

    const marked = await instructor.post('/readNotifications', { notification_ids: [one.notification_id] });
    expect(marked).toMatchObject({
      status: 200,
      body: { message: '1 notification marked read', unread: before.unread - 1 },
    });
    const after = await inbox(as.instructor(501));
    expect(after.items.find((n) => n.notification_id === one.notification_id)!.read).toBe(true);

    const all = await instructor.post('/readNotifications', { all: true });
    expect(all.body).toEqual({
      message: `${before.unread - 1} notifications marked read`,
      code: 'api.notificationsRead',
      params: { count: before.unread - 1 },
      unread: 0,
    });
    expect((await inbox(as.instructor(501))).unread).toBe(0);
  });

  it('pages the list, newest first', async () => {
    const page = await inbox(as.instructor(501), '?page=1&page_size=2');
    expect(page.items).toHaveLength(2);
    expect(page.page_size).toBe(2);
    expect(page.items[0]!.notification_id).toBeGreaterThan(page.items[1]!.notification_id);
    const next = await inbox(as.instructor(501), '?page=2&page_size=2');
    expect(next.items[0]!.notification_id).toBeLessThan(page.items[1]!.notification_id);
  });

  it.each([
    [{}, 'notification_ids'],
    [{ notification_ids: [] }, 'notification_ids'],
    [{ notification_ids: ['x'] }, 'notification_ids.0'],
    [{ all: false }, 'all'],
  ])('refuses %j with 400', async (body, field) => {
    const reply = await (await as.student(1001)).post('/readNotifications', body);
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe(field);
  });
});

describe('calendar feeds', () => {
  const events = (text: string) =>
    new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));

  it('gives a student a secret address of their own leave, status in each title, until it is revoked', async () => {
    const student = await as.student(1007);
    expect((await student.get<CalendarFeedStatus>('/calendarFeed')).body).toEqual({ active: false, created_at: null });
    const date = lectureAfter('CS101', 47);
    const leave = await apply(1007, date);
    expect((await (await as.instructor(501)).post('/approveLeave', { leave_id: leave.leave_id })).status).toBe(200);

    const created = await student.post<CalendarFeedCreated>('/createCalendarFeed');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message:
        'Your calendar address is ready. Copy it now: it is shown only once. Any address made before has stopped working.',
      code: 'api.calendarFeedCreated',
      params: {},
    });
    expect(created.body.path).toMatch(/^\/calendar\.ics\?token=[A-Za-z0-9_-]{32}$/);
    expect((await student.get<CalendarFeedStatus>('/calendarFeed')).body).toMatchObject({ active: true });

    // A calendar app has no session: the address alone is the key.
    const feed = await new ApiClient(url()).get<string>(created.body.path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const mine = events(feed.body).find((event) => event.uid === `leave-${leave.leave_id}@leave-management`)!;
    expect(mine.summary).toBe('Leave in CS101 (accepted)');
    expect(mine.startDate.isDate).toBe(true);
    expect(mine.startDate.toString()).toBe(date);

    const renewed = await student.post<CalendarFeedCreated>('/createCalendarFeed');
    expect((await new ApiClient(url()).get(created.body.path)).status).toBe(404);
    expect((await new ApiClient(url()).get(renewed.body.path)).status).toBe(200);

    expect(await student.post('/revokeCalendarFeed')).toMatchObject({
      status: 200,
      body: { message: 'Your calendar address has stopped working.', code: 'api.calendarFeedRevoked', params: {} },
    });
    const revoked = await new ApiClient(url()).get(renewed.body.path);
    expect(revoked).toMatchObject({
      status: 404,
      body: { message: 'No calendar at this address: it may have been revoked.' },
    });
    expect(await student.post('/revokeCalendarFeed')).toMatchObject({
      status: 404,
      body: { message: 'You have no calendar address to revoke.', code: 'api.noCalendarFeed', params: {} },
    });
  });

  it("carries only a student's pending and accepted leave: a rejected leave is no event", async () => {
    const rollNo = 77_101;
    expect((await new ApiClient(url()).post('/addUser', newStudent(rollNo))).status).toBe(201);
    expect(
      (await (await as.admin()).post('/addStudentToCourse', { courseCode: 'CS101', studentId: rollNo })).status,
    ).toBe(201);
    const student = await new ApiClient(url()).signIn(rollNo, 'Kestrel-42', 'student');
    const [kept, refusedDay, pendingDay] = [20, 21, 22].map((days) => lectureAfter('CS101', days));
    const applyOn = async (date: IsoDate) => {
      const reply = await student.post<LeaveRequestResponse>('/applyLeave', {
        user_id: rollNo,
        user_role: 'student',
        reason: 'Family wedding',
        from_date: date,
        course_codes: ['CS101'],
      });
      expect(reply.status).toBe(201);
      return reply.body.applied[0]!;
    };
    const accepted = await applyOn(kept!);
    const rejected = await applyOn(refusedDay!);
    const pending = await applyOn(pendingDay!);
    const instructor = await as.instructor(501);
    expect((await instructor.post('/approveLeave', { leave_id: accepted.leave_id })).status).toBe(200);
    expect((await instructor.post('/rejectLeave', { leave_id: rejected.leave_id })).status).toBe(200);

    const created = await student.post<CalendarFeedCreated>('/createCalendarFeed');
    const uids = async () =>
      events((await new ApiClient(url()).get<string>(created.body.path)).body).map((event) => event.uid);
    expect(await uids()).toEqual(
      expect.arrayContaining([
        `leave-${accepted.leave_id}@leave-management`,
        `leave-${pending.leave_id}@leave-management`,
      ]),
    );
    expect(await uids()).not.toContain(`leave-${rejected.leave_id}@leave-management`);

    // Revoked (accepted to rejected), an accepted leave leaves the feed too.
    const revoke = await instructor.post('/revokeLeave', { leave_id: accepted.leave_id, comment: 'Seen in class' });
    expect(revoke.status).toBe(200);
    expect(await uids()).not.toContain(`leave-${accepted.leave_id}@leave-management`);
    expect(await uids()).toContain(`leave-${pending.leave_id}@leave-management`);
  });

  it('gives an instructor the accepted absences in their courses', async () => {
    const date = lectureAfter('CS101', 48);
    const leave = await apply(1008, date);
    expect((await (await as.instructor(501)).post('/approveLeave', { leave_id: leave.leave_id })).status).toBe(200);
    const created = await (await as.instructor(501)).post<CalendarFeedCreated>('/createCalendarFeed');
    const feed = await new ApiClient(url()).get<string>(created.body.path);
    const absence = events(feed.body).find((event) => event.uid === `absence-${leave.leave_id}@leave-management`)!;
    expect(absence.summary).toBe(`${await nameOf(1008)} (Roll No. 1008) absent from CS101`);
    expect(absence.startDate.toString()).toBe(date);
    expect(events(feed.body).every((event) => /absent from/.test(event.summary))).toBe(true);
  });

  it('refuses the admin, and answers 404 for an address that never was', async () => {
    expect((await (await as.admin()).post('/createCalendarFeed')).status).toBe(403);
    expect((await new ApiClient(url()).get('/calendar.ics?token=nothing-of-the-sort-0123456789')).status).toBe(404);
    expect((await new ApiClient(url()).get('/calendar.ics')).status).toBe(400);
  });
});

describe('email settings', () => {
  it('starts with no address and email on; saves a new address; refuses one that is not', async () => {
    const student = await as.student(1009);
    expect((await student.get('/notificationSettings')).body).toEqual({ email: null, email_notifications: true });
    const bad = await student.post('/saveNotificationSettings', { email: 'not an address', email_notifications: true });
    expect(bad).toMatchObject({ status: 400, body: { field: 'email' } });
    expect(bad.body.message).toBe('email must be an email address such as name@school.edu');
    const saved = await student.post('/saveNotificationSettings', {
      email: ' Ravi@School.EDU ',
      email_notifications: false,
    });
    expect(saved.body).toEqual({
      message: 'Notification settings saved.',
      code: 'api.notificationSettingsSaved',
      params: {},
    });
    expect((await student.get('/notificationSettings')).body).toEqual({
      email: 'ravi@school.edu',
      email_notifications: false,
    });
  });
});
