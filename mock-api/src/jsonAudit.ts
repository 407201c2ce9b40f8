import type { AuditStore } from '@leave/service';
import { inBatches, WHOLE } from './listWindow';
import type { DbState } from './records';

/** The audit trail on the data file: appended to, never changed. */
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
      return { items: newestFirst.slice(offset, offset + limit), total: newestFirst.length };
    },
    pageBatches: (filter) => inBatches(async () => (await audit.page(filter, WHOLE)).items),
  };
  return audit;
}
