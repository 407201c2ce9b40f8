import { compareNames, PERSONAL_KIND_ID } from '@leave/domain';
import type { KindStore } from '@leave/service';
import type { DbState } from './records';

/** The kinds of leave on the data file, by name as the real API sorts them. */
export function jsonKinds(state: () => DbState, write: <T>(change: () => T) => T): KindStore {
  const byName = () => [...state().leaveKinds].sort((a, b) => compareNames(a.name, b.name) || a.kind_id - b.kind_id);
  const taken = (name: string, except?: number) =>
    state().leaveKinds.some((k) => k.name.toLowerCase() === name.toLowerCase() && k.kind_id !== except);
  /** Makes every leave of these requests count, or not (a leave that counts keeps no flag). */
  const countLeaveOf = (requestIds: Set<number>, counts: boolean) => {
    for (const leave of state().leaves) {
      if (!requestIds.has(leave.request_id)) continue;
      if (counts) delete leave.counted;
      else leave.counted = false;
    }
  };
  const kindOfRequest = (requestId: number) =>
    state().leaveRequests.find((r) => r.request_id === requestId)?.kind_id ?? PERSONAL_KIND_ID;
  return {
    async list({ offset, limit }) {
      const all = byName();
      return { items: all.slice(offset, offset + limit).map((kind) => ({ ...kind })), total: all.length };
    },
    async all() {
      return byName().map((kind) => ({ ...kind }));
    },
    async find(kindId) {
      const kind = state().leaveKinds.find((k) => k.kind_id === kindId);
      return kind && { ...kind };
    },
    async insert(payload) {
      if (taken(payload.name)) return 'duplicate';
      const kind = { kind_id: Math.max(0, ...state().leaveKinds.map((k) => k.kind_id)) + 1, ...payload };
      write(() => state().leaveKinds.push(kind));
      return { ...kind };
    },
    async update(kind) {
      const stored = state().leaveKinds.find((k) => k.kind_id === kind.kind_id);
      if (!stored) return 'not-found';
      if (taken(kind.name, kind.kind_id)) return 'duplicate';
      write(() => {
        Object.assign(stored, kind);
        const requests = new Set(
          state()
            .leaves.map((leave) => leave.request_id)
            .filter((requestId) => kindOfRequest(requestId) === kind.kind_id),
        );
        countLeaveOf(requests, kind.counts);
      });
      return { ...stored };
    },
    async setRequestKind(requestId, kind) {
      if (!state().leaves.some((leave) => leave.request_id === requestId)) return false;
      write(() => {
        const stored = state().leaveRequests.find((r) => r.request_id === requestId);
        if (stored) stored.kind_id = kind.kind_id;
        else state().leaveRequests.push({ request_id: requestId, kind_id: kind.kind_id, days: null });
        countLeaveOf(new Set([requestId]), kind.counts);
      });
      return true;
    },
  };
}
