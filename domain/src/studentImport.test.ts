import { readStudentRow } from './studentImport';

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
  ])('names the column at fault: %o', (change, column, message) => {
    expect(readStudentRow({ ...row, ...change })).toEqual({ ok: false, column, message });
  });
});
