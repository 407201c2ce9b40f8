/**
 * One absence, one request: what a student applied for together is shown, withdrawn and decided
 * as one thing, course by course. The per-lecture leave stays underneath for counting, and the
 * seed's per-leave calls keep working.
 */
import type {
  LeaveAction,
  LeaveRequestSummary,
  LeaveStatus,
  RefusedLeave,
  RequestCourse,
  SaidCode,
} from '@leave/contract';
import {
  checkOwnData,
  checkTeaches,
  dateRefusalMessage,
  documentNeeded,
  leavePolicyFor,
  leaveRequestResponseSchema,
  MAX_RANGE_DAYS,
  messages,
  missingRejectionReason,
  myRequestsQuerySchema,
  pageInfo,
  pageWindow,
  pendingRequestPageSchema,
  pendingRequestsQuerySchema,
  previewApproval,
  refusal,
  reopenRequestSchema,
  requestActionSchema,
  requestDecisionSchema,
  requestPageSchema,
  resubmitRequestSchema,
  statusAfter,
  withdrawRequestSchema,
} from '@leave/domain';
import type { Page, Refusal } from '@leave/domain';
import type { AuditAction, Leave, Session } from '@leave/contract';
import { audit } from '../audit';
import { defineEndpoint, ok, refused } from '../endpoint';
import type { ServiceSettings } from '../endpoint';
import { calendarReader, coverOf, kindOfRequest, kindReader, notCountedSaid, spanOf } from '../lectureCounts';
import { decidingBy, schoolDates, schoolToday } from '../leaveActions';
import { byCourse, leaveAppliedNotices, requestMovedNotices } from '../notices';
import { notify } from '../notify';
import type { CourseFacts, NewLeaveRow, Storage, StoredRequest } from '../storage';
import { appliedOrTaken, applyAudited, refusedLine } from './student';

/**
 * The comment of the decision that made each rejected leave of a request rejected (a reject or a
 * revoke), by leave id: read with their history only for a request that has rejected leave.
 */
async function rejectionReasons(store: Storage, request: StoredRequest): Promise<Map<number, string>> {
  const rejected = request.leaves.filter((leave) => leave.status === 'rejected');
  const reasons = new Map<number, string>();
  if (!rejected.length) return reasons;
  const ids = new Set(rejected.map((leave) => leave.leave_id));
  const dates = rejected.map((leave) => leave.leave_date).sort();
  const { items } = await store.leaves.page(
    { roll_no: request.roll_no, status: 'rejected', from: dates[0], to: dates[dates.length - 1] },
    { offset: 0, limit: MAX_RANGE_DAYS * rejected.length },
  );
  for (const leave of items) {
    if (!ids.has(leave.leave_id)) continue;
    const decision = leave.history.findLast((event) => event.to_status === 'rejected');
    if (decision?.comment) reasons.set(leave.leave_id, decision.comment);
  }
  return reasons;
}

/** A stored request as a card: its dates, and each course's part with its statuses. */
async function summaryOf(
  store: Storage,
  readKind: ReturnType<typeof kindReader>,
  request: StoredRequest,
): Promise<LeaveRequestSummary> {
  const readCalendar = calendarReader(store);
  const reasons = await rejectionReasons(store, request);
  const courses: RequestCourse[] = [];
  for (const [course_code, leaves] of byCourse(request.leaves)) {
    const rejectedWhy = [
      ...new Set(leaves.map((leave) => reasons.get(leave.leave_id)).filter((why) => why !== undefined)),
    ];
    const statuses: Partial<Record<LeaveStatus, number>> = {};
    for (const leave of leaves) statuses[leave.status] = (statuses[leave.status] ?? 0) + 1;
    const notCounted = leaves.filter((leave) => !leave.lecture);
    courses.push({
      course_code,
      lectures: leaves.length - notCounted.length,
      statuses,
      leave_ids: leaves.map((leave) => leave.leave_id),
      not_counted: await Promise.all(
        notCounted.map(async (leave) => {
          const { message, why } = await notCountedSaid(readCalendar, leave);
          return { leave_id: leave.leave_id, leave_date: leave.leave_date, status: leave.status, message, why };
        }),
      ),
      ...(rejectedWhy.length ? { rejection_reasons: rejectedWhy } : {}),
    });
  }
  return {
    request_id: request.request_id,
    user_id: request.roll_no,
    student_name: request.student_name,
    reason: request.leaves[0]?.reason ?? '',
    ...spanOf(request.leaves),
    applied_at: request.applied_at,
    courses,
    ...kindOfRequest(await readKind(request.kind_id), request),
    resubmits: request.resubmits,
    resubmitted_as: request.resubmitted_as,
  };
}

