/**
 * Which web tests read the process's time zone, seen as they run: every way a script can get an
 * answer that depends on the zone goes through the few calls watched here, so a test file that
 * made none of them in one zone answers the same in any other. `npm test` runs every web test in
 * its first zone with the watch on (jest.setup.ts), which lists each file that made such a call
 * in the file named by ZONE_READS; its second zone runs those (scripts/zoneSuites.ts).
 *
 * Watched: Date's local-time getters, setters and strings (getDate, setHours, toString,
 * getTimezoneOffset...), a Date made from local parts (`new Date(2026, 11, 2)`) or from a string
 * that is not an ISO date alone or an instant with its offset (`new Date('2026-12-02T09:30')`),
 * Date.parse of such a string, `Date()` called as a function, and dates formatted without a zone
 * given (`toLocaleDateString()` or `Intl.DateTimeFormat` with no `timeZone`, whose resolved
 * zone is the process's). Not watched: what child processes do (scripts/zoneSuites.ts runs the
 * tests that start one in both zones).
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';

/** The file listing the web tests that read the zone (one path a line), when the watch is on. */
export const ZONE_READS = 'LEAVE_TEST_ZONE_READS';

const LOCAL_TIME = [
  'getFullYear',
  'getYear',
  'getMonth',
  'getDate',
  'getDay',
  'getHours',
  'getMinutes',
  'getSeconds',
  'getMilliseconds',
  'getTimezoneOffset',
  'setFullYear',
  'setYear',
  'setMonth',
  'setDate',
  'setHours',
  'setMinutes',
  'setSeconds',
  'setMilliseconds',
  'toString',
  'toDateString',
  'toTimeString',
] as const;

const LOCALE_STRINGS = ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const;

/**
 * The local-time getters whose answer for the fixed clock's now is the same in every zone: the
 * clock starts at 09:30 in the process's zone (jest.setup.ts), so now's local day, weekday and time
 * are that morning's wherever the process runs (its offset and zone names, in getTimezoneOffset,
 * toString and toTimeString, are not).
 */
const SAME_FOR_NOW = new Set<string>([
  ...LOCAL_TIME.filter((name) => name.startsWith('get') && name !== 'getTimezoneOffset'),
  'toDateString',
]);

/**
 * How long after the fixed morning a Date made as now still reads the same local day and time in
 * every zone: well before that day's midnight, and no zone changes its clocks in the day's middle.
 */
const SAME_DAY_MS = 12 * 3600_000;

/**
 * How far behind the time passed since the watch began the clock's now may be and still be the
 * fixed clock's (it follows real time in steps; a test that sets the clock elsewhere, or moves it
 * on by hand, makes a now that is not).
 */
const CLOCK_LAG_MS = 10_000;

/** A string Date reads the same in every zone: an ISO date alone (UTC midnight), or one naming its offset. */
const ZONELESS_STRING = /^\d{4}-\d{2}-\d{2}$|(?:Z|[+-]\d{2}:?\d{2})$/i;

/** Whether Date's constructor (or Date.parse) given these arguments reads the process's zone. */
export function readsZone(args: readonly unknown[]): boolean {
  if (args.length >= 2) return true;
  return typeof args[0] === 'string' && !ZONELESS_STRING.test(args[0].trim());
}

const namesNoZone = (options: unknown) =>
  typeof options !== 'object' || options === null || (options as { timeZone?: unknown }).timeZone === undefined;

type Method = (this: unknown, ...args: unknown[]) => unknown;

/**
 * Calls `onRead` whenever the script (this realm: a jest test file's) makes one of the calls
 * above. The global Date is wrapped again whenever it is replaced (fake timers replace it).
 * `fixedMorning`: the instant the tests' clock is set to as the watch begins, 09:30 on their day in
 * the process's zone; a Date made as now (`new Date()`) on that clock, as it follows real time, reads
 * its local day and time (SAME_FOR_NOW) without reading the zone, until a setter changes it.
 */
export function watchZoneReads(scope: typeof globalThis, onRead: () => void, fixedMorning?: number) {
  const proto = scope.Date.prototype as unknown as Record<string, Method>;
  /** The Dates made as now on the fixed morning, not changed since. */
  const nows = new WeakSet<object>();
  const watchStarted = performance.now();
  for (const name of LOCAL_TIME) {
    const original = proto[name];
    if (typeof original !== 'function') continue;
    proto[name] = function (this: unknown, ...args: unknown[]) {
      if (!(SAME_FOR_NOW.has(name) && nows.has(this as object))) onRead();
      return original.apply(this, args);
    };
  }
  // A now moved by any setter (setTime and the UTC ones read no zone themselves) is any other date.
  for (const name of Object.getOwnPropertyNames(proto).filter((key) => key.startsWith('set'))) {
    const original = proto[name];
    if (typeof original !== 'function') continue;
    proto[name] = function (this: unknown, ...args: unknown[]) {
      nows.delete(this as object);
      return original.apply(this, args);
    };
  }
  for (const name of LOCALE_STRINGS) {
    const original = proto[name]!;
    proto[name] = function (this: unknown, ...args: unknown[]) {
      if (namesNoZone(args[1])) onRead();
      return original.apply(this, args);
    };
  }

  const DateTimeFormat = scope.Intl.DateTimeFormat;
  scope.Intl.DateTimeFormat = new Proxy(DateTimeFormat, {
    construct(target, args: unknown[], newTarget) {
      if (namesNoZone(args[1])) onRead();
      return Reflect.construct(target, args, newTarget === scope.Intl.DateTimeFormat ? target : newTarget) as object;
    },
    apply(target, that, args: unknown[]) {
      if (namesNoZone(args[1])) onRead();
      return Reflect.apply(target, that, args) as unknown;
    },
  });

  const wrap = (date: DateConstructor): DateConstructor => {
    const wrapped: DateConstructor = new Proxy(date, {
      construct(target, args: unknown[], newTarget) {
        if (readsZone(args)) onRead();
        const made = Reflect.construct(target, args, newTarget === wrapped ? target : newTarget) as Date;
        if (args.length === 0 && fixedMorning !== undefined) {
          const since = made.getTime() - fixedMorning;
          const passed = performance.now() - watchStarted;
          if (since >= passed - CLOCK_LAG_MS && since <= passed + 1000 && since < SAME_DAY_MS) nows.add(made);
        }
        return made;
      },
      apply(target, that, args: unknown[]) {
        onRead();
        return Reflect.apply(target, that, args) as unknown;
      },
      get(target, key) {
        if (key === 'parse') {
          return (text: string) => {
            if (readsZone([String(text)])) onRead();
            return target.parse(text);
          };
        }
        return Reflect.get(target, key, target) as unknown;
      },
    });
    return wrapped;
  };
  let current = wrap(scope.Date);
  Object.defineProperty(scope, 'Date', {
    configurable: true,
    enumerable: false,
    get: () => current,
    set: (date: DateConstructor) => {
      current = wrap(date);
    },
  });
}

/**
 * In a web test file: lists the file in ZONE_READS' file once it reads the zone, when the watch is
 * on. `fixedMorning`: the instant the file's clock starts at (jest.setup.ts), when it is fixed.
 */
export function listWhenZoneRead(testPath: string | undefined, fixedMorning?: Date) {
  const list = process.env[ZONE_READS];
  if (!list || !testPath) return;
  let listed = false;
  watchZoneReads(
    globalThis,
    () => {
      if (listed) return;
      listed = true;
      fs.appendFileSync(list, `${testPath}\n`);
    },
    fixedMorning?.getTime(),
  );
}
