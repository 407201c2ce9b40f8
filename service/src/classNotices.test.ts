import type { Session } from '@leave/contract';
import type { ServiceSettings } from './endpoint';
import { cancelLecture } from './endpoints/timetables';
import type { ClassMember, NewNotification, Storage } from './storage';

const instructor = { user_id: 501, role: 'course instructor', name: 'Dr. Meera Iyer' } as Session;
const CLASS_SIZE = 3000;
const DATE = '2026-12-04';

/**
 * A store with a course of CLASS_SIZE students, one on leave that day, every second one mailed,
 * that counts every call made to it (each part's method by name).
 */
function countingStore() {
  const calls = new Map<string, number>();
  const added: NewNotification[][] = [];
  const members: ClassMember[] = Array.from({ length: CLASS_SIZE }, (_, i) => ({
    roll_no: 10_000 + i,
    leave_id: i === 7 ? 77 : null,
  }));
  const calendar = {
    course_code: 'CS101',
    term: { term_id: 1, name: 'Autumn 2026', first_day: '2026-08-01', last_day: '2026-12-18' },
    meetings: [{ weekday: 'Friday', start: '09:00', end: '10:00', room: 'A-101' }],
    changes: [],
    holidays: [],
    total_lectures: 40,
    instructor_id: 501,
  };
  const parts: Record<string, Record<string, (...args: never[]) => unknown>> = {
    timetables: {
      calendarOf: async () => calendar,
      change: async () => ({ after: calendar }),
      classOn: async () => members,
    },
    courses: { find: async () => ({ course_code: 'CS101', instructor_id: 501 }) },
    audit: { append: async () => undefined },
    notifications: { add: async (items: NewNotification[]) => void added.push(items) },
    users: {
      mailedOf: async (recipients: Array<{ role: string; user_id: number }>) =>
        recipients.filter((r) => r.user_id % 2 === 0).map((r) => ({ ...r, email: `${r.user_id}@school.test` })),
    },
  };
  const store: Storage = new Proxy({} as Storage, {
    get: (_store, part: string) => {
      if (part === 'atomically') return (work: (tx: Storage) => Promise<unknown>) => work(store);
      return new Proxy(
        {},
        {
          get: (_part, method: string) => {
            const real = parts[part]?.[method];
            if (!real) throw new Error(`unexpected call: ${part}.${method}`);
            return (...args: never[]) => {
              calls.set(`${part}.${method}`, (calls.get(`${part}.${method}`) ?? 0) + 1);
              return real(...args);
            };
          },
        },
      );
    },
  });
  return { store, calls, added };
}

it('tells a class of thousands of a cancelled lecture in one read, one write and one read of addresses: no call per student', async () => {
  const { store, calls, added } = countingStore();
  const mailed: string[] = [];
  const settings = {
    schoolTimeZone: 'UTC',
    schoolLocale: 'en-GB',
    mailer: { send: (mail: { to: string }) => void mailed.push(mail.to) },
  } as unknown as ServiceSettings;
  const reply = await cancelLecture.handle({
    store,
    settings,
    session: instructor,
    clientIp: '127.0.0.1',
    body: { course_code: 'CS101', date: DATE, reason: 'Exam duty' },
  } as unknown as Parameters<typeof cancelLecture.handle>[0]);
  expect(reply.status).toBe(200);
  // Mail goes out after the answer: let it.
  await new Promise((resolve) => setTimeout(resolve, 0));

  expect(calls.get('timetables.classOn')).toBe(1);
  expect(calls.get('notifications.add')).toBe(1);
  expect(calls.get('users.mailedOf')).toBe(1);
  // One notification per student, the one on leave told of it.
  const notices = added[0]!;
  expect(notices).toHaveLength(CLASS_SIZE);
  expect(new Set(notices.map((n) => n.user_id)).size).toBe(CLASS_SIZE);
  expect(notices.filter((n) => n.text.endsWith('Your leave that day is kept and no longer counts.'))).toEqual([
    expect.objectContaining({ user_id: 10_007, leave_id: 77 }),
  ]);
  expect(mailed).toHaveLength(CLASS_SIZE / 2);
});