const REQUEST_AUDIT: Partial<Record<LeaveAction, AuditAction>> = {
  withdraw: 'request withdrawn',
  approve: 'request approved',
  reject: 'request rejected',
  reopen: 'request reopened',
};

/**
 * Moves each leave of a request that `action` may take, under their locks, and records it in the
 * audit trail, all together: a leave that moved meanwhile is left as it is. Answers those moved,
 * and why the others were not.
 */
async function moveRequest(
  store: Storage,
  settings: ServiceSettings,
  source: { session: Session; clientIp: string },
  request: StoredRequest,
  leaves: Leave[],
  action: LeaveAction,
  comment: string | null,
): Promise<{ moved: Leave[]; refused: Refusal[] }> {
  const { session } = source;
  return store.atomically(async (tx) => {
    const moved: Leave[] = [];
    const refused: Refusal[] = [];
    const results = await tx.leaves.moveMany(
      leaves.map((leave) => leave.leave_id),
      decidingBy(session, settings, action, comment),
      { id: session.user_id, role: session.role },
      comment,
    );
    for (const [at, result] of results.entries()) {
      if (result === 'not-found') continue;
      if ('to' in result) moved.push({ ...leaves[at]!, status: result.to });
      else refused.push(result);
    }
    if (!moved.length) return { moved, refused };
    if (statusAfter(action) !== 'pending') await tx.notifications.settle(moved.map((leave) => leave.leave_id));
    await audit(tx, source, REQUEST_AUDIT[action]!, `request ${request.request_id}`, {
      after: {
        roll_no: request.roll_no,
        leaves: moved.map((leave) => `${leave.leave_date} ${leave.course_code}`),
        status: statusAfter(action),
        ...(comment ? { comment } : {}),
      },
    });
    return { moved, refused };
  });
}

/**
 * The request `requestId` and its course `courseCode`, when the course exists and `session`
 * teaches it; the refusal otherwise.
 */
async function taughtRequest(
  store: Storage,
  session: Session,
  courseCode: string,
  requestId: number,
): Promise<{ refusal: Refusal } | { code: string; course: CourseFacts; request: StoredRequest }> {
  const code = courseCode.toUpperCase();
  const course = await store.courses.find(code);
  if (!course) return { refusal: refusal(404, messages.noCourse(code), 'course_code') };
  const notTeacher = checkTeaches(session, course);
  if (notTeacher) return { refusal: notTeacher };
  const request = await store.requests.find(requestId);
  if (!request) return { refusal: refusal(404, messages.noRequest(requestId)) };
  return { code, course, request };
}

/**
 * The page a list's query asks for: with `page_of_request`, the page that holds that request
 * (`place` says where it is in the list), or the page asked when it is not in it.
 */
async function pageHolding(
  query: Page & { page_of_request?: number },
  place: (requestId: number) => Promise<number | null>,
): Promise<Page> {
  const at = query.page_of_request === undefined ? null : await place(query.page_of_request);
  return at === null ? query : { page: Math.floor(at / query.page_size) + 1, page_size: query.page_size };
}

export const myRequests = defineEndpoint({
  method: 'GET',
  path: '/myRequests',
  summary:
    "My Requests as one card per request: what a student applied for together, newest first, each course's part with its statuses (their own only)",
  tag: 'student',
  access: 'student',
  query: myRequestsQuerySchema,
  responses: { 200: requestPageSchema },
  async handle({ store, session, query }) {
    const notOwn = checkOwnData(session, query.user_id);
    if (notOwn) return refused(notOwn);
    const filter = { roll_no: session.user_id, status: query.status, course_code: query.course_code?.toUpperCase() };
    const page = await pageHolding(query, (requestId) => store.requests.placeOfStudent(filter, requestId));
    const { items, total } = await store.requests.ofStudent(filter, pageWindow(page));
    const readKind = kindReader(store);
    return ok({
      items: await Promise.all(items.map((request) => summaryOf(store, readKind, request))),
      ...pageInfo(total, page),
    });
  },
});

export const withdrawRequest = defineEndpoint({
  method: 'POST',
  path: '/withdrawRequest',
  summary: "Withdraw every pending leave of one's own request, or only those in one course",
  tag: 'student',
  access: 'student',
  body: withdrawRequestSchema,
  responses: { 200: requestActionSchema },
  async handle({ store, settings, session, clientIp, body }) {
    const request = await store.requests.find(body.request_id);
    if (!request) return refused(refusal(404, messages.noRequest(body.request_id)));
    if (request.roll_no !== session.user_id) return refused(refusal(403, messages.onlyOwnLeaveChange));
    const code = body.course_code?.toUpperCase();
    const pending = request.leaves.filter((l) => l.status === 'pending' && (!code || l.course_code === code));
    const { moved } = await moveRequest(store, settings, { session, clientIp }, request, pending, 'withdraw', null);
    if (!moved.length) return refused(refusal(409, messages.nothingToWithdraw));
    await notify(store, settings, () =>
      requestMovedNotices(store, schoolDates(settings), session, request, moved, 'withdraw', null),
    );
    return ok({ ...messages.requestWithdrawn(moved.length), moved: moved.length });
  },
});

