/**
 * A change and its audit event are kept together or not at all (issue 42): for each kind of
 * change, the backend is made to fail exactly when the event is written, after the change; the
 * call fails and leaves neither. Then, with nothing failing, the same call makes the change and
 * records it (so each case can tell the difference). Run in-process through `handleRequest`
 * against a store, by the SQL suite (a trigger refuses the event) and the mock's (the write that
 * carries the event fails).
 */
import type { AuditAction, IsoDate, Session } from '@leave/contract';
import { addDays } from '@leave/contract';
import { lectureOn } from '@leave/domain';
import { ENDPOINTS, handleRequest, LiveHub } from '@leave/service';
import type { ServiceSettings, Storage } from '@leave/service';
import { DEMO_ACCOUNTS, lectureAfter, suiteToday } from '@leave/test-kit';

export interface AtomicityBackend {
  store: Storage;
  /** Makes the backend fail when an event of this action is written (null: when none is). */
  failAuditOf(action: AuditAction | null): Promise<void>;
  close(): Promise<void>;
}

/** The suites' settings: the school's today is theirs, and leave may be applied for on any date. */
export const SETTINGS: ServiceSettings = {
  sessionTtlSeconds: 3600,
  sessionIdleSeconds: 1800,
  sessionRequestsPerMinute: 100000,
  signIn: { maxFailures: 5, windowSeconds: 900 },
  instructorSignUp: true,
  authRequestsPerMinute: 1000,
  signInEchoesPassword: false,
  adminTotpRequired: false,
  leavePolicy: { pastDays: 36500, aheadDays: 36500 },
  schoolTimeZone: 'UTC',
  schoolLocale: 'en-GB',
  documentRetentionDays: 30,
  documentSweepSeconds: 3600,
  rejectionReasonRequired: false,
  fixedToday: suiteToday(),
};

const admin: Session = { user_id: DEMO_ACCOUNTS.admin.id, role: 'admin', name: DEMO_ACCOUNTS.admin.name };
const instructor: Session = {
  user_id: DEMO_ACCOUNTS.instructor.id,
  role: 'course instructor',
  name: DEMO_ACCOUNTS.instructor.name,
};
const student: Session = { user_id: DEMO_ACCOUNTS.student.id, role: 'student', name: DEMO_ACCOUNTS.student.name };

/** Calls an endpoint as the adapters do, once admitted; answers its status (it throws on a failure). */
async function call(store: Storage, path: string, session: Session | null, body: unknown): Promise<number> {
  const endpoint = ENDPOINTS.find((e) => e.path === path)!;
  const outcome = await handleRequest(endpoint, store, SETTINGS, {
    session,
    sessionToken: undefined,
    deviceToken: undefined,
    cookies: {},
    body,
    query: {},
    clientIp: '127.0.0.1',
    userAgent: undefined,
    live: new LiveHub(),
    lastEventId: undefined,
  });
  return outcome.status;
}

/** How many events of an action the trail holds. */
const eventsOf = async (store: Storage, action: AuditAction) =>
  (await store.audit.page({ action }, { offset: 0, limit: 1 })).total;

/** The demo term's first date (from `from` on) without a lecture of CS101 and not a holiday: a day for an extra one. */
async function dayWithoutLecture(store: Storage, from: IsoDate): Promise<IsoDate> {
  const calendar = (await store.timetables.calendarOf('CS101'))!;
  const holiday = (date: IsoDate) => calendar.holidays.some((h) => h.from_date <= date && date <= h.to_date);
  let date = from;
  while ('lecture' in lectureOn(calendar, date) || holiday(date)) date = addDays(date, 1);
  return date;
}

interface Case {
  /** The audit event that fails. */
  action: AuditAction;
  /** The call that makes the change, and what it should answer once nothing fails. */
  run(store: Storage): Promise<number>;
  status: number;
  /** What the change changes, read from the store. */
  observe(store: Storage): Promise<unknown>;
}

/** A pending leave in CS101, taught by the demo instructor. */
let pendingLeave: number;
let termId: number;
let extraDay: IsoDate;
const leaveDay = () => lectureAfter('CS101', 75);

