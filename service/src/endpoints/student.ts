import type { EnrollmentStanding, IsoDate, Leave, LeaveRequestPayload, RefusedLeave, Session } from '@leave/contract';
import type { Refusal, ServerMessage } from '@leave/domain';
import type { LeaveKind } from '@leave/contract';
import { daysBetween } from '@leave/contract';
import {
  checkApplyForSelf,
  checkOwnData,
  dateRefusalMessage,
  leavePageSchema,
  leavePolicyFor,
  leavePolicySchema,
  leavePreviewRequestSchema,
  leavePreviewSchema,
  leaveRequestResponseSchema,
  leaveRequestSchema,
  messages,
  messageSchema,
  myLeavesQuerySchema,
  newLeaveSchema,
  previewApproval,
  missedLectures,
  refusal,
  requestDates,
  studentDataQuerySchema,
  studentDataSchema,
  lectureOn,
  documentNeeded,
  holdsItsDate,
  kindChoiceRefusal,
  PERSONAL_KIND_ID,
} from '@leave/domain';
import { auditAll } from '../audit';
import type { AuditSource } from '../audit';
import { defineEndpoint, ok, okPage, refused } from '../endpoint';
import type { ServiceSettings } from '../endpoint';
import type { NewLeaveRow, NewRequestFacts, Storage } from '../storage';
import { leaveActionEndpoint, schoolDates, schoolToday } from '../leaveActions';
import { coursesToDescribe, coverOf, describeLeave } from '../lectureCounts';
import { standingsFor } from '../rollStanding';
import { leaveAppliedNotices } from '../notices';
import { notify } from '../notify';

const policyNow = (settings: ServiceSettings) => leavePolicyFor(schoolToday(settings), settings.leavePolicy);

export const studentData = defineEndpoint({
  method: 'GET',
  path: '/studentData',
  summary:
    "A student's profile, active leave (pending, accepted, rejected), enrolments with leave percentage (their own only) and the term of the school's today (null between terms); with from and to, only the leave on those dates",
  tag: 'student',
  access: 'student',
  query: studentDataQuerySchema,
  responses: { 200: studentDataSchema },
  async handle({ store, settings, session, query }) {
    const notOwn = checkOwnData(session, query.user_id);
    if (notOwn) return refused(notOwn);
    const window = query.from && query.to ? { from: query.from, to: query.to } : undefined;
    const today = schoolToday(settings);
    const overview = await store.studentOverview(query.user_id, today, window);
    if (!overview) return refused(refusal(404, messages.noStudent(query.user_id)));
    const { profile, leaves, tallies } = overview;
    // Every calendar the answer needs in one read: the enrolments' (lectures held) and those of
    // leave on a date with no lecture any more (why it does not count).
    const codes = [...new Set([...tallies.map((tally) => tally.course_code), ...coursesToDescribe(leaves)])];
    const calendars = codes.length ? store.timetables.calendarsOf(codes) : Promise.resolve([]);
    const [leaveData, standing, term] = await Promise.all([
      calendars.then((read) => describeLeave(store, leaves, read)),
      standingsFor(store, tallies, today, calendars),
      store.terms.holding(today),
    ]);
    const enrollmentData: EnrollmentStanding[] = tallies.map((tally) => ({
      roll_no: profile.roll_no,
      course_code: tally.course_code,
      ...standing(tally, tally),
    }));
    return ok({ studentData: profile, leaveData, enrollmentData, term: term ?? null });
  },
});

/**
 * Applies for leave (one request), each leave applied for one event of the audit trail, all
 * together (with what `alsoAudit` records of the new request). Answers the store's request id
 * and each row's result.
 */