export const pendingRequests = defineEndpoint({
  method: 'GET',
  path: '/pendingRequests',
  summary:
    "A course's pending requests, one row per request (the earliest pending date first), each with what approving it would do (a course taught); from and to keep those with a pending date in that range",
  tag: 'instructor',
  access: 'course instructor',
  query: pendingRequestsQuerySchema,
  responses: { 200: pendingRequestPageSchema },
  async handle({ store, session, query }) {
    const code = query.course_code.toUpperCase();
    const course = await store.courses.find(code);
    if (!course) return refused(refusal(404, messages.noCourse(code)));
    const notTeacher = checkTeaches(session, course);
    if (notTeacher) return refused(notTeacher);
    const dates = { from: query.from, to: query.to };
    const page = await pageHolding(query, (requestId) => store.requests.placePendingOfCourse(code, requestId, dates));
    const { items, total } = await store.requests.pendingOfCourse(code, pageWindow(page), dates);
    const readCalendar = calendarReader(store);
    const notCounted = new Map<number, { message: string; why: SaidCode }>();
    for (const leave of items.flatMap((request) => request.leaves.filter((l) => !l.lecture))) {
      const { message, why } = await notCountedSaid(readCalendar, leave);
      notCounted.set(leave.leave_id, { message, why });
    }
    const readKind = kindReader(store);
    const kinds = await Promise.all(items.map((request) => readKind(request.kind_id)));
    return ok({
      course_code: code,
      items: items.map((request, index) => {
        const kind = kinds[index]!;
        const lectures = request.leaves.filter((leave) => leave.lecture).length;
        return {
          request_id: request.request_id,
          course_code: code,
          user_id: request.roll_no,
          student_name: request.student_name,
          reason: request.leaves[0]?.reason ?? '',
          ...spanOf(request.leaves),
          leaves: request.leaves.map((leave) => ({
            leave_id: leave.leave_id,
            leave_date: leave.leave_date,
            counts: leave.lecture,
            ...(leave.lecture ? {} : notCounted.get(leave.leave_id)),
          })),
          lectures,
          ...previewApproval(
            request.accepted_days,
            kind.counts ? lectures : 0,
            course.total_lectures,
            course.leave_limit,
          ),
          ...kindOfRequest(kind, request),
          resubmits: request.resubmits,
          applied_at: request.applied_at,
        };
      }),
      ...pageInfo(total, page),
    });
  },
});

export const decideRequest = defineEndpoint({
  method: 'POST',
  path: '/decideRequest',
  summary:
    "Approve or reject a request's pending leave in one course taught, in one action, with a comment: optional, unless the school asks for a reason with every rejection (REJECTION_REASON_REQUIRED; then a reject without one is 400 naming the field comment)",
  tag: 'instructor',
  access: 'course instructor',
  body: requestDecisionSchema,
  responses: { 200: requestActionSchema },
  async handle({ store, settings, session, clientIp, body }) {
    const found = await taughtRequest(store, session, body.course_code, body.request_id);
    if ('refusal' in found) return refused(found.refusal);
    const { code, request } = found;
    const comment = body.comment?.trim() || null;
    const action: LeaveAction = body.decision === 'accepted' ? 'approve' : 'reject';
    const noReason = missingRejectionReason(action, comment, settings.rejectionReasonRequired);
    if (noReason) return refused(noReason);
    if (action === 'approve') {
      const kind = await kindReader(store)(request.kind_id);
      // A kind that needs a document for a request this long is approved with one, or with a
      // comment that says why not.
      if (kindOfRequest(kind, request).document_needed && request.documents === 0) {
        if (!body.override_document) return refused(refusal(409, messages.documentStillNeeded(kind.name)));
        if (!comment) return refused(refusal(400, messages.overrideNeedsComment, 'comment'));
      }
    }
    const pending = request.leaves.filter((l) => l.course_code === code && l.status === 'pending');
    const { moved } = await moveRequest(store, settings, { session, clientIp }, request, pending, action, comment);
    if (!moved.length) return refused(refusal(409, messages.nothingToDecide(code)));
    await notify(store, settings, () =>
      requestMovedNotices(store, schoolDates(settings), session, request, moved, action, comment),
    );
    return ok({ ...messages.requestDecided(moved.length, body.decision, code), moved: moved.length });
  },
});

