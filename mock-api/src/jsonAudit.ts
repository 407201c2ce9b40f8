import type { AuditStore, NewRefusal, StoredAuditEvent } from '@leave/service';
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
      const matches = state().auditEvents.filter(
        (e) =>
          (filter.action === undefined || e.action === filter.action) &&
          (filter.actor_id === undefined || e.actor_id === filter.actor_id) &&
          (!target || e.target.toLowerCase().includes(target)) &&
          (filter.since === undefined || e.at >= filter.since) &&
          (filter.before === undefined || e.at < filter.before),
      );
      const newestFirst = matches.reverse();
      const users = state().users;
      const nameOf = ({ actor_role, actor_id }: StoredAuditEvent) =>
        users.find((user) => user.role === actor_role && user.user_id === actor_id)?.name ?? null;
      const items = newestFirst.slice(offset, offset + limit).map((event) => ({ ...event, actor_name: nameOf(event) }));
      return { items, total: newestFirst.length };
    },
    pageBatches: (filter) => inBatches(async () => (await audit.page(filter, WHOLE)).items),
  };
  return audit;
}
