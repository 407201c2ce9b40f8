import type { AuditEvent } from '@leave/contract';
import { auditAccountOf, auditSubjectOf } from '@leave/domain';
import type { AuditFilter, AuditStore, NewRefusal, StoredAuditEvent } from '@leave/service';
import { inBatches, WHOLE } from './listWindow';
import type { DbState } from './records';

/** The refusal event of this minute (`YYYY-MM-DDTHH:MM`) for the same client, action, target and actor. */
function findOfMinute(trail: StoredAuditEvent[], minute: string, refusal: Omit<NewRefusal, 'reason'>) {
  // The trail is in time order: only its tail can be of this minute.
  for (let index = trail.length - 1; index >= 0 && trail[index]!.at.slice(0, 16) === minute; index -= 1) {
    const event = trail[index]!;
    if (
      event.action === refusal.action &&
      event.client_ip === refusal.client_ip &&
      event.target === refusal.target &&
      event.actor_role === refusal.actor_role &&
      event.actor_id === refusal.actor_id
    )
      return event;
  }
  return undefined;
}

/** The account's name as it is now, or null. */
const nameOf = (db: DbState, role: string | null, id: number | null) =>
  db.users.find((user) => user.role === role && user.user_id === id)?.name ?? null;

/** The roll number of the student an event is about (`auditSubjectOf`), or null. */
function subjectRollOf(db: DbState, event: StoredAuditEvent): number | null {
  const ref = auditSubjectOf(event);
  if (!ref) return null;
  if ('roll_no' in ref) return ref.roll_no;
  if ('leave_id' in ref) return db.leaves.find((leave) => leave.leave_id === ref.leave_id)?.roll_no ?? null;
  const requestId =
    'request_id' in ref
      ? ref.request_id
      : db.requestDocuments.find((document) => document.document_id === ref.document_id)?.request_id;
  return db.leaves.find((leave) => leave.request_id === requestId)?.roll_no ?? null;
}

/** An event as the trail answers it: with its actor's and its student's names, and its leave's date and course. */
function inWords(db: DbState, event: StoredAuditEvent): AuditEvent {
  const roll = subjectRollOf(db, event);
  const leaveId = /^leave (\d{1,9})$/.exec(event.target)?.[1];
  const leave = leaveId === undefined ? undefined : db.leaves.find((one) => one.leave_id === Number(leaveId));
  return {
    ...event,
    actor_name: nameOf(db, event.actor_role, event.actor_id),
    subject: roll === null ? null : { roll_no: roll, name: nameOf(db, 'student', roll) },
    leave: leave ? { leave_date: leave.leave_date, course_code: leave.course_code } : null,
  };
}

/**
 * Whether an event is by or about a person (AuditFilter.person): its actor, its student or the
 * account it names is an account with that whole number, or whose name contains the text.
 */
function personMatcher(db: DbState, person: NonNullable<AuditFilter['person']>) {
  const text = person.trim().toLowerCase();
  const number = /^\d{1,9}$/.test(text) ? Number(text) : undefined;
  const matched = db.users.filter((user) =>
    number === undefined ? user.name.toLowerCase().includes(text) : user.user_id === number,
  );
  const isMatched = (role: string | null, id: number | null) =>
    matched.some((user) => user.role === role && user.user_id === id);
  return (event: StoredAuditEvent) => {
    const account = auditAccountOf(event.target);
    return (
      isMatched(event.actor_role, event.actor_id) ||
      (account !== null && isMatched(account.role, account.user_id)) ||
      isMatched('student', subjectRollOf(db, event))
    );
  };
}

/** The audit trail on the data file: appended to, never changed but for a refusal's count. */
export function jsonAudit(state: () => DbState, write: <T>(change: () => T) => T): AuditStore {
  const audit: AuditStore = {
    async append(events) {
      write(() => {
        const trail = state().auditEvents;
        let next = (trail.at(-1)?.event_id ?? 0) + 1;
        const at = new Date().toISOString();
        for (const event of events) trail.push({ event_id: next++, at, ...event });
      });
    },
    async countRefusal({ reason, ...refusal }) {
      write(() => {
        const trail = state().auditEvents;
        const at = new Date().toISOString();
        const minute = at.slice(0, 16);
        const counted = findOfMinute(trail, minute, refusal);
        if (counted) {
          const after = counted.after as Record<string, number>;
          counted.after = { ...after, attempts: after.attempts! + 1, [reason]: (after[reason] ?? 0) + 1 };
        } else {
          const event_id = (trail.at(-1)?.event_id ?? 0) + 1;
          trail.push({ event_id, at, ...refusal, before: null, after: { attempts: 1, [reason]: 1 } });
        }
      });
    },
    async page(filter, { offset, limit }) {
      const target = filter.target?.toLowerCase();
      const person = filter.person ? personMatcher(state(), filter.person) : undefined;
      const matches = state().auditEvents.filter(
        (e) =>
          (filter.action === undefined || e.action === filter.action) &&
          (filter.actor_id === undefined || e.actor_id === filter.actor_id) &&
          (!target || e.target.toLowerCase().includes(target)) &&
          (!person || person(e)) &&
          (filter.since === undefined || e.at >= filter.since) &&
          (filter.before === undefined || e.at < filter.before),
      );
      const newestFirst = matches.reverse();
      const items = newestFirst.slice(offset, offset + limit).map((event) => inWords(state(), event));
      return { items, total: newestFirst.length };
    },
    pageBatches: (filter) => inBatches(async () => (await audit.page(filter, WHOLE)).items),
  };
  return audit;
}
