/**
 * Setting up a term in one flow (issue 59, item 7) on every backend: Add Course names its term
 * (the school's today's when left out) and may bring the timetable; the seed's semester and year
 * follow the course's term wherever it is set; a term's courses are carried into the next one with
 * their weekly meetings. In terms of 2033 and 2034, far from the demo's and the other suites'.
 */
import type { CourseSummaryPage, CourseTimetable, Term, TimetableCopyAnswer } from '@leave/contract';
import { suiteDemoTerm, useBackend } from '@leave/test-kit';

const { as } = useBackend();

const AUTUMN = { name: 'Autumn 2033', first_day: '2033-07-04', last_day: '2033-12-16' };
const SUMMER = { name: 'Summer 2034', first_day: '2034-05-01', last_day: '2034-06-30' };
const TUE_THU = [
  { weekday: 'Tuesday', start: '09:00', end: '10:00', room: 'B-1' },
  { weekday: 'Thursday', start: '11:00', end: '12:00', room: null },
];

let autumn: Term;
let summer: Term;

const timetable = async (code: string) =>
  (await (await as.admin()).get<CourseTimetable>(`/courseTimetable?course_code=${code}`)).body;
const summary = async (code: string) =>
  (await (await as.admin()).get<CourseSummaryPage>('/courses?page_size=100')).body.items.find(
    (course) => course.course_code === code,
  )!;
const newCourse = (code: string, more: Record<string, unknown> = {}) => ({
  courseCode: code,
  courseTitle: `Course ${code}`,
  instructorId: 501,
  ...more,
});

/** Adds a term as the admin and answers it. */
const addTerm = async (term: { name: string; first_day: string; last_day: string }) =>
  (await (await as.admin()).post<{ term: Term }>('/addTerm', term)).body.term;

beforeAll(async () => {
  autumn = await addTerm(AUTUMN);
  summer = await addTerm(SUMMER);
  expect(autumn.term_id).toEqual(expect.any(Number));
  expect(summer.term_id).toEqual(expect.any(Number));
});

describe('Add Course', () => {
  it('puts the course in the term named, with its timetable, and its semester and year', async () => {
    const admin = await as.admin();
    const reply = await admin.post('/addCourse', newCourse('TS101', { termId: autumn.term_id, meetings: TUE_THU }));
    expect(reply).toMatchObject({ status: 201, body: { message: expect.stringContaining('TS101') } });
    const added = await timetable('TS101');
    expect(added.term).toEqual(autumn);
    expect(added.meetings).toEqual(TUE_THU);
    // Counted from the timetable, not the default 40.
    expect(added.total_lectures).toBeGreaterThan(40);
    expect(await summary('TS101')).toMatchObject({ semester_type: 'Autumn', semester_year: 2033 });
  });

  it("puts a course with no term named into the school's today's term, and one with null into none", async () => {
    const admin = await as.admin();
    expect((await admin.post('/addCourse', newCourse('TS102'))).status).toBe(201);
    expect((await timetable('TS102')).term?.name).toBe(suiteDemoTerm().name);
    expect((await admin.post('/addCourse', newCourse('TS103', { termId: null, semesterType: 'Spring' }))).status).toBe(
      201,
    );
    expect((await timetable('TS103')).term).toBeNull();
    expect(await summary('TS103')).toMatchObject({ semester_type: 'Spring' });
  });

  it('takes the semester and year from the term, not the ones sent', async () => {
    const admin = await as.admin();
    const sent = newCourse('TS104', { termId: summer.term_id, semesterType: 'Autumn', semesterYear: 2026 });
    expect((await admin.post('/addCourse', sent)).status).toBe(201);
    // Summer 2034 runs from May: the seed's Spring, 2034.
    expect(await summary('TS104')).toMatchObject({ semester_type: 'Spring', semester_year: 2034 });
  });

  it('refuses an unknown term, meetings without a term, and a bad meeting, adding nothing', async () => {
    const admin = await as.admin();
    expect(await admin.post('/addCourse', newCourse('TS105', { termId: 999_999 }))).toMatchObject({
      status: 404,
      body: { message: 'There is no term 999999', field: 'termId' },
    });
    expect(await admin.post('/addCourse', newCourse('TS105', { termId: null, meetings: TUE_THU }))).toMatchObject({
      status: 400,
      body: { message: "Choose a term for TS105's timetable", field: 'termId' },
    });
    const twice = [TUE_THU[0], { ...TUE_THU[0], start: '13:00', end: '14:00' }];
    expect(
      await admin.post('/addCourse', newCourse('TS105', { termId: autumn.term_id, meetings: twice })),
    ).toMatchObject({ status: 400, body: { field: 'meetings.1.weekday' } });
    expect(await admin.post('/addCourse', newCourse('TS105', { termId: 'soon' }))).toMatchObject({
      status: 400,
      body: { field: 'termId' },
    });
    expect(
      (await admin.get<CourseSummaryPage>('/courses?page_size=100')).body.items.map((c) => c.course_code),
    ).not.toContain('TS105');
  });
});

