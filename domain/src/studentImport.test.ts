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
    [{ roll_no: 'abc' }, 'roll_no', 'roll_no must be a number'],
    [{ roll_no: '' }, 'roll_no', 'roll_no is required'],
    [{ name: ' ' }, 'name', 'name is required'],
    [{ branch: undefined }, 'branch', 'branch is required'],
    [{ joining_year: '20x5' }, 'joining_year', 'joining_year must be a year such as 2024'],
    [{ joining_year: '2999' }, 'joining_year', 'joining_year cannot be in the future'],
    [{ name: 'A\u202Eb' }, 'name', 'name must not contain control or text-direction characters'],
    [{ name: "=cmd|' /C calc'!A0" }, 'name', 'name must not start with =, +, - or @'],
    [{ name: 'Meera\tIyer' }, 'name', 'name must be one line, without tabs or line breaks'],
    [{ name: '\u200B' }, 'name', 'name is required'],
  ])('names the column at fault: %o', (change, column, message) => {
    expect(readStudentRow({ ...row, ...change })).toEqual({ ok: false, column, message });
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
    expect(readEnrolmentRow(cells)).toMatchObject({ ok: false, column });
  });
});
