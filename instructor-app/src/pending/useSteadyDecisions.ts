import { useState } from 'react';
import { combined } from './decisions';
import type { DecisionOutcome } from './decisions';

interface Steady<T> {
  /** Decisions still on their way. */
  calls: number;
  /** The rows as they were when the first of them started, and their page. */
  held: { page: number; rows: T[] } | null;
  /** Requests with a decision on its way. */
  busy: ReadonlySet<number>;
  /** Requests decided, by when: they stay disabled until a list newer than that arrives. */
  decidedAt: ReadonlyMap<number, number>;
  /** What the decisions on their way came to so far. */
  settled: DecisionOutcome[];
  outcome: DecisionOutcome | null;
}

/**
 * Decisions on a list that must not move under the pointer: while any decision is on its way,
 * the rows on show stay as they were (a reload, another decision's result or a live update
 * waits), and what the decisions came to is shown once they have all settled. A decided request
 * stays disabled until the list without it arrives, so it cannot be decided twice.
 */
export function useSteadyDecisions<T>(page: number, fresh: T[], listAnsweredAt: number | undefined) {
  const [state, setState] = useState<Steady<T>>({
    calls: 0,
    held: null,
    busy: new Set(),
    decidedAt: new Map(),
    settled: [],
    outcome: null,
  });
  const rows = state.held && state.held.page === page ? state.held.rows : fresh;

  /** Runs `call` (deciding the requests `ids`) and records what it came to. */
  const track = async (ids: number[], call: () => Promise<DecisionOutcome>) => {
    setState((s) => ({
      ...s,
      calls: s.calls + 1,
      held: s.held ?? { page, rows },
      busy: new Set([...s.busy, ...ids]),
    }));
    const outcome = await call();
    const at = Date.now();
    setState((s) => {
      const busy = new Set(s.busy);
      const decidedAt = new Map(s.decidedAt);
      for (const id of ids) {
        busy.delete(id);
        if (outcome.ok) decidedAt.set(id, at);
      }
      const settled = [...s.settled, outcome];
      const calls = s.calls - 1;
      if (calls > 0) return { ...s, calls, busy, decidedAt, settled };
      return { calls, held: null, busy, decidedAt, settled: [], outcome: combined(settled) };
    });
  };

  const isBusy = (id: number) => {
    const decided = state.decidedAt.get(id);
    return state.busy.has(id) || (decided !== undefined && decided >= (listAnsweredAt ?? 0));
  };

  return {
    rows,
    track,
    isBusy,
    inFlight: state.calls > 0,
    outcome: state.outcome,
    dismiss: () => setState((s) => ({ ...s, outcome: null })),
  };
}
