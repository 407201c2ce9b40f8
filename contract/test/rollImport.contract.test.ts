/**
 * Roll marks imported from a CSV file on every backend (issue 58): the admin previews a file row by
 * row (unknown course, outside term, no lecture, still to come, not enrolled, a bad mark, a
 * repeated row), then records the rows to mark in one transaction: each lecture's roll taken or
 * corrected, in the audit trail, the students marked absent told; the same file again changes
 * nothing; a lecture past its correction window needs a reason.
 */
import { addDays, ROLL_MARK_ROW_CODES } from '@leave/contract';
import type {
  AuditPage,
  ImportRowProblem,
  IsoDate,
  LectureRoll,
  NotificationPage,
  RollMarksImportResult,
  SessionAnswer,
  StudentDataResponse,
} from '@leave/contract';
import { weekdayAndDate } from '@leave/domain';
import { ApiClient, demoLectureDates, newStudent, suiteDemoTerm, useBackend } from '@leave/test-kit';

const { as, url } = useBackend();

/** Each row with a message says it by its code too, one its import's rows can carry. */
const expectSaidByCodes = (rows: ImportRowProblem[], codes: readonly string[]) => {
  for (const row of rows) if (row.message) expect(codes).toContain(row.code);
};

const COURSE = 'IMPR1';
const [FIRST, SECOND, THIRD, LATE_WINDOW] = [7401, 7402, 7403, 7404];
const HEADER = 'course_code,date,roll_no,mark';

let today: IsoDate;
let yesterday: IsoDate;

const student = (rollNo: number) => new ApiClient(url()).signIn(rollNo, 'Kestrel-42', 'student');
const importMarks = async (body: Record<string, unknown>) =>
  (await as.admin()).post<RollMarksImportResult>('/importRollMarks', body);
const rollOf = async (code: string, date: IsoDate) =>
  (await (await as.admin()).get<LectureRoll>(`/lectureRoll?course_code=${code}&date=${date}`)).body;
const auditOf = async (target: string) =>
  (await (await as.admin()).get<AuditPage>(`/auditEvents?target=${encodeURIComponent(target)}`)).body.items;
const fileOf = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n';

/** A course without a timetable (a lecture every date of its term), taught by 501, with four students. */
beforeAll(async () => {
  const admin = await as.admin();
  today = (await admin.get<SessionAnswer & { today: IsoDate }>('/session')).body.today;
  yesterday = addDays(today, -1);
  const added = await admin.post('/addCourse', {
    courseCode: COURSE,
    courseTitle: 'Card Reader',
    instructorId: 501,
    totalLectures: 200,
    leaveLimit: 10,
  });
  expect(added.status).toBe(201);
  for (const rollNo of [FIRST, SECOND, THIRD, LATE_WINDOW]) {
    expect((await as.anonymous().post('/addUser', newStudent(rollNo))).status).toBe(201);
    const enrolled = await admin.post('/addStudentToCourse', {
      courseCode: COURSE,
      studentName: 'Test Student',
      studentId: rollNo,
    });
    expect(enrolled.status).toBe(201);
  }
});

