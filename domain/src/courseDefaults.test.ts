import { semesterOfTerm } from './courseDefaults';

describe('semesterOfTerm', () => {
  it.each([
    ['Autumn 2026', '2026-07-01', 'Autumn', 2026],
    ['Spring 2027', '2027-01-04', 'Spring', 2027],
    // The trap: a Summer term read as "Semester Autumn, Year 2026" before.
    ['Summer 2027', '2027-05-03', 'Spring', 2027],
    ['Winter block', '2026-11-02', 'Autumn', 2026],
    ['autumn term', '2026-09-01', 'Autumn', 2026],
  ])('%s from %s is %s %s', (name, first_day, semesterType, semesterYear) => {
    expect(semesterOfTerm({ name, first_day })).toEqual({ semesterType, semesterYear });
  });
});
