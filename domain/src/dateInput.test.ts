import { numericDateFor, readTime } from './dateInput';

describe("the school's numeric date", () => {
  it.each([
    ['en-GB', 'DD/MM/YYYY', '03/12/2026'],
    ['en-US', 'MM/DD/YYYY', '12/03/2026'],
    ['de-DE', 'DD.MM.YYYY', '03.12.2026'],
  ])('in %s is written %s', (locale, pattern, example) => {
    const numeric = numericDateFor(locale);
    expect(numeric.pattern).toBe(pattern);
    expect(numeric.example).toBe(example);
    expect(numeric.write('2026-12-03')).toBe(example);
    expect(numeric.read(example)).toBe('2026-12-03');
  });

  it('reads what a person types in en-GB, and YYYY-MM-DD always', () => {
    const gb = numericDateFor('en-GB');
    expect(gb.read('3/12/2026')).toBe('2026-12-03');
    expect(gb.read(' 03.12.2026 ')).toBe('2026-12-03');
    expect(gb.read('03-12-2026')).toBe('2026-12-03');
    expect(gb.read('2026-12-03')).toBe('2026-12-03');
    expect(gb.read('29/02/2028')).toBe('2028-02-29');
  });

  it('tells a date that is none from a shape it cannot read', () => {
    const gb = numericDateFor('en-GB');
    expect(gb.read('31/02/2026')).toBe('no such date');
    expect(gb.read('03/13/2026')).toBe('no such date');
    expect(gb.read('2026-02-30')).toBe('no such date');
    for (const typed of ['', '3 Dec 2026', '03/12/26', '03/12', '1/2/3/2026', 'tomorrow'])
      expect(gb.read(typed)).toBeNull();
  });
});

it('reads a time on the 24-hour clock', () => {
  expect(readTime('09:00')).toBe('09:00');
  expect(readTime('9:00')).toBe('09:00');
  expect(readTime('14.30')).toBe('14:30');
  expect(readTime('1430')).toBe('14:30');
  for (const typed of ['24:00', '12:60', '2:30 PM', '', '9']) expect(readTime(typed)).toBeNull();
});
