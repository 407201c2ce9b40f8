/**
 * Who may do what in the school's term, decided by the server (the permission matrix's part for
 * terms, holidays, timetables and requests): each role tries each call; a refusal is 401 (not
 * signed in) or 403 (not allowed), and changes nothing. Runs against every backend.
 */
import type { CourseTimetable, HolidayPage, RequestPage, TermListPage } from '@leave/contract';
import { lectureAfter, useBackend } from '@leave/test-kit';
import type { ApiClient } from '@leave/test-kit';

const { as } = useBackend();

type Actor = 'anonymous' | 'student 1001' | 'student 1002' | 'instructor 501' | 'instructor 502' | 'admin';
const ALL: Actor[] = ['anonymous', 'student 1001', 'student 1002', 'instructor 501', 'instructor 502', 'admin'];
const actor = async (who: Actor): Promise<ApiClient> => {
  if (who === 'anonymous') return as.anonymous();
  if (who === 'admin') return as.admin();
  const [role, id] = who.split(' ') as ['student' | 'instructor', string];
  return role === 'student' ? as.student(Number(id)) : as.instructor(Number(id));
};
/** The expected status for every actor: `allowed` get `ok`, anonymous 401, the rest 403. */
const matrix = (allowed: Actor[], ok: number) =>
  ALL.map((who) => [who, allowed.includes(who) ? ok : who === 'anonymous' ? 401 : 403] as const);
/** Only the refusals of a matrix: the actors who may not. */
const refusals = (allowed: Actor[]) => matrix(allowed, 0).filter(([who]) => !allowed.includes(who));

const demoTerm = async () => (await (await as.admin()).get<TermListPage>('/terms')).body.items[0]!;
const timetableOf = async (code: string) =>
  (await (await as.admin()).get<CourseTimetable>(`/courseTimetable?course_code=${code}`)).body;

describe('reading', () => {
  const window = () => {
    const from = lectureAfter('CS101', 1);
    return `from=${from}&to=${lectureAfter('CS101', 6)}`;
  };
  it.each(
    [
      ['/terms', ['admin']],
      ['/holidays?term_id=1', ['admin']],
      ['/publicHolidays?term_id=1&country=IN', ['admin']],
      ['/courseTimetable?course_code=CS101', ['admin', 'instructor 501']],
      ['/courseCalendar?course_code=CS101&WINDOW', ['admin', 'instructor 501']],
      ['/myTimetable?user_id=1001&WINDOW', ['student 1001']],
      ['/myRequests?user_id=1001', ['student 1001']],
      ['/pendingRequests?course_code=CS101', ['instructor 501']],
    ].flatMap(([path, allowed]) =>
      matrix(allowed as Actor[], 200).map(([who, status]) => [path as string, who, status] as const),
    ),
  )('GET %s as %s: %i', async (path, who, status) => {
    const reply = await (await actor(who)).get(path.replace('WINDOW', window()));
    expect(reply.status).toBe(status);
  });
});

