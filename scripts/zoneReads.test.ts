import { performance } from 'node:perf_hooks';
import vm from 'node:vm';
import { readsZone, watchZoneReads } from './zoneReads';

/**
 * Runs `code` in a realm of its own (its own Date and Intl) with the watch on; says whether it read
 * the zone. `fixedMorning`: the instant the realm's clock (here the real one) is said to start at.
 */
function readsTheZone(code: string, setUp = '', fixedMorning?: number): boolean {
  const context = vm.createContext({});
  vm.runInContext(setUp, context);
  let read = false;
  watchZoneReads(vm.runInContext('globalThis', context) as typeof globalThis, () => (read = true), fixedMorning);
  vm.runInContext(code, context);
  return read;
}

describe('calls whose answer depends on the time zone', () => {
  it.each([
    'new Date(0).getDate()',
    'new Date(0).getHours()',
    'new Date(0).getTimezoneOffset()',
    'new Date(0).setHours(0)',
    'String(new Date(0))',
    'new Date(0).toLocaleDateString()',
    "new Date(0).toLocaleString('en-GB', { weekday: 'long' })",
    'new Date(2026, 11, 2)',
    "new Date('2026-12-02T09:30:00')",
    "Date.parse('Wed Dec 02 2026')",
    'Date()',
    "new Intl.DateTimeFormat('en-GB').format(0)",
    'Intl.DateTimeFormat().resolvedOptions().timeZone',
  ])('%s', (code) => expect(readsTheZone(code)).toBe(true));

  it.each([
    'new Date()',
    'Date.now()',
    'new Date(0).toISOString()',
    'new Date(0).getUTCDate()',
    "new Date('2026-12-02')",
    "new Date('2026-12-02T09:30:00Z').getTime()",
    "Date.parse('2026-12-02T09:30:00+05:30')",
    "new Date(0).toLocaleDateString('en-GB', { timeZone: 'Pacific/Auckland' })",
    "new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' }).format(0)",
    "new Intl.NumberFormat('en-GB').format(1)",
    'new Date(0) instanceof Date',
  ])('not %s', (code) => expect(readsTheZone(code)).toBe(false));

  it('a Date put in place later (as fake timers put theirs) is watched too', () => {
    expect(readsTheZone('globalThis.Date = class extends Date {}; new Date(2026, 0, 1)')).toBe(true);
    expect(readsTheZone('globalThis.Date = class extends Date {}; new Date(0)')).toBe(false);
  });
});

it('a string that names its offset or is a date alone reads no zone', () => {
  expect(readsZone(['2026-12-02'])).toBe(false);
  expect(readsZone(['2026-12-02T09:30:00.000Z'])).toBe(false);
  expect(readsZone(['2026-12-02T09:30'])).toBe(true);
  expect(readsZone([2026, 11])).toBe(true);
  expect(readsZone([0])).toBe(false);
});

describe("now's local day and time on the fixed clock (the same in every zone, as the clock starts at 09:30 local)", () => {
  // The realm's clock is the real one (this file's Date is the fixed clock of jest.setup.ts).
  const realNow = () => performance.timeOrigin + performance.now();
  const onTheClock = (code: string) => readsTheZone(code, '', realNow());

  it.each([
    'new Date().getDate()',
    'new Date().getFullYear() + new Date().getMonth() + new Date().getDay()',
    'new Date().getHours()',
    'new Date().toDateString()',
  ])('not %s', (code) => expect(onTheClock(code)).toBe(false));

  it.each([
    // Its offset and the zone's name are the zone's.
    'new Date().getTimezoneOffset()',
    'String(new Date())',
    'new Date().toTimeString()',
    // A now moved by a setter is any other date (setTime and the UTC setters read no zone).
    'const d = new Date(); d.setDate(40); d.getDate()',
    'const d = new Date(); d.setTime(0); d.getDate()',
    'const d = new Date(); d.setUTCHours(-20); d.getDate()',
    // Not made as now: a copy of now's instant is read as any instant is.
    'new Date(Date.now()).getDate()',
    // Local parts still read the zone, today's among them.
    'new Date(new Date().getFullYear(), 0, 1)',
  ])('%s', (code) => expect(onTheClock(code)).toBe(true));

  it('reads the zone for a now off the fixed clock (set elsewhere, or with no fixed clock)', () => {
    expect(readsTheZone('new Date().getDate()', '', realNow() - 3600_000)).toBe(true);
    expect(readsTheZone('new Date().getDate()', '', realNow() + 3600_000)).toBe(true);
    expect(readsTheZone('new Date().getDate()')).toBe(true);
  });
});
