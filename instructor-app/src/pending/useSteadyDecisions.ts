import { useEffect, useRef, useState } from 'react';
import { combined } from './decisions';
import type { DecisionOutcome } from './decisions';

interface Steady<T> {
  /** Decisions still on their way. */
  calls: number;
  /** The rows as they were when the first of them started, and their page. */
  held: { page: number; rows: T[] } | null;
  /** Requests with a decision on its way. */
  busy: ReadonlySet<number>;
  /** Requests decided, with the list on show then: they stay disabled until another list arrives. */
  decidedWith: ReadonlyMap<number, unknown>;
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
export function useSteadyDecisions<T>(page: number, list: { items: T[] } | undefined) {
  const [state, setState] = useState<Steady<T>>({
    calls: 0,
    held: null,
    busy: new Set(),
    decidedWith: new Map(),
    settled: [],
    outcome: null,
  });
  // The list as last answered, for a decision that settles to remember which list it saw. (Not
  // a time: two answers within one tick of the clock would look the same.)
  const latest = useRef(list);
  useEffect(() => {
    latest.current = list;
  }, [list]);
  const fresh = list?.items ?? [];
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
    const seen = latest.current;
    setState((s) => {
      const busy = new Set(s.busy);
      const decidedWith = new Map(s.decidedWith);
      for (const id of ids) {
        busy.delete(id);
        // Undone: still pending, so it may be decided again at once.
        if (outcome.ok && !outcome.undone) decidedWith.set(id, seen);
      }
      const settled = [...s.settled, outcome];
      const calls = s.calls - 1;
      if (calls > 0) return { ...s, calls, busy, decidedWith, settled };
      return { calls, held: null, busy, decidedWith, settled: [], outcome: combined(settled) };
    });
  };

  const isBusy = (id: number) =>
    state.busy.has(id) || (state.decidedWith.has(id) && state.decidedWith.get(id) === list);

  return {
    rows,
    track,
    isBusy,
    inFlight: state.calls > 0,
    outcome: state.outcome,
    dismiss: () => setState((s) => ({ ...s, outcome: null })),
  };
}
