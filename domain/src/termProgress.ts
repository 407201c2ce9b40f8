/**
 * Where the school's today stands in its term, for the line that names the term on a student's
 * dashboard ("Week 9 of 16"). Weeks run Monday to Sunday; the term's first week is the one its
 * first day falls in, however late in that week.
 */
import { daysBetween } from '@leave/contract';
import type { IsoDate, Term } from '@leave/contract';
import { weekStart } from './weeklyLeave';

export interface TermProgress {
  /** The week of the term today is in, from 1 (0 before the term starts). */
  week: number;
  /** How many weeks the term has. */
  weeks: number;
  /** Days from today to the term's last day, 0 on it (negative once it is over). */
  daysLeft: number;
}

const weeksFrom = (first: IsoDate, date: IsoDate) => Math.floor(daysBetween(weekStart(first), weekStart(date)) / 7) + 1;

export function termProgress(term: Pick<Term, 'first_day' | 'last_day'>, today: IsoDate): TermProgress {
  const weeks = weeksFrom(term.first_day, term.last_day);
  const week = today < term.first_day ? 0 : Math.min(weeks, weeksFrom(term.first_day, today));
  return { week, weeks, daysLeft: daysBetween(today, term.last_day) };
}