describe("the course's semester and year follow its term", () => {
  it('when its timetable moves it to another term, and when it is edited', async () => {
    const admin = await as.admin();
    expect((await admin.post('/addCourse', newCourse('TS201', { termId: autumn.term_id }))).status).toBe(201);
    const moved = await admin.post('/setTimetable', {
      course_code: 'TS201',
      term_id: summer.term_id,
      meetings: TUE_THU,
    });
    expect(moved.status).toBe(200);
    expect(await summary('TS201')).toMatchObject({ semester_type: 'Spring', semester_year: 2034 });

    const course = await summary('TS201');
    const edit = {
      courseCode: 'TS201',
      courseTitle: 'Renamed',
      instructorId: 501,
      semesterType: 'Autumn',
      semesterYear: 2026,
      totalLectures: course.total_lectures,
    };
    expect((await admin.post('/editCourse', edit)).status).toBe(200);
    expect(await summary('TS201')).toMatchObject({
      course_title: 'Renamed',
      semester_type: 'Spring',
      semester_year: 2034,
    });
  });
});

describe('copying timetables into a new term', () => {
  it("carries the term's courses with their weekly meetings, and refuses the same or an unknown term", async () => {
    const admin = await as.admin();
    const spring = await addTerm({
      name: 'Spring 2035',
      first_day: '2035-01-08',
      last_day: '2035-04-27',
    });
    const winter = await addTerm({
      name: 'Winter 2035',
      first_day: '2035-11-05',
      last_day: '2035-12-21',
    });
    expect(
      (await admin.post('/addCourse', newCourse('TS301', { termId: spring.term_id, meetings: TUE_THU }))).status,
    ).toBe(201);
    expect((await admin.post('/addCourse', newCourse('TS302', { termId: spring.term_id }))).status).toBe(201);

    expect(
      await admin.post('/copyTimetables', { from_term_id: spring.term_id, to_term_id: spring.term_id }),
    ).toMatchObject({
      status: 400,
      body: { field: 'to_term_id' },
    });
    expect(await admin.post('/copyTimetables', { from_term_id: spring.term_id, to_term_id: 999_999 })).toMatchObject({
      status: 404,
      body: { message: 'There is no term 999999', field: 'to_term_id' },
    });
    expect(await admin.post('/copyTimetables', { from_term_id: spring.term_id })).toMatchObject({
      status: 400,
      body: { field: 'to_term_id' },
    });
    expect((await timetable('TS301')).term?.term_id).toBe(spring.term_id);

    const copied = await admin.post<TimetableCopyAnswer>('/copyTimetables', {
      from_term_id: spring.term_id,
      to_term_id: winter.term_id,
    });
    expect(copied).toMatchObject({
      status: 200,
      body: {
        message: '2 courses of Spring 2035 now meet in Winter 2035, with the same weekly meetings',
        copied: ['TS301', 'TS302'],
        refused: [],
      },
    });
    const after = await timetable('TS301');
    expect(after.term).toEqual(winter);
    expect(after.meetings).toEqual(TUE_THU);
    // Seven weeks of Tuesdays and Thursdays.
    expect(after.total_lectures).toBe(14);
    expect(await summary('TS301')).toMatchObject({ semester_type: 'Autumn', semester_year: 2035 });
  });

  it('keeps a course the new term would leave no lecture where it was, saying why with its code', async () => {
    const admin = await as.admin();
    const from = await addTerm({
      name: 'Spring 2036',
      first_day: '2036-01-08',
      last_day: '2036-04-25',
    });
    // One Monday: no Tuesday or Thursday in it.
    const oneDay = await addTerm({
      name: 'Induction 2036',
      first_day: '2036-05-05',
      last_day: '2036-05-05',
    });
    expect(
      (await admin.post('/addCourse', newCourse('TS401', { termId: from.term_id, meetings: TUE_THU }))).status,
    ).toBe(201);

    const copied = await admin.post<TimetableCopyAnswer>('/copyTimetables', {
      from_term_id: from.term_id,
      to_term_id: oneDay.term_id,
    });
    expect(copied.status).toBe(200);
    expect(copied.body.copied).toEqual([]);
    expect(copied.body.refused).toEqual([
      {
        course_code: 'TS401',
        message: expect.stringContaining('TS401'),
        code: 'lecture.noLecturesLeft',
        params: expect.objectContaining({ code: 'TS401' }),
      },
    ]);
    expect((await timetable('TS401')).term).toEqual(from);
  });
});
