import type { Leave, Session } from '@leave/contract';
import { messages } from '@leave/domain';
import type { ServiceSettings } from './endpoint';
import { approveLeave } from './endpoints/instructor';
import type { Storage } from './storage';

const instructor = { user_id: 501, role: 'course instructor', name: 'Dr. Meera Iyer' } as Session;
const settings = { schoolTimeZone: 'UTC', schoolLocale: 'en-GB', rejectionReasonRequired: true } as ServiceSettings;
const stored = { leave_id: 7, leave_date: '2099-12-02', status: 'accepted', course_code: 'CS101' } as Leave;

/** A rejected call as node-postgres makes it when every connection of the pool stays busy. */
const busy = () => Promise.reject(new Error('timeout exceeded when trying to connect'));

/**
 * A store whose transaction decides the leave and commits, and which is too busy for anything
 * asked of it afterwards (each of its parts answers every call with `busy`).
 */
function busyAfterCommit(): Storage {
  const transaction = {
    leaves: {
      move: async (_leaveId: number, decide: (leave: object) => object) =>
        decide({ status: 'pending', instructor_id: 501, roll_no: 1001, leave_date: '2099-12-02' }),
      byId: async () => stored,
    },
    audit: { append: async () => undefined },
    // The instructor's notification of the request is read once it is decided, in the same transaction.
    notifications: { settle: async () => undefined },
  };
  const everyCallBusy = new Proxy({}, { get: () => busy });
  return new Proxy({} as Storage, {
    get: (_store, part) =>
      part === 'atomically' ? (work: (tx: unknown) => Promise<unknown>) => work(transaction) : everyCallBusy,
  });
}

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

it('answers a decision that was stored as done, with the leave, even when the database is too busy afterwards', async () => {
  const reply = await approveLeave.handle({
    store: busyAfterCommit(),
    settings,
    session: instructor,
    clientIp: '127.0.0.1',
    body: { leave_id: 7 },
  } as unknown as Parameters<typeof approveLeave.handle>[0]);
  expect(reply).toEqual({ status: 200, body: { message: messages.leaveMoved('accepted').message, leave: stored } });
  // Telling the student failed, and said so in the log, without undoing the decision.
  expect(logged).toHaveBeenCalledWith('notifications could not be stored:', 'timeout exceeded when trying to connect');
});
