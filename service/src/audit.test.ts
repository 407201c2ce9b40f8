import { changedFields, startOfDayIn } from './audit';

describe('startOfDayIn', () => {
  it.each([
    ['2026-11-23', 'Asia/Kolkata', '2026-11-22T18:30:00.000Z'],
    ['2026-11-23', 'America/Los_Angeles', '2026-11-23T08:00:00.000Z'],
    ['2026-07-01', 'America/Los_Angeles', '2026-07-01T07:00:00.000Z'],
    ['2026-03-08', 'America/Los_Angeles', '2026-03-08T08:00:00.000Z'],
    ['2026-03-09', 'America/Los_Angeles', '2026-03-09T07:00:00.000Z'],
    ['2026-11-23', 'UTC', '2026-11-23T00:00:00.000Z'],
  ])('%s starts in %s at %s', (date, zone, instant) => {
    expect(startOfDayIn(date, zone)).toBe(instant);
  });
});

describe('changedFields', () => {
  it('keeps only what changed', () => {
    expect(changedFields({ a: 1, b: 'x' }, { a: 2, b: 'x' })).toEqual({ before: { a: 1 }, after: { a: 2 } });
  });
  it('is empty when nothing changed', () => {
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual({ before: null, after: null });
  });
});