export const applyAudited = (
  store: Storage,
  source: AuditSource & { session: Session },
  rows: NewLeaveRow[],
  facts?: NewRequestFacts,
  alsoAudit?: (tx: Storage, requestId: number, applied: Leave[]) => Promise<void>,
) =>
  store.atomically(async (tx) => {
    const applied = await tx.leaves.apply(rows, { id: source.session.user_id, role: 'student' }, facts);
    await auditAll(
      tx,
      source,
      applied.results.flatMap(({ leave }) =>
        leave
          ? [
              {
                action: 'leave applied' as const,
                target: `leave ${leave.leave_id}`,
                after: {
                  roll_no: leave.user_id,
                  course_code: leave.course_code,
                  leave_date: leave.leave_date,
                  status: leave.status,
                },
              },
            ]
          : [],
      ),
    );
    if (alsoAudit && applied.requestId !== null) {
      await alsoAudit(
        tx,
        applied.requestId,
        applied.results.flatMap(({ leave }) => (leave ? [leave] : [])),
      );
    }
    return applied;
  });

/** A refused line as an answer gives it: its date and course and why, nothing else of the row it was. */
export const refusedLine = ({ leave_date, course_code, message, code, params }: RefusedLeave): RefusedLeave => ({
  leave_date,
  course_code,
  message,
  code,
  params,
});

/**
 * What applying `rows` came to, row by row: the leave applied, and each row refused as taken
 * (added to `refusedLeave`, with the seed's words), then every refusal by date and course.
 */
export function appliedOrTaken(
  rows: NewLeaveRow[],
  results: Array<{ leave?: Leave }>,
  refusedLeave: RefusedLeave[],
): Leave[] {
  const applied: Leave[] = [];
  results.forEach((result, index) => {
    const row = rows[index]!;
    if (result.leave) applied.push(result.leave);
    else refusedLeave.push({ ...row, ...messages.leaveExists(row.leave_date, row.course_code) });
  });
  refusedLeave.sort((a, b) => a.leave_date.localeCompare(b.leave_date) || a.course_code.localeCompare(b.course_code));
  return applied;
}

export const addLeave = defineEndpoint({
  method: 'POST',
  path: '/addLeave',
  summary: 'Apply for leave on a date in a course the student is enrolled in; it starts as pending',
  tag: 'student',
  access: 'student',
  body: newLeaveSchema,
  responses: { 200: messageSchema },
  async handle({ store, settings, session, clientIp, body: leave }) {
    const notAllowed = checkApplyForSelf(session, leave);
    if (notAllowed) return refused(notAllowed);
    const course = await store.courses.find(leave.course_code.toUpperCase());
    if (!course) return refused(refusal(400, messages.noCourse(leave.course_code), 'course_code'));
    if (!(await store.enrolments.isEnrolled(session.user_id, course.course_code))) {
      return refused(refusal(400, messages.notEnrolled(course.course_code), 'course_code'));
    }
    const outOfPolicy = dateRefusalMessage(leave.leave_date, policyNow(settings));
    if (outOfPolicy) return refused(refusal(400, outOfPolicy, 'leave_date'));
    const calendar = await store.timetables.calendarOf(course.course_code);
    const lecture = calendar && lectureOn(calendar, leave.leave_date);
    if (lecture && 'none' in lecture) return refused(refusal(400, lecture.none.said, 'leave_date'));
    const { results } = await applyAudited(store, { session, clientIp }, [
      { leave_date: leave.leave_date, reason: leave.reason, roll_no: session.user_id, course_code: course.course_code },
    ]);
    if (results[0]?.result !== 'ok') {
      return refused(refusal(409, messages.leaveExists(leave.leave_date, course.course_code), 'leave_date'));
    }
    const applied = results.flatMap((r) => (r.leave ? [r.leave] : []));
    await notify(store, settings, () => leaveAppliedNotices(store, schoolDates(settings), session, applied));
    // The spec judges success by exactly 200.
    return ok({ message: messages.leaveAdded.message }, 200);
  },
});

/**
 * What a request asks for, date by date and course by course: the rows to apply and what is
 * refused already (not enrolled, no such course, outside the date policy). Shared by applying
 * and previewing, so a preview counts exactly what would be applied.
 */