describe('the admin’s terms, holidays and timetables', () => {
  it.each(refusals(['admin']))(
    'POST /addTerm, /editTerm and /removeTerm as %s: %i, and the terms stay',
    async (who, status) => {
      const before = (await (await as.admin()).get<TermListPage>('/terms')).body;
      const term = before.items[0]!;
      const client = await actor(who);
      expect(
        (await client.post('/addTerm', { name: 'Taken', first_day: '2035-01-01', last_day: '2035-02-01' })).status,
      ).toBe(status);
      expect((await client.post('/editTerm', { ...term, name: 'Renamed' })).status).toBe(status);
      expect((await client.post('/removeTerm', { term_id: term.term_id })).status).toBe(status);
      expect((await (await as.admin()).get<TermListPage>('/terms')).body).toEqual(before);
    },
  );

  it.each(refusals(['admin']))(
    'POST /addHoliday, /removeHoliday and /importHolidays as %s: %i, and the holidays stay',
    async (who, status) => {
      const term = await demoTerm();
      const holidays = async () =>
        (await (await as.admin()).get<HolidayPage>(`/holidays?term_id=${term.term_id}`)).body;
      const before = await holidays();
      const client = await actor(who);
      const day = lectureAfter('CS101', 3);
      expect((await client.post('/addHoliday', { term_id: term.term_id, from_date: day, name: 'Mine' })).status).toBe(
        status,
      );
      expect((await client.post('/removeHoliday', { holiday_id: before.items[0]!.holiday_id })).status).toBe(status);
      const csv = `date,name\n${day},Mine`;
      expect(
        (await client.post('/importHolidays', { term_id: term.term_id, format: 'csv', content: csv, apply: true }))
          .status,
      ).toBe(status);
      expect(await holidays()).toEqual(before);
    },
  );

  it.each(refusals(['admin']))(
    'POST /setTimetable, /importTimetables and /copyTimetables as %s: %i, and the timetable stays',
    async (who, status) => {
      const before = await timetableOf('CS201');
      const client = await actor(who);
      expect(
        (await client.post('/setTimetable', { course_code: 'CS201', term_id: before.term!.term_id, meetings: [] }))
          .status,
      ).toBe(status);
      const csv = 'course_code,weekday,start,end\nCS201,Monday,08:00,09:00';
      expect((await client.post('/importTimetables', { csv, apply: true })).status).toBe(status);
      const copy = { from_term_id: before.term!.term_id, to_term_id: before.term!.term_id + 1 };
      expect((await client.post('/copyTimetables', copy)).status).toBe(status);
      expect(await timetableOf('CS201')).toEqual(before);
    },
  );
});

describe('lectures: the course’s instructor or the admin', () => {
  it.each(refusals(['admin', 'instructor 501']))(
    'POST /cancelLecture, /addLecture and /removeLectureChange of CS101 as %s: %i, and its lectures stay',
    async (who, status) => {
      const admin = await as.admin();
      // A cancelled lecture for /removeLectureChange to try, made once by the admin.
      let before = await timetableOf('CS101');
      if (!before.changes.length) {
        await admin.post('/cancelLecture', { course_code: 'CS101', date: lectureAfter('CS101', 20), reason: 'Fixed' });
        before = await timetableOf('CS101');
      }
      const client = await actor(who);
      const cancel = { course_code: 'CS101', date: lectureAfter('CS101', 21), reason: 'Taken over' };
      expect((await client.post('/cancelLecture', cancel)).status).toBe(status);
      expect((await client.post('/addLecture', { course_code: 'CS101', date: lectureAfter('CS201', 21) })).status).toBe(
        status,
      );
      expect((await client.post('/removeLectureChange', { change_id: before.changes[0]!.change_id })).status).toBe(
        status,
      );
      expect(await timetableOf('CS101')).toEqual(before);
    },
  );
});

describe('requests', () => {
  it.each(refusals(['student 1001']))(
    'POST /withdrawRequest of a request of student 1001 as %s: %i, and it stays pending',
    async (who, status) => {
      const me = await as.student(1001);
      const requests = async () => (await me.get<RequestPage>('/myRequests?user_id=1001&status=pending')).body;
      const pending = (await requests()).items[0]!;
      expect((await (await actor(who)).post('/withdrawRequest', { request_id: pending.request_id })).status).toBe(
        status,
      );
      expect((await requests()).items[0]).toEqual(pending);
    },
  );

  it.each(refusals(['instructor 501']))(
    'POST /decideRequest of a CS101 request as %s: %i, and it stays pending',
    async (who, status) => {
      const me = await as.student(1001);
      const requests = async () =>
        (await me.get<RequestPage>('/myRequests?user_id=1001&course_code=CS101&status=pending')).body;
      const pending = (await requests()).items[0]!;
      const decision = { request_id: pending.request_id, course_code: 'CS101', decision: 'accepted' };
      expect((await (await actor(who)).post('/decideRequest', decision)).status).toBe(status);
      expect((await requests()).items[0]).toEqual(pending);
    },
  );
});
