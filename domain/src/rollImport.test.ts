import { DEFAULT_ATTENDANCE_RULES } from '@leave/contract';
import type { CourseCalendar } from './lectures';
import { readRollMarkRow, rollImportLecture } from './rollImport';

const row = (cells: Record<string, string>) =>
  readRollMarkRow({ course_code: 'cs101', date: '2026-11-23', roll_no: '1001', mark: 'A', ...cells });

describe('a row of a roll marks file', () => {
  it.each([
    ['P', 'present'],
    ['a', 'absent'],
    [' L ', 'late'],
    ['Present', 'present'],
    ['ABSENT', 'absent'],
    ['late', 'late'],
  ])('reads the mark %j as %s', (mark, read) => {
    expect(row({ mark })).toEqual({
      ok: true,
      row: { course_code: 'CS101', date: '2026-11-23', roll_no: 1001, mark: read },
    });
  });

  it.each([
    [
      { mark: 'X' },
      'mark',
      '"X" is not a mark: write P, A or L (present, absent, late)',
      'rollImport.notAMark',
      { value: 'X' },
    ],
    [
      { mark: 'Medical leave' },
      'mark',
      '"Medical leave" is not a mark: write P, A or L (present, absent, late)',
      'rollImport.notAMark',
      { value: 'Medical leave' },
    ],
    [{ mark: '' }, 'mark', 'mark is required: P, A or L', 'rollImport.markRequired', {}],
    [
      { date: '23/11/2026' },
      'date',
      'date must be a calendar date written YYYY-MM-DD',
      'field.notADate',
      { name: 'date' },
    ],
    [{ roll_no: 'abc' }, 'roll_no', 'roll_no must be a number', 'field.notANumber', { name: 'roll_no' }],
    [{ course_code: '' }, 'course_code', 'course_code is required', 'field.required', { name: 'course_code' }],
  ])('refuses %j in its column, saying why by its code and params', (cells, column, message, code, params) => {
    expect(row(cells)).toEqual({ ok: false, column, message, code, params });
  });
});

describe("a row's lecture", () => {
  const term = { term_id: 1, name: 'Autumn 2026', first_day: '2026-08-01', last_day: '2026-12-15' };
  const calendar: CourseCalendar = {
    course_code: 'CS101',
    term,
    holidays: [{ from_date: '2026-11-02', to_date: '2026-11-02', name: 'Diwali' }],
    meetings: [{ weekday: 'Monday', start: '09:00', end: '10:00', room: 'A-101' }],
    changes: [
      { date: '2026-11-09', kind: 'cancelled', reason: 'Exam duty', start: null, end: null, room: null },
      { date: '2026-12-19', kind: 'extra', reason: null, start: null, end: null, room: null },
    ],
  };
  const today = '2026-12-21';
  const lectureOf = (date: string) => rollImportLecture(calendar, date, today, DEFAULT_ATTENDANCE_RULES);

  it('is a lecture that takes place, needing a reason once past the correction window', () => {
    expect(lectureOf('2026-12-14')).toMatchObject({ lecture: { date: '2026-12-14' }, reasonNeeded: false });
    expect(lectureOf('2026-11-23')).toMatchObject({ lecture: { date: '2026-11-23' }, reasonNeeded: true });
    // An extra lecture after the term's last day has a roll.
    expect(lectureOf('2026-12-19')).toMatchObject({ lecture: { extra: true } });
  });

  it.each([
    ['2026-07-27', 'outside term', /outside CS101's term, Autumn 2026/, 'lecture.outsideTerm'],
    ['2026-11-10', 'no lecture', /^CS101 does not meet on Tuesdays$/, 'lecture.doesNotMeet'],
    ['2026-11-02', 'no lecture', /Diwali/, 'lecture.holiday'],
    ['2026-11-09', 'no lecture', /^CS101's lecture on .+ is cancelled: Exam duty$/, 'lecture.cancelled'],
  ])('%s is %s', (date, status, message, code) => {
    const answer = lectureOf(date);
    expect(answer).toMatchObject({ problem: { status, column: 'date', code, params: expect.any(Object) } });
    expect('problem' in answer && answer.problem.message).toMatch(message);
  });

  it('is none for a course in no term, or a lecture still to come', () => {
    expect(rollImportLecture({ ...calendar, term: null }, '2026-11-23', today, DEFAULT_ATTENDANCE_RULES)).toEqual({
      problem: {
        status: 'outside term',
        column: 'date',
        message: 'CS101 is in no term: give it a term on Edit Course first',
        code: 'rollImport.noTerm',
        params: { code: 'CS101' },
      },
    });
    expect(rollImportLecture(calendar, '2026-12-14', '2026-12-13', DEFAULT_ATTENDANCE_RULES)).toMatchObject({
      problem: {
        status: 'bad value',
        column: 'date',
        message: expect.stringMatching(/is still to come/),
        code: 'rollImport.notYet',
        params: { date: '2026-12-14' },
      },
    });
  });
});