type RequestPlan =
  | { refusal: Refusal }
  | {
      kind: LeaveKind;
      rows: NewLeaveRow[];
      /** The days asked for, first to last. */
      days: number;
      refusedLeave: RefusedLeave[];
      /** Dates and courses without a lecture: nothing to apply for, and why. */
      noLecture: RefusedLeave[];
      dates: IsoDate[];
      asked: string[];
      skippedWeekends: IsoDate[];
    };

async function planRequest(
  store: Storage,
  settings: ServiceSettings,
  rollNo: number,
  request: LeaveRequestPayload,
): Promise<RequestPlan> {
  const kindId = request.kind_id ?? PERSONAL_KIND_ID;
  const kind = await store.kinds.find(kindId);
  const wrongKind = kindChoiceRefusal('student', kindId, kind);
  if (wrongKind || !kind) return { refusal: wrongKind! };
  const enrolled = (await store.enrolments.tallies(rollNo)).map((tally) => tally.course_code);
  if (request.all_courses && enrolled.length === 0) {
    return { refusal: refusal(400, messages.notEnrolledAnywhere, 'course_codes') };
  }
  const asked = request.all_courses ? enrolled : [...new Set(request.course_codes!.map((c) => c.toUpperCase()))];
  const to = request.to_date ?? request.from_date;
  // One date picked on purpose is applied for, weekend or not.
  const includeWeekends = request.include_weekends ?? to === request.from_date;
  const { dates, skippedWeekends } = requestDates(request.from_date, to, includeWeekends);
  const policy = policyNow(settings);
  const refusedLeave: RefusedLeave[] = [];
  const courseRefusals = new Map<string, ServerMessage>();
  for (const code of asked) {
    if (enrolled.includes(code)) continue;
    courseRefusals.set(code, (await store.courses.find(code)) ? messages.notEnrolled(code) : messages.noCourse(code));
  }
  const calendars = new Map(
    (await store.timetables.calendarsOf(asked.filter((code) => !courseRefusals.has(code)))).map((c) => [
      c.course_code,
      c,
    ]),
  );
  const rows: NewLeaveRow[] = [];
  const noLecture: RefusedLeave[] = [];
  for (const date of dates) {
    const outOfPolicy = dateRefusalMessage(date, policy);
    for (const code of asked) {
      const why = outOfPolicy ?? courseRefusals.get(code);
      if (why) {
        refusedLeave.push({ leave_date: date, course_code: code, ...why });
        continue;
      }
      const calendar = calendars.get(code);
      const lecture = calendar && lectureOn(calendar, date);
      if (lecture && 'none' in lecture) noLecture.push({ leave_date: date, course_code: code, ...lecture.none.said });
      else rows.push({ leave_date: date, reason: request.reason, roll_no: rollNo, course_code: code });
    }
  }
  return {
    kind,
    rows,
    days: daysBetween(request.from_date, to) + 1,
    refusedLeave,
    noLecture,
    dates,
    asked,
    skippedWeekends,
  };
}

export const applyLeave = defineEndpoint({
  method: 'POST',
  path: '/applyLeave',
  summary:
    'Apply for leave on every date from from_date to to_date (at most 30 days; weekdays unless include_weekends) in several courses or all; 201 when any is applied, each refusal listed with its reason',
  tag: 'student',
  access: 'student',
  body: leaveRequestSchema,
  responses: { 200: leaveRequestResponseSchema, 201: leaveRequestResponseSchema },
  async handle({ store, settings, session, clientIp, body: request }) {
    const notAllowed = checkApplyForSelf(session, request);
    if (notAllowed) return refused(notAllowed);
    const plan = await planRequest(store, settings, session.user_id, request);
    if ('refusal' in plan) return refused(plan.refusal);
    const { kind, rows, days, refusedLeave, noLecture, dates, asked, skippedWeekends } = plan;
    const { requestId, results } = rows.length
      ? await applyAudited(store, { session, clientIp }, rows, { kind_id: kind.kind_id, counts: kind.counts, days })
      : { requestId: null, results: [] };
    const applied = appliedOrTaken(rows, results, refusedLeave);
    await notify(store, settings, () => leaveAppliedNotices(store, schoolDates(settings), session, applied));
    return ok(
      {
        ...messages.leaveRequestApplied(applied.length, dates.length * asked.length - noLecture.length),
        request_id: requestId,
        applied,
        refused: refusedLeave.map(refusedLine),
        no_lecture: noLecture,
        skipped_weekends: skippedWeekends,
        document_needed: applied.length > 0 && documentNeeded(kind, coverOf(applied, days)),
      },
      applied.length ? 201 : 200,
    );
  },
});

