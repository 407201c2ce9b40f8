/**
 * The demo data's decisions are in the audit trail (issue 59), on every backend: each accepted or
 * rejected leave of the seed has the event a live decision records, by the course's instructor,
 * naming the student, the date and the course, so "who decided" has an answer from the start.
 */
import { buildDemoSeed } from '@leave/config';
import type { AuditPage } from '@leave/contract';
import { suiteToday, useBackend } from '@leave/test-kit';

const { as } = useBackend();

const trail = async (query: string) => {
  const reply = await (await as.admin()).get<AuditPage>(`/auditEvents?page_size=100&${query}`);
  expect(reply.status).toBe(200);
  return reply.body.items;
};

it('records who decided each decided leave of the demo data, as a live decision does', async () => {
  const seed = buildDemoSeed(suiteToday());
  const instructorOf = (code: string) => seed.courses.find((course) => course.course_code === code)!.instructor_id;
  for (const [status, action] of [
    ['accepted', 'leave approved'],
    ['rejected', 'leave rejected'],
  ] as const) {
    const decided = seed.leaves.filter((leave) => leave.status === status);
    expect(decided.length).toBeGreaterThan(0);
    const events = await trail(`action=${action.replace(' ', '+')}`);
    const seen = events.map((event) => ({
      actor_id: event.actor_id,
      actor_role: event.actor_role,
      roll_no: event.subject?.roll_no,
      leave: event.leave,
      before: event.before,
      after: event.after,
    }));
    expect(seen).toEqual(
      expect.arrayContaining(
        decided.map((leave) => ({
          actor_id: instructorOf(leave.course_code),
          actor_role: 'course instructor',
          roll_no: leave.roll_no,
          leave: { leave_date: leave.leave_date, course_code: leave.course_code },
          before: { status: 'pending' },
          after: { status },
        })),
      ),
    );
    expect(events).toHaveLength(decided.length);
    expect(events.every((event) => Boolean(event.actor_name))).toBe(true);
  }
});
