import type { AbsenceDay, CourseLeave, IsoDate, Leave, LeaveWithHistory } from '@leave/contract';
import { ACTIVE_LEAVE_STATUSES, holdsItsDate, INITIAL_LEAVE_STATUS, isAway, PERSONAL_KIND_ID } from '@leave/domain';
import type { LeaveFilter, LeaveStore } from '@leave/service';
import { countedBefore, dayTallies } from './jsonLeaveTallies';
import { inBatches, WHOLE } from './listWindow';
import type { DbState, StoredLeave } from './records';

/** Whether a leave is in its course's percentage (accepted or pending alike): on a lecture, and of a kind that counts. */
export const countsInPercentage = (leave: StoredLeave) => leave.lecture !== false && leave.counted !== false;

const byDateThenId = (a: StoredLeave, b: StoredLeave) =>
  a.leave_date.localeCompare(b.leave_date) || a.leave_id - b.leave_id;

/** A stored leave as the API shows it, fields in the real API's order. */
export const toLeave = (leave: StoredLeave): Leave => ({
  leave_id: leave.leave_id,
  leave_date: leave.leave_date,
  reason: leave.reason,
  user_id: leave.roll_no,
  user_role: 'student',
  status: leave.status,
  course_code: leave.course_code,
});

const nextId = (rows: Array<Record<string, unknown>>, key: string) =>
  rows.reduce((max, row) => Math.max(max, Number(row[key])), 0) + 1;

/**
 * The leave store on the data file. Nothing here awaits between a read and its write, so each
 * call is as atomic as the real API's transaction.
 */