export const previewLeave = defineEndpoint({
  method: 'POST',
  path: '/previewLeave',
  summary:
    "What a request (the body of /applyLeave) would do to each course's leave percentage if every day were approved; changes nothing",
  tag: 'student',
  access: 'student',
  body: leavePreviewRequestSchema,
  responses: { 200: leavePreviewSchema },
  async handle({ store, settings, session, body: request }) {
    const notAllowed = checkApplyForSelf(session, request);
    if (notAllowed) return refused(notAllowed);
    const plan = await planRequest(store, settings, session.user_id, { ...request, reason: request.reason ?? '' });
    if ('refusal' in plan) return refused(plan.refusal);
    const [tallies, active, rules] = await Promise.all([
      store.enrolments.tallies(session.user_id),
      store.leaves.ofStudent(session.user_id),
      store.rolls.rules(),
    ]);
    const taken = new Set(
      active.filter((leave) => holdsItsDate(leave.status)).map((leave) => `${leave.leave_date} ${leave.course_code}`),
    );
    const fresh = plan.rows.filter((row) => !taken.has(`${row.leave_date} ${row.course_code}`));
    const courses = tallies.flatMap((tally) => {
      const days = fresh.filter((row) => row.course_code === tally.course_code).length;
      if (!plan.asked.includes(tally.course_code)) return [];
      return [
        {
          course_code: tally.course_code,
          days,
          leave_limit: tally.leave_limit,
          // Leave of a kind that does not count changes no percentage, approved or not. The limit
          // is crossed by lectures missed, the roll's absences and lates included.
          ...previewApproval(
            tally.accepted_days,
            plan.kind.counts ? days : 0,
            tally.total_lectures,
            tally.leave_limit,
            missedLectures(tally.accepted_days, tally, rules),
          ),
        },
      ];
    });
    return ok({
      courses,
      counts: plan.kind.counts,
      document_needed: fresh.length > 0 && documentNeeded(plan.kind, coverOf(fresh, plan.days)),
    });
  },
});

export const myLeaves = defineEndpoint({
  method: 'GET',
  path: '/myLeaves',
  summary:
    "My Requests: one page of a student's leave in every status, newest date first, each with its history (their own only)",
  tag: 'student',
  access: 'student',
  query: myLeavesQuerySchema,
  responses: { 200: leavePageSchema },
  async handle({ store, session, query }) {
    const notOwn = checkOwnData(session, query.user_id);
    if (notOwn) return refused(notOwn);
    return okPage(query, (window) =>
      store.leaves.page(
        {
          roll_no: session.user_id,
          status: query.status,
          course_code: query.course_code?.toUpperCase(),
          from: query.from,
          to: query.to,
        },
        window,
      ),
    );
  },
});

export const withdrawLeave = leaveActionEndpoint(
  'student',
  'withdraw',
  '/withdrawLeave',
  "Withdraw a pending leave of one's own; the date is free again",
);
export const cancelLeave = leaveActionEndpoint(
  'student',
  'cancel',
  '/cancelLeave',
  "Cancel an accepted leave of one's own dated today or later; it no longer counts and the date is free again",
);

export const leavePolicy = defineEndpoint({
  method: 'GET',
  path: '/leavePolicy',
  summary: "Which dates leave may be applied for, from the school's today",
  tag: 'student',
  access: 'student',
  responses: { 200: leavePolicySchema },
  async handle({ settings }) {
    return ok(policyNow(settings));
  },
});
