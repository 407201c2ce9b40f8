import type { RosterEntry, RosterSort } from '@leave/contract';
import { compareNames } from './nameOrder';

const RISK_ORDER = { danger: 0, warning: 1, ok: 2 } as const;

/** Roster orders: at risk first (then most lectures missed), or by roll number, name or percentage (highest first). */
export const ROSTER_ORDER: Record<RosterSort, (a: RosterEntry, b: RosterEntry) => number> = {
  risk: (a, b) => RISK_ORDER[a.risk] - RISK_ORDER[b.risk] || b.missed - a.missed || a.roll_no - b.roll_no,
  roll_no: (a, b) => a.roll_no - b.roll_no,
  name: (a, b) => compareNames(a.name, b.name) || a.roll_no - b.roll_no,
  percentage: (a, b) => b.leave_percentage - a.leave_percentage || a.roll_no - b.roll_no,
};

/** Orders a store keeps an index for: a page of them is read without reading the whole roster. */
export type KeptRosterOrder = 'most missed' | 'most accepted days' | 'roll number';

type Ranked = { roll_no: number; accepted_days: number; missed: number };

/** The kept orders as comparisons (the SQL store writes them as its index's ORDER BY). */
export const KEPT_ROSTER_COMPARE: Record<KeptRosterOrder, (a: Ranked, b: Ranked) => number> = {
  'most missed': (a, b) => b.missed - a.missed || a.roll_no - b.roll_no,
  'most accepted days': (a, b) => b.accepted_days - a.accepted_days || a.roll_no - b.roll_no,
  'roll number': (a, b) => a.roll_no - b.roll_no,
};

/**
 * The roster sorts a store can page by index. Within one course, risk never falls as lectures
 * missed grow, so the risk order is "most missed first, then roll number"; the percentage rises
 * with each accepted day, so its order is "most accepted days first" (rosterOrder.test.ts checks
 * every lecture total and limit). By name needs the whole roster, sorted as ROSTER_ORDER says.
 */
export const KEPT_ROSTER_ORDER: Partial<Record<RosterSort, KeptRosterOrder>> = {
  risk: 'most missed',
  percentage: 'most accepted days',
  roll_no: 'roll number',
};