export const resubmitRequest = defineEndpoint({
  method: 'POST',
  path: '/resubmitRequest',
  summary:
    "Resubmit one's own rejected request: its rejected leave applied for again as a new request (same kind and dates, a new reason), linked to the old one; each date outside the date policy or taken meanwhile is refused, each listed with why (201 when any is applied). A request is resubmitted once",
  tag: 'student',
  access: 'student',
  body: resubmitRequestSchema,
  responses: { 200: leaveRequestResponseSchema, 201: leaveRequestResponseSchema },
  async handle({ store, settings, session, clientIp, body }) {
    const request = await store.requests.find(body.request_id);
    if (!request) return refused(refusal(404, messages.noRequest(body.request_id), 'request_id'));
    if (request.roll_no !== session.user_id) return refused(refusal(403, messages.onlyOwnLeaveChange));
    if (request.resubmitted_as !== null) {
      return refused(refusal(409, messages.alreadyResubmitted(request.request_id, request.resubmitted_as)));
    }
    const rejected = request.leaves.filter((leave) => leave.status === 'rejected');
    if (!rejected.length) return refused(refusal(409, messages.nothingToResubmit, 'request_id'));
    const policy = leavePolicyFor(schoolToday(settings), settings.leavePolicy);
    const kind = await kindReader(store)(request.kind_id);
    const readCalendar = calendarReader(store);
    const rows: NewLeaveRow[] = [];
    const refusedLeave: RefusedLeave[] = [];
    const noLecture: RefusedLeave[] = [];
    for (const leave of rejected) {
      const about = { leave_date: leave.leave_date, course_code: leave.course_code };
      const outOfPolicy = dateRefusalMessage(leave.leave_date, policy);
      if (outOfPolicy) refusedLeave.push({ ...about, ...outOfPolicy });
      else if (!leave.lecture) noLecture.push({ ...about, ...(await notCountedSaid(readCalendar, leave)) });
      else rows.push({ ...about, reason: body.reason, roll_no: session.user_id });
    }
    const days = request.days ?? coverOf(request.leaves).days;
    const { requestId, results } = rows.length
      ? await applyAudited(
          store,
          { session, clientIp },
          rows,
          { kind_id: kind.kind_id, counts: kind.counts, days, resubmits: request.request_id },
          (tx, newId, applied) =>
            audit(tx, { session, clientIp }, 'request resubmitted', `request ${newId}`, {
              after: {
                resubmits: request.request_id,
                leaves: applied.map((leave) => `${leave.leave_date} ${leave.course_code}`),
              },
            }),
        )
      : { requestId: null, results: [] };
    const applied = appliedOrTaken(rows, results, refusedLeave);
    await notify(store, settings, () => leaveAppliedNotices(store, schoolDates(settings), session, applied));
    return ok(
      {
        ...messages.leaveRequestApplied(applied.length, rejected.length - noLecture.length),
        request_id: requestId,
        applied,
        refused: refusedLeave.map(refusedLine),
        no_lecture: noLecture,
        skipped_weekends: [],
        document_needed: applied.length > 0 && documentNeeded(kind, coverOf(applied, days)),
      },
      applied.length ? 201 : 200,
    );
  },
});

export const reopenRequest = defineEndpoint({
  method: 'POST',
  path: '/reopenRequest',
  summary:
    "Reopen a request's rejected leave in one course taught: back to pending, with an optional comment the student reads. Refused for a request the student has resubmitted (decide that one), and for a date the student has applied for again",
  tag: 'instructor',
  access: 'course instructor',
  body: reopenRequestSchema,
  responses: { 200: requestActionSchema },
  async handle({ store, settings, session, clientIp, body }) {
    const found = await taughtRequest(store, session, body.course_code, body.request_id);
    if ('refusal' in found) return refused(found.refusal);
    const { code, request } = found;
    if (request.resubmitted_as !== null) {
      return refused(refusal(409, messages.resubmittedSoDecideThat(request.request_id, request.resubmitted_as)));
    }
    const comment = body.comment?.trim() || null;
    const rejected = request.leaves.filter((l) => l.course_code === code && l.status === 'rejected');
    const { moved, refused: why } = await moveRequest(
      store,
      settings,
      { session, clientIp },
      request,
      rejected,
      'reopen',
      comment,
    );
    if (!moved.length) return refused(why[0] ?? refusal(409, messages.nothingToReopen(code)));
    await notify(store, settings, () =>
      requestMovedNotices(store, schoolDates(settings), session, request, moved, 'reopen', comment),
    );
    return ok({ ...messages.requestReopened(moved.length, code), moved: moved.length });
  },
});
