/**
 * An instructor's daily triage (issue 59): Pending Requests narrowed to the requests with a
 * pending lecture in a range of dates, on the server (the list is paged there); without dates
 * the list is as it was.
 */
import type { PendingRequestPage } from '@leave/contract';
import { lectureAfter, requestOneLecture, useBackend } from '@leave/test-kit';

const { as } = useBackend();

const pending = async (query: string) => {
  const reply = await (
    await as.instructor(501)
  ).get<PendingRequestPage>(`/pendingRequests?course_code=CS101&page_size=100&${query}`);
  return reply;
};

describe('Pending Requests by date', () => {
  let early: number;
  let late: number;
  const earlyDate = lectureAfter('CS101', 50);
  const lateDate = lectureAfter('CS101', 53);

  beforeAll(async () => {
    ({ requestId: early } = await requestOneLecture(await as.student(1008), 1008, 50));
    ({ requestId: late } = await requestOneLecture(await as.student(1005), 1005, 53));
  }, 30_000);

  const ids = (page: PendingRequestPage) => page.items.map((row) => row.request_id);

  it('lists every pending request without dates, as before', async () => {
    const reply = await pending('');
    expect(reply.status).toBe(200);
    expect(ids(reply.body)).toEqual(expect.arrayContaining([early, late]));
  });

  it('keeps the requests with a pending lecture from one date to another, counting only those', async () => {
    const one = (await pending(`from=${earlyDate}&to=${earlyDate}`)).body;
    expect(ids(one)).toEqual([early]);
    expect(one.total).toBe(1);
    expect(one.items[0]!.leaves.map((leave) => leave.leave_date)).toEqual([earlyDate]);

    const fromLate = (await pending(`from=${lateDate}`)).body;
    expect(ids(fromLate)).toContain(late);
    expect(ids(fromLate)).not.toContain(early);

    const untilEarly = (await pending(`to=${earlyDate}`)).body;
    expect(ids(untilEarly)).toContain(early);
    expect(ids(untilEarly)).not.toContain(late);
    expect(untilEarly.total).toBe(untilEarly.items.length);
  });

  it('refuses a bad date, and an end before the start, naming the field', async () => {
    expect(await pending('from=2026-13-01')).toMatchObject({ status: 400, body: { field: 'from' } });
    expect(await pending(`from=${lateDate}&to=${earlyDate}`)).toMatchObject({
      status: 400,
      body: { field: 'to', message: 'to must not be before from' },
    });
  });
});
