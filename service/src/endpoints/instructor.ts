import type { LeaveStatus } from '@leave/contract';
import {
  checkLeaveMove,
  checkOwnData,
  checkTeaches,
  instructorDataSchema,
  leaveDecisionSchema,
  leaveMovedSchema,
  leavesQuerySchema,
  leavesSchema,
  messages,
  PAGE_SIZE,
  pageInfo,
  pageWindow,
  refusal,
  userIdQuerySchema,
} from '@leave/domain';
import { defineEndpoint, ok, refused } from '../endpoint';

export const instructorData = defineEndpoint({
  method: 'GET',
  path: '/instructorData',
  summary: "An instructor's profile and the courses they teach (their own only)",
  tag: 'instructor',
  access: 'course instructor',
  query: userIdQuerySchema,
  responses: { 200: instructorDataSchema },
  async handle({ store, session, query }) {
    const notOwn = checkOwnData(session, query.user_id);
    if (notOwn) return refused(notOwn);
    const profile = await store.users.findInstructor(query.user_id);
    if (!profile) return refused(refusal(404, messages.noInstructor(query.user_id)));
    return ok({ instructorData: profile, courseData: await store.courses.taughtBy(profile.rg_no) });
  },
});

export const getLeaves = defineEndpoint({
  method: 'GET',
  path: '/getLeaves',
  summary: `One page of the leave in a course the instructor teaches, by date, optionally of one status (page_size ${PAGE_SIZE.default} unless asked, at most ${PAGE_SIZE.max})`,
  tag: 'instructor',
  access: 'course instructor',
  query: leavesQuerySchema,
  responses: { 200: leavesSchema },
  async handle({ store, session, query }) {
    const course = await store.courses.find(query.course_code.toUpperCase());
    if (!course) return refused(refusal(404, messages.noCourse(query.course_code)));
    const notTeacher = checkTeaches(session, course);
    if (notTeacher) return refused(notTeacher);
    const { items, total } = await store.leaves.ofCourse(
      course.course_code,
      { status: query.status },
      pageWindow(query),
    );
    return ok({ leaveData: items, ...pageInfo(total, query) });
  },
});

/**
 * Moves a leave to `to`, under the storage's lock: racing decisions on one leave take turns,
 * the first wins and the others see it decided (409).
 */
const moveLeave = (to: LeaveStatus, path: string, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary,
    tag: 'instructor',
    access: 'course instructor',
    body: leaveDecisionSchema,
    responses: { 200: leaveMovedSchema },
    async handle({ store, session, body }) {
      const moved = await store.leaves.move(body.leave_id, (leave) => {
        const refusalOfMove = checkLeaveMove(session, leave, to);
        return refusalOfMove ? { refuse: refusalOfMove } : { to };
      });
      if (moved === 'not-found') return refused(refusal(404, messages.noLeave(body.leave_id)));
      if (!('to' in moved)) return refused(moved);
      return ok({ message: messages.leaveMoved(moved.to), leave: await store.leaves.byId(body.leave_id) });
    },
  });

export const approveLeave = moveLeave('accepted', '/approveLeave', 'Approve a pending leave in a course taught');
export const rejectLeave = moveLeave('rejected', '/rejectLeave', 'Reject a pending leave in a course taught');
