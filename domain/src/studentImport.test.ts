import { readEnrolmentRow, readStudentRow } from './studentImport';

const row = { roll_no: '2001', name: 'Meera Iyer', branch: 'CSE', stream: 'B.Tech', joining_year: '2025' };

describe('readStudentRow', () => {
  it('reads a good row into a student, numbers as numbers and text trimmed', () => {
    expect(readStudentRow({ ...row, name: '  Meera Iyer ' })).toEqual({
      ok: true,
      student: { roll_no: 2001, name: 'Meera Iyer', branch: 'CSE', stream: 'B.Tech', joining_year: 2025 },
    });
  });

  it.each([
    [{ roll_no: 'abc' }, 'roll_no', 'roll_no must be a number', 'field.notANumber'],
    [{ roll_no: '' }, 'roll_no', 'roll_no is required', 'field.required'],
    [{ name: ' ' }, 'name', 'name is required', 'field.required'],
    [{ branch: undefined }, 'branch', 'branch is required', 'field.required'],
    [{ joining_year: '20x5' }, 'joining_year', 'joining_year must be a year such as 2024', 'field.notAYear'],
    [{ joining_year: '2999' }, 'joining_year', 'joining_year cannot be in the future', 'field.yearInFuture'],
    [
      { name: 'A\u202Eb' },
      'name',
      'name must not contain control or text-direction characters',
      'field.hiddenCharacters',
    ],
    [{ name: "=cmd|' /C calc'!A0" }, 'name', 'name must not start with =, +, - or @', 'field.startsLikeFormula'],
    [{ name: 'Meera\tIyer' }, 'name', 'name must be one line, without tabs or line breaks', 'field.notOneLine'],
    [{ name: '\u200B' }, 'name', 'name is required', 'field.required'],
  ])('names the column at fault, and why by its code: %o', (change, column, message, code) => {
    // The rule's code names the column it is about, as its English does.
    expect(readStudentRow({ ...row, ...change })).toEqual({
      ok: false,
      column,
      message,
      code,
      params: { name: column },
    });
  });
});

describe('readEnrolmentRow', () => {
  it('reads a course (in upper case) and a roll number', () => {
    expect(readEnrolmentRow({ course_code: ' cs101 ', roll_no: '1001' })).toEqual({
      ok: true,
      enrolment: { course_code: 'CS101', roll_no: 1001 },
    });
  });
  it.each([
    [{ course_code: 'CS 101', roll_no: '1001' }, 'course_code'],
    [{ course_code: 'CS101', roll_no: '-1' }, 'roll_no'],
    [{ roll_no: '1001' }, 'course_code'],
  ])('names the column at fault: %o', (cells, column) => {
    expect(readEnrolmentRow(cells)).toMatchObject({ ok: false, column, code: expect.stringMatching(/^field\./) });
  });
});