const CASES: Case[] = [
  {
    action: 'leave approved',
    run: (store) => call(store, '/approveLeave', instructor, { leave_id: pendingLeave }),
    status: 200,
    observe: async (store) => (await store.leaves.byId(pendingLeave))?.status,
  },
  {
    action: 'course edited',
    run: async (store) => {
      const course = (await store.courses.record('CS101'))!;
      return call(store, '/editCourse', admin, {
        courseCode: 'CS101',
        courseTitle: 'Programming, audited',
        instructorId: course.instructor_id,
        semesterType: course.semester_type,
        semesterYear: course.semester_year,
        totalLectures: course.total_lectures,
      });
    },
    status: 200,
    observe: (store) => store.courses.record('CS101'),
  },
  {
    action: 'holiday added',
    run: async (store) => {
      const term = (await store.terms.find(termId))!;
      return call(store, '/addHoliday', admin, { term_id: termId, from_date: term.last_day, name: 'Audit Day' });
    },
    status: 201,
    observe: async (store) => [
      await store.terms.holidays(termId, { offset: 0, limit: 100 }),
      (await store.courses.find('CS101'))?.total_lectures,
    ],
  },
  {
    action: 'lecture added',
    run: (store) => call(store, '/addLecture', admin, { course_code: 'CS101', date: extraDay }),
    status: 201,
    observe: (store) => store.timetables.calendarOf('CS101'),
  },
  {
    action: 'course added',
    run: (store) =>
      call(store, '/addCourse', admin, {
        courseCode: 'AUD101',
        courseTitle: 'Audited',
        instructorId: instructor.user_id,
      }),
    status: 201,
    observe: (store) => store.courses.record('AUD101'),
  },
  {
    action: 'user signed up',
    run: (store) =>
      call(store, '/addUser', null, {
        name: 'Audit Student',
        user_id: 7777,
        branch: 'CSE',
        stream: 'B.Tech',
        joining_year: 2025,
        passwd: 'Kestrel-42-audit',
        role: 'student',
      }),
    status: 201,
    observe: (store) => store.users.findStudent(7777),
  },
  {
    action: 'account deactivated',
    run: (store) => call(store, '/setAccountActive', admin, { role: 'student', user_id: 1002, active: false }),
    status: 200,
    observe: (store) => store.users.findCredentials('student', 1002),
  },
  {
    action: 'leave applied',
    run: (store) =>
      call(store, '/applyLeave', student, {
        user_id: student.user_id,
        user_role: 'student',
        from_date: leaveDay(),
        to_date: leaveDay(),
        course_codes: ['CS101'],
        reason: 'Audited',
      }),
    status: 201,
    observe: (store) => store.leaves.ofStudent(student.user_id),
  },
];

export function describeAuditAtomicity(open: () => Promise<AtomicityBackend>) {
  let backend: AtomicityBackend;
  beforeAll(async () => {
    backend = await open();
    const { store } = backend;
    const pending = await store.leaves.page({ course_code: 'CS101', status: 'pending' }, { offset: 0, limit: 1 });
    pendingLeave = pending.items[0]!.leave_id;
    termId = (await store.terms.holding(SETTINGS.fixedToday!))!.term_id;
    extraDay = await dayWithoutLecture(store, SETTINGS.fixedToday!);
  }, 60_000);
  afterAll(() => backend?.close());

  it.each(CASES.map((c) => [c.action, c] as const))(
    'a failure writing "%s" leaves neither the change nor its event; without it, both are kept',
    async (_action, { action, run, status, observe }) => {
      const { store } = backend;
      const before = await observe(store);
      const events = await eventsOf(store, action);

      await backend.failAuditOf(action);
      await expect(run(store)).rejects.toThrow(/injected/);
      expect(await observe(store)).toEqual(before);
      expect(await eventsOf(store, action)).toBe(events);

      await backend.failAuditOf(null);
      expect(await run(store)).toBe(status);
      expect(await observe(store)).not.toEqual(before);
      expect(await eventsOf(store, action)).toBe(events + 1);
    },
  );
}
