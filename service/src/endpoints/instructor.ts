import type { BulkDecisionRefusal, BulkDecisionResult, LeaveAction } from '@leave/contract';
import {
  bulkDecisionRefusalSchema,
  bulkDecisionResponseSchema,
  bulkDecisionSchema,
  checkOwnData,
  checkTeaches,
  decidedLeavesQuerySchema,
  decisionPolicySchema,
  instructorDataSchema,
  leavePageSchema,
  leavesQuerySchema,
  leavesSchema,
  messages,
  missingRejectionReason,
  PAGE_SIZE,
  pageInfo,
  pageWindow,
  previewApproval,
  refusal,
  userIdQuerySchema,
} from '@leave/domain';
import { defineEndpoint, ok, okPage, refused } from '../endpoint';
import type { Outcome } from '../endpoint';
import { actOnLeave, leaveActionEndpoint } from '../leaveActions';

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
    const overview = await store.instructorOverview(query.user_id);
    if (!overview) return refused(refusal(404, messages.noInstructor(query.user_id)));
    return ok({ instructorData: overview.profile, courseData: overview.courses });
  },
});

export const getLeaves = defineEndpoint({
  method: 'GET',
  path: '/getLeaves',
  summary: `One page of the leave in a course the instructor teaches, by date, with each student's name, optionally of one status (page_size ${PAGE_SIZE.default} unless asked, at most ${PAGE_SIZE.max})`,
  tag: 'instructor',
  access: 'course instructor',
  query: leavesQuerySchema,
  responses: { 200: leavesSchema },
  async handle({ store, session, query }) {
    // The course and the page come in one read; the page is shown only to the course's instructor.
    const found = await store.courseLeavePage(
      query.course_code.toUpperCase(),
      { status: query.status },
      pageWindow(query),
    );
    if (!found) return refused(refusal(404, messages.noCourse(query.course_code)));
    const { course, page } = found;
    const notTeacher = checkTeaches(session, course);
    if (notTeacher) return refused(notTeacher);
    const { items, total } = page;
    // Each pending row says what approving it would do to its student's percentage. Added to the
    // row in place: spreading it into a new object took twice as long, answer and check included
    // (a 50-row page: 129 against 66 us, the copies being slower to read as well as to make).
    const leaveData = items.map(({ accepted_days, ...leave }) =>
      leave.status === 'pending'
        ? Object.assign(leave, {
            if_approved: previewApproval(accepted_days ?? 0, 1, course.total_lectures, course.leave_limit),
          })
        : leave,
    );
    return ok({ leaveData, ...pageInfo(total, query) });
  },
});

export const approveLeave = leaveActionEndpoint(
  'course instructor',
  'approve',
  '/approveLeave',
  'Approve a pending leave in a course taught, with an optional comment for the student',
);
export const rejectLeave = leaveActionEndpoint(
  'course instructor',
  'reject',
  '/rejectLeave',
  'Reject a pending leave in a course taught, with a comment for the student: optional, unless the school asks for a reason with every rejection (REJECTION_REASON_REQUIRED; then 400 naming the field comment without one)',
);
export const revokeLeave = leaveActionEndpoint(
  'course instructor',
  'revoke',
  '/revokeLeave',
  'Revoke an accepted leave dated today or later in a course taught (to rejected); a comment is required',
);

/**
 * A bulk decision that decided nothing is refused as a whole: with the status its leaves were
 * refused with (one leave's own message, as /approveLeave would answer), or 409 when their
 * refusals differ; each leave's reason stays in `results`.
 */
function noneDecided(results: BulkDecisionResult[], decision: 'accepted' | 'rejected'): Outcome {
  const statuses = new Set(results.map((result) => result.status));
  const status = statuses.size === 1 ? results[0]!.status : 409;
  const message =
    results.length === 1 ? results[0]!.message : messages.bulkNoneDecided(results.length, decision).message;
  return { status, body: { message, results } satisfies BulkDecisionRefusal };
}

export const decideLeaves = defineEndpoint({
  method: 'POST',
  path: '/decideLeaves',
  summary: `Approve or reject up to ${PAGE_SIZE.max} pending leaves at once; each is reported apart (one may have been withdrawn meanwhile), and when none could be decided the call is refused with their status (409 when they differ)`,
  tag: 'instructor',
  access: 'course instructor',
  body: bulkDecisionSchema,
  responses: {
    200: bulkDecisionResponseSchema,
    403: bulkDecisionRefusalSchema,
    404: bulkDecisionRefusalSchema,
    409: bulkDecisionRefusalSchema,
  },
  async handle({ store, settings, session, clientIp, body }) {
    const action: LeaveAction = body.decision === 'accepted' ? 'approve' : 'reject';
    const noReason = missingRejectionReason(action, body.comment, settings.rejectionReasonRequired);
    if (noReason) return refused(noReason);
    const results: BulkDecisionResult[] = [];
    // One at a time, each under its own lock, as if decided one click after another.
    for (const leaveId of body.leave_ids) {
      const done = await actOnLeave(store, settings, { session, clientIp }, leaveId, action, body.comment);
      results.push(
        done.ok
          ? { leave_id: leaveId, status: 200, message: messages.leaveMoved(body.decision).message }
          : { leave_id: leaveId, status: done.refusal.status, message: done.refusal.message },
      );
    }
    const decided = results.filter((result) => result.status === 200).length;
    if (decided === 0) return noneDecided(results, body.decision);
    return ok({ message: messages.bulkDecided(decided, results.length, body.decision).message, results });
  },
});

export const decidedLeaves = defineEndpoint({
  method: 'GET',
  path: '/decidedLeaves',
  summary:
    'History: one page of the leave no longer pending in the courses the instructor teaches, newest date first, each with its history; filter by course, status, dates and student',
  tag: 'instructor',
  access: 'course instructor',
  query: decidedLeavesQuerySchema,
  responses: { 200: leavePageSchema },
  async handle({ store, session, query }) {
    let courseCode: string | undefined;
    if (query.course_code) {
      const course = await store.courses.find(query.course_code.toUpperCase());
      if (!course) return refused(refusal(404, messages.noCourse(query.course_code)));
      const notTeacher = checkTeaches(session, course);
      if (notTeacher) return refused(notTeacher);
      courseCode = course.course_code;
    }
    return okPage(query, (window) =>
      store.leaves.page(
        {
          instructor_id: session.user_id,
          course_code: courseCode,
          status: query.status,
          excludeStatuses: ['pending'],
          from: query.from,
          to: query.to,
          roll_no: query.roll_no,
        },
        window,
      ),
    );
  },
});

export const decisionPolicy = defineEndpoint({
  method: 'GET',
  path: '/decisionPolicy',
  summary:
    'What a decision needs: whether a rejection must carry a reason for the student (REJECTION_REASON_REQUIRED), so Reject can ask for one before it sends',
  tag: 'instructor',
  access: 'course instructor',
  responses: { 200: decisionPolicySchema },
  async handle({ settings }) {
    return ok({ rejection_reason_required: settings.rejectionReasonRequired });
  },
});