export function jsonLeaves(state: () => DbState, write: <T>(change: () => T) => T): LeaveStore {
  const userName = (role: string, id: number) =>
    state().users.find((u) => u.role === role && u.user_id === id)?.name ?? '';
  const kindName = (requestId: number) => {
    const kindId = state().leaveRequests.find((r) => r.request_id === requestId)?.kind_id ?? PERSONAL_KIND_ID;
    return state().leaveKinds.find((k) => k.kind_id === kindId)?.name ?? '';
  };
  const instructorOf = (code: string) => state().courses.find((c) => c.course_code === code)?.instructor_id;
  const withStudent = (leave: StoredLeave): CourseLeave => ({
    ...toLeave(leave),
    student_name: userName('student', leave.roll_no),
  });
  const matches = (leave: StoredLeave, filter: LeaveFilter) =>
    (filter.roll_no === undefined || leave.roll_no === filter.roll_no) &&
    (filter.instructor_id === undefined || instructorOf(leave.course_code) === filter.instructor_id) &&
    (filter.course_code === undefined || leave.course_code === filter.course_code) &&
    (filter.status !== undefined ? leave.status === filter.status : !filter.excludeStatuses?.includes(leave.status)) &&
    (filter.from === undefined || leave.leave_date >= filter.from) &&
    (filter.to === undefined || leave.leave_date <= filter.to);
  const removed = (leave: StoredLeave) =>
    state().enrollments.some((e) => e.roll_no === leave.roll_no && e.course_code === leave.course_code && e.removed_at);
  const withHistory = (leave: StoredLeave): LeaveWithHistory => ({
    ...withStudent(leave),
    request_id: leave.request_id,
    ...(removed(leave) ? { no_longer_enrolled: true as const } : {}),
    history: state()
      .leaveEvents.filter((e) => e.leave_id === leave.leave_id)
      .sort((a, b) => a.event_id - b.event_id)
      .map(({ event_id: _id, leave_id: _leave, ...event }) => ({
        ...event,
        actor_name: userName(event.actor_role, event.actor_id),
      })),
  });
  const event = (
    leave_id: number,
    from: StoredLeave['status'] | null,
    to: StoredLeave['status'],
    actor: { id: number; role: DbState['users'][number]['role'] },
    comment: string | null,
  ) => ({
    event_id: nextId(state().leaveEvents as unknown as Array<Record<string, unknown>>, 'event_id'),
    leave_id,
    from_status: from,
    to_status: to,
    actor_role: actor.role,
    actor_id: actor.id,
    comment,
    at: new Date().toISOString(),
  });

  const store: LeaveStore = {
    async ofStudent(rollNo, window) {
      const inWindow = (date: string) => !window || (date >= window.from && date <= window.to);
      return state()
        .leaves.filter(
          (l) => l.roll_no === rollNo && ACTIVE_LEAVE_STATUSES.includes(l.status) && inWindow(l.leave_date),
        )
        .sort(byDateThenId)
        .map((leave) => ({ ...toLeave(leave), lecture: leave.lecture !== false }));
    },
    async ofCourse(code, { status }, { offset, limit }) {
      const inCourse = state().leaves.filter((l) => l.course_code === code);
      const acceptedDays = (rollNo: number) =>
        inCourse.filter((l) => l.roll_no === rollNo && l.status === 'accepted' && countsInPercentage(l)).length;
      const all = inCourse.filter((l) => !status || l.status === status);
      return {
        items: all
          .sort(byDateThenId)
          .slice(offset, offset + limit)
          .map((l) =>
            l.status === 'pending' ? { ...withStudent(l), accepted_days: acceptedDays(l.roll_no) } : withStudent(l),
          ),
        total: all.length,
      };
    },
    async page(filter, { offset, limit }) {
      const all = state()
        .leaves.filter((leave) => matches(leave, filter))
        .sort((a, b) => byDateThenId(b, a));
      return { items: all.slice(offset, offset + limit).map(withHistory), total: all.length };
    },
    pageBatches: (filter) => inBatches(async () => (await store.page(filter, WHOLE)).items),
    async byId(leaveId) {
      const leave = state().leaves.find((l) => l.leave_id === leaveId);
      return leave && toLeave(leave);
    },
    async apply(rows, actor, facts = { kind_id: PERSONAL_KIND_ID, counts: true, days: 1 }) {
      const leaves = state().leaves;
      const requestId = nextId(leaves as unknown as Array<Record<string, unknown>>, 'request_id');
      return write(() => {
        // A request id is used again when nothing of its request went in: its record is replaced.
        const requests = state().leaveRequests;
        const kept = requests.findIndex((r) => r.request_id === requestId);
        if (kept >= 0) requests.splice(kept, 1);
        // A request is resubmitted at most once (the real API's unique index).
        if (facts.resubmits !== undefined && requests.some((r) => r.resubmits === facts.resubmits)) {
          return { requestId: null, results: rows.map(() => ({ result: 'duplicate' as const })) };
        }
        const results = rows.map((row) => {
          const taken = leaves.some(
            (l) =>
              l.roll_no === row.roll_no &&
              l.leave_date === row.leave_date &&
              l.course_code === row.course_code &&
              holdsItsDate(l.status),
          );
          if (taken) return { result: 'duplicate' as const };
          const stored: StoredLeave = {
            leave_id: nextId(leaves as unknown as Array<Record<string, unknown>>, 'leave_id'),
            ...row,
            status: INITIAL_LEAVE_STATUS,
            request_id: requestId,
            ...(facts.counts ? {} : { counted: false }),
          };
          leaves.push(stored);
          state().leaveEvents.push(event(stored.leave_id, null, INITIAL_LEAVE_STATUS, actor, null));
          return { result: 'ok' as const, leave: toLeave(stored) };
        });
        const applied = results.some((r) => r.result === 'ok');
        if (applied)
          requests.push({
            request_id: requestId,
            kind_id: facts.kind_id,
            days: facts.days,
            ...(facts.resubmits !== undefined ? { resubmits: facts.resubmits } : {}),
          });
        return { requestId: applied ? requestId : null, results };
      });
    },
    dayTallies: async (filter, from, to) => dayTallies(state(), filter, from, to),
    countedBefore: async (rollNo, before) => countedBefore(state(), rollNo, before),
    async absenceCounts(code, from, to) {
      const days = new Map<IsoDate, AbsenceDay>();
      for (const l of state().leaves) {
        if (
          l.course_code !== code ||
          l.leave_date < from ||
          l.leave_date > to ||
          !isAway(l.status) ||
          l.lecture === false
        )
          continue;
        const day = days.get(l.leave_date) ?? { date: l.leave_date, accepted: 0, pending: 0 };
        day[l.status] += 1;
        days.set(l.leave_date, day);
      }
      return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
    },
    async absenceTotals(date) {
      const totals = { accepted: 0, pending: 0 };
      for (const l of state().leaves)
        if (l.leave_date === date && isAway(l.status) && l.lecture !== false) totals[l.status] += 1;
      return totals;
    },
    async absentees(code, date, { offset, limit }) {
      const away = state()
        .leaves.filter(
          (l) => l.course_code === code && l.leave_date === date && isAway(l.status) && l.lecture !== false,
        )
        .sort((a, b) => a.roll_no - b.roll_no);
      return {
        items: away.slice(offset, offset + limit).map((l) => ({
          roll_no: l.roll_no,
          name: userName('student', l.roll_no),
          status: l.status,
        })),
        total: away.length,
      };
    },
    registerBatches: (code) =>
      inBatches(async () =>
        state()
          .leaves.filter((l) => l.course_code === code)
          .sort((a, b) => a.leave_date.localeCompare(b.leave_date) || a.roll_no - b.roll_no || a.leave_id - b.leave_id)
          .map((l) => {
            const decision = state()
              .leaveEvents.filter((e) => e.leave_id === l.leave_id && e.from_status !== null)
              .sort((a, b) => b.event_id - a.event_id)[0];
            return {
              leave_date: l.leave_date,
              roll_no: l.roll_no,
              name: userName('student', l.roll_no),
              status: l.status,
              reason: l.reason,
              decided_by: decision ? userName(decision.actor_role, decision.actor_id) : null,
              decided_at: decision ? `${decision.at.slice(0, 19)}Z` : null,
              comment: decision?.comment ?? null,
              lecture: l.lecture !== false,
              counted: l.counted !== false,
              kind: kindName(l.request_id),
            };
          }),
      ),
    async move(leaveId, decide, actor, comment) {
      const leave = state().leaves.find((l) => l.leave_id === leaveId);
      const instructor_id = leave && instructorOf(leave.course_code);
      if (!leave || instructor_id === undefined) return 'not-found';
      const decision = decide({
        status: leave.status,
        instructor_id,
        roll_no: leave.roll_no,
        leave_date: leave.leave_date,
        course_code: leave.course_code,
        held_elsewhere: state().leaves.some(
          (l) =>
            l.leave_id !== leave.leave_id &&
            l.roll_no === leave.roll_no &&
            l.leave_date === leave.leave_date &&
            l.course_code === leave.course_code &&
            holdsItsDate(l.status),
        ),
      });
      if ('refuse' in decision) return decision.refuse;
      write(() => {
        state().leaveEvents.push(event(leave.leave_id, leave.status, decision.to, actor, comment));
        leave.status = decision.to;
      });
      return decision;
    },
    async moveMany(leaveIds, decide, actor, comment) {
      const answers: Awaited<ReturnType<LeaveStore['move']>>[] = [];
      for (const leaveId of leaveIds) answers.push(await store.move(leaveId, decide, actor, comment));
      return answers;
    },
  };
  return store;
}