describe('importing roll marks', () => {
  it('previews row by row, with a clear reason for each row it cannot mark, and records nothing', async () => {
    // CS101 meets Mondays, Wednesdays and Fridays: a past lecture cancelled, and a past Tuesday.
    const past = demoLectureDates('CS101').filter((date) => date < addDays(today, -2));
    const cancelled = past[past.length - 1]!;
    const cancel = await (
      await as.admin()
    ).post('/cancelLecture', { course_code: 'CS101', date: cancelled, reason: 'Exam duty' });
    expect(cancel.status).toBe(200);
    let tuesday = addDays(today, -3);
    while (new Date(`${tuesday}T00:00:00Z`).getUTCDay() !== 2) tuesday = addDays(tuesday, -1);
    const beforeTerm = addDays(suiteDemoTerm().first_day, -1);
    const csv = fileOf(
      `${COURSE},${yesterday},${FIRST},A`,
      `${COURSE.toLowerCase()},${yesterday},${SECOND},l`,
      `${COURSE},${yesterday},${THIRD},present`,
      `NOPE9,${yesterday},${FIRST},A`,
      `${COURSE},${yesterday},1001,A`,
      `${COURSE},${beforeTerm},${FIRST},A`,
      `${COURSE},${yesterday},${LATE_WINDOW},X`,
      `${COURSE},${yesterday},${FIRST},P`,
      `${COURSE},${addDays(today, 1)},${FIRST},A`,
      `CS101,${cancelled},1001,A`,
      `CS101,${tuesday},1001,A`,
      `${COURSE},2026-02-30,${FIRST},A`,
    );
    const reply = await importMarks({ csv });
    expect(reply.status).toBe(200);
    const answer = reply.body;
    expect(answer.applied).toBe(false);
    expect(answer.message).toBe('3 of 12 rows can be marked, on 1 lecture. Nothing has been changed yet.');
    expect(answer.lectures).toBe(1);
    expect(answer.counts).toEqual({
      'will mark': 3,
      marked: 0,
      'already so': 0,
      'unknown course': 1,
      'not enrolled': 1,
      'no lecture': 2,
      'outside term': 1,
      'bad value': 4,
    });
    const byLine = new Map(answer.rows.map((row) => [row.line, row]));
    expect(byLine.get(2)).toMatchObject({
      course_code: COURSE,
      roll_no: String(FIRST),
      mark: 'absent',
      status: 'will mark',
    });
    expect(byLine.get(2)!.message).toBeUndefined();
    expect(byLine.get(3)).toMatchObject({
      course_code: COURSE,
      mark: 'late',
      status: 'will mark',
      name: 'Test Student',
    });
    expect(byLine.get(4)).toMatchObject({ mark: 'present', status: 'will mark' });
    expect(byLine.get(5)).toMatchObject({
      status: 'unknown course',
      column: 'course_code',
      message: 'There is no course NOPE9',
    });
    expect(byLine.get(6)).toMatchObject({
      status: 'not enrolled',
      column: 'roll_no',
      message: `Student 1001 is not enrolled in ${COURSE}`,
    });
    expect(byLine.get(7)).toMatchObject({ status: 'outside term', column: 'date' });
    expect(byLine.get(7)!.message).toMatch(new RegExp(`is outside ${COURSE}'s term`));
    expect(byLine.get(8)).toMatchObject({
      status: 'bad value',
      column: 'mark',
      mark: 'X',
      message: '"X" is not a mark: write P, A or L (present, absent, late)',
    });
    expect(byLine.get(9)).toMatchObject({
      status: 'bad value',
      column: 'roll_no',
      message: 'the same course, date and roll number are on line 2',
    });
    expect(byLine.get(10)).toMatchObject({ status: 'bad value', column: 'date' });
    expect(byLine.get(10)!.message).toMatch(/is still to come/);
    expect(byLine.get(11)).toMatchObject({ status: 'no lecture', column: 'date' });
    expect(byLine.get(11)!.message).toMatch(/^CS101's lecture on .+ is cancelled: Exam duty$/);
    expect(byLine.get(12)).toMatchObject({
      status: 'no lecture',
      column: 'date',
      message: 'CS101 does not meet on Tuesdays',
    });
    expect(byLine.get(13)).toMatchObject({ status: 'bad value', column: 'date' });
    // Each row's problem is said by its code and params too, for a page in another language.
    expect(Object.fromEntries(answer.rows.filter((row) => row.message).map((row) => [row.line, row.code]))).toEqual({
      5: 'api.noCourse',
      6: 'rollImport.notEnrolled',
      7: 'lecture.outsideTerm',
      8: 'rollImport.notAMark',
      9: 'rollImport.duplicate',
      10: 'rollImport.notYet',
      11: 'lecture.cancelled',
      12: 'lecture.doesNotMeet',
      13: 'field.notADate',
    });
    expect(byLine.get(2)).not.toHaveProperty('code');
    expect(byLine.get(5)!.params).toEqual({ code: 'NOPE9' });
    expect(byLine.get(6)!.params).toEqual({ rollNo: 1001, code: COURSE });
    expect(byLine.get(8)!.params).toEqual({ value: 'X' });
    expect(byLine.get(9)!.params).toEqual({ line: 2 });
    expect(byLine.get(11)!.params).toEqual({ code: 'CS101', date: cancelled, reason: 'Exam duty' });
    expect(byLine.get(12)!.params).toEqual({ code: 'CS101', weekday: 'Tuesday' });
    expect(byLine.get(13)!.params).toEqual({ name: 'date' });
    expectSaidByCodes(answer.rows, ROLL_MARK_ROW_CODES);
    // Rows that need a look come first.
    expect(answer.rows.slice(0, 9).map((row) => row.status)).not.toContain('will mark');

    expect((await rollOf(COURSE, yesterday)).taken).toBe(false);
  });

  it('records the rows to mark in one go: the roll taken, audited, the absent student told; again changes nothing', async () => {
    const csv = fileOf(
      `${COURSE},${yesterday},${FIRST},A`,
      `${COURSE},${yesterday},${SECOND},L`,
      `${COURSE},${yesterday},${THIRD},P`,
      `NOPE9,${yesterday},${FIRST},A`,
    );
    const reply = await importMarks({ csv, apply: true });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ applied: true, message: '3 marks recorded on 1 lecture', lectures: 1 });
    expect(reply.body.counts).toMatchObject({ 'will mark': 0, marked: 3, 'unknown course': 1 });

    const roll = await rollOf(COURSE, yesterday);
    expect(roll.taken).toBe(true);
    expect(roll.students.map((s) => [s.roll_no, s.attendance])).toEqual([
      [FIRST, 'absent'],
      [SECOND, 'late'],
      [THIRD, 'present'],
      [LATE_WINDOW, 'present'],
    ]);
    const events = await auditOf(`course ${COURSE}, lecture ${yesterday}`);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'roll taken',
      before: { [FIRST]: 'present', [SECOND]: 'present' },
      after: { [FIRST]: 'absent', [SECOND]: 'late', imported: true },
    });
    const summary = (await auditOf('rolls')).filter((e) => e.action === 'roll marks imported');
    expect(summary).toHaveLength(1);
    expect(summary[0]!.after).toMatchObject({ marked: 3, 'unknown course': 1, lectures: [`${COURSE} ${yesterday}`] });

    const told = (await (await student(FIRST)).get<NotificationPage>('/notifications')).body.items.filter(
      (n) => n.kind === 'marked absent',
    );
    expect(told).toHaveLength(1);
    const standing = (
      await (await student(FIRST)).get<StudentDataResponse>(`/studentData?user_id=${FIRST}`)
    ).body.enrollmentData.find((e) => e.course_code === COURSE)!;
    expect(standing.missed).toBe(1);
    expect(standing.attendance).toMatchObject({ absent: 1 });

    const again = await importMarks({ csv, apply: true });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: '0 marks recorded on 0 lectures', lectures: 0 });
    expect(again.body.counts).toMatchObject({ marked: 0, 'already so': 3 });
    expect(await auditOf(`course ${COURSE}, lecture ${yesterday}`)).toHaveLength(1);
    expect((await auditOf('rolls')).filter((e) => e.action === 'roll marks imported')).toHaveLength(1);
  });

  it('corrects a taken roll: a changed mark is a correction, a present one lifts the absence', async () => {
    const csv = fileOf(`${COURSE},${yesterday},${FIRST},P`, `${COURSE},${yesterday},${THIRD},A`);
    const preview = await importMarks({ csv });
    expect(preview.body.counts).toMatchObject({ 'will mark': 2 });
    const applied = await importMarks({ csv, apply: true });
    expect(applied.body.counts).toMatchObject({ marked: 2 });
    const events = await auditOf(`course ${COURSE}, lecture ${yesterday}`);
    expect(events.map((e) => e.action)).toEqual(['roll corrected', 'roll taken']);
    expect(events[0]).toMatchObject({
      before: { [FIRST]: 'absent', [THIRD]: 'present' },
      after: { [FIRST]: 'present', [THIRD]: 'absent' },
    });
    expect((await rollOf(COURSE, yesterday)).students.map((s) => s.attendance)).toEqual([
      'present',
      'late',
      'absent',
      'present',
    ]);
  });

  it('needs a reason for a lecture past its correction window, and keeps it in the audit trail', async () => {
    const date = addDays(today, -10);
    const csv = fileOf(`${COURSE},${date},${LATE_WINDOW},A`);
    const preview = await importMarks({ csv });
    expect(preview.body.rows[0]).toMatchObject({ status: 'will mark' });
    expect(preview.body.rows[0]!.message).toBe(
      `the correction window for ${weekdayAndDate(date)} has closed: give a reason to record it`,
    );
    expect(preview.body.rows[0]).toMatchObject({ code: 'rollImport.reasonNeeded', params: { date } });

    const refused = await importMarks({ csv, apply: true });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      field: 'reason',
      message: '1 row is for lectures past their correction window: give a reason for the correction',
    });
    expect((await rollOf(COURSE, date)).taken).toBe(false);

    const applied = await importMarks({ csv, apply: true, reason: 'Card reader export of the week' });
    expect(applied.status).toBe(200);
    expect(applied.body.counts).toMatchObject({ marked: 1 });
    expect((await auditOf(`course ${COURSE}, lecture ${date}`))[0]).toMatchObject({
      action: 'roll taken',
      after: { [LATE_WINDOW]: 'absent', reason: 'Card reader export of the week', imported: true },
    });
  });

  it('refuses a file without the columns, naming the field, and records nothing', async () => {
    const reply = await importMarks({ csv: 'course_code,roll_no\nIMPR1,7401\n', apply: true });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ field: 'csv' });
    expect((reply.body as unknown as { message: string }).message).toMatch(/lacks date, mark/);
    const empty = await importMarks({ csv: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ field: 'csv' });
  });

  it('is for the admin only', async () => {
    const csv = fileOf(`${COURSE},${yesterday},${LATE_WINDOW},A`);
    expect((await (await as.instructor(501)).post('/importRollMarks', { csv, apply: true })).status).toBe(403);
    expect((await (await student(LATE_WINDOW)).post('/importRollMarks', { csv })).status).toBe(403);
    expect((await as.anonymous().post('/importRollMarks', { csv })).status).toBe(401);
    const roll = await rollOf(COURSE, yesterday);
    expect(roll.students.find((s) => s.roll_no === LATE_WINDOW)!.attendance).toBe('present');
  });
});
