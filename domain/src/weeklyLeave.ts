/**
 * Leave week by week, for the charts: which weeks a chart covers, and how a week's leave is
 * counted. The counting rules are the ones the percentage and the roster use (only accepted
 * leave on a lecture of a kind that counts is in the percentage; accepted leave of a kind that
 * does not count is excused; pending leave is away but undecided). Plain values and functions,
 * no schema library: the pages that draw the charts import this.
 */
import { addDays, daysBetween, LEAVE_STATUSES } from '@leave/contract';
import type { AbsenceWeek, ChartWindow, IsoDate, LeaveStatus, ProgressWeek, StatusWeek } from '@leave/contract';
import { leavePercentage } from './percentage';

/** The longest window a chart answers: 53 weeks, a long term with a week to spare. */
export const CHART_MAX_DAYS = 371;
/** Outside every term, a chart shows this many weeks, the current one last. */
export const CHART_DEFAULT_WEEKS = 13;

/** How many leaves (lectures) of a course were on a date in a status, counting or not. */
export interface LeaveDayTally {
  course_code: string;
  date: IsoDate;
  status: LeaveStatus;
  /** Whether its kind counts toward the course's limit (false: excused, if accepted). */
  counted: boolean;
  leaves: number;
}

/** What a leave is, in a chart: its status, with accepted leave told apart by whether it counts. */
export type ChartCategory = 'counted' | 'excused' | Exclude<LeaveStatus, 'accepted'>;

/** The categories in the order the admin's chart stacks them and its table lists them. */
export const STATUS_CATEGORIES = [
  'counted',
  'excused',
  'pending',
  'rejected',
  'withdrawn',
  'cancelled',
] as const satisfies readonly ChartCategory[];

/** The categories of absence (leave that keeps a student away from a lecture), in the order charts show them. */
export const ABSENCE_CATEGORIES = ['counted', 'excused', 'pending'] as const satisfies readonly ChartCategory[];

/** Every status, as the admin's chart reads them. */
export const CHART_STATUSES: readonly LeaveStatus[] = LEAVE_STATUSES;

/** Accepted leave counts toward the limit or is excused, as its kind says; other statuses are themselves. */
export const chartCategory = (status: LeaveStatus, counted: boolean): ChartCategory =>
  status === 'accepted' ? (counted ? 'counted' : 'excused') : status;

/** The Monday of a date's week (weeks run Monday to Sunday, as ISO 8601 has them). */
export function weekStart(date: IsoDate): IsoDate {
  // 2024-01-01 was a Monday; whole days from it, modulo 7, is the weekday counted from Monday.
  const fromMonday = ((daysBetween('2024-01-01', date) % 7) + 7) % 7;
  return addDays(date, -fromMonday);
}

/** The Mondays of the weeks from `from` to `to`, in order. */
export function chartWeeks(from: IsoDate, to: IsoDate): IsoDate[] {
  const weeks: IsoDate[] = [];
  for (let monday = weekStart(from); monday <= to; monday = addDays(monday, 7)) weeks.push(monday);
  return weeks;
}

/**
 * The window a chart covers: the dates asked for; else the term holding `today` (its first
 * CHART_MAX_DAYS days, should it be longer); else the CHART_DEFAULT_WEEKS weeks ending with
 * today's.
 */
export function chartWindow(
  asked: { from?: IsoDate; to?: IsoDate },
  today: IsoDate,
  term: { name: string; first_day: IsoDate; last_day: IsoDate } | undefined,
): ChartWindow {
  if (asked.from && asked.to) return { from: asked.from, to: asked.to, term: null };
  if (term) {
    const longest = addDays(term.first_day, CHART_MAX_DAYS - 1);
    return { from: term.first_day, to: term.last_day < longest ? term.last_day : longest, term: term.name };
  }
  const monday = weekStart(today);
  return { from: addDays(monday, -7 * (CHART_DEFAULT_WEEKS - 1)), to: addDays(monday, 6), term: null };
}

type Counts<Category extends ChartCategory> = Record<Category, number>;

const zero = <Category extends ChartCategory>(categories: readonly Category[]) =>
  Object.fromEntries(categories.map((category) => [category, 0])) as Counts<Category>;

/**
 * Each week of the window with its leave counted by category: the categories asked for, other
 * leave and leave outside the window left out.
 */
function byWeek<Category extends ChartCategory>(
  tallies: readonly LeaveDayTally[],
  window: { from: IsoDate; to: IsoDate },
  categories: readonly Category[],
): Array<{ week: IsoDate } & Counts<Category>> {
  const weeks = new Map(chartWeeks(window.from, window.to).map((week) => [week, zero(categories)]));
  // Each date's week worked out once: a term's tallies are hundreds of rows on a few dozen dates
  // (the API's are already a row a week, status and counting), and the date arithmetic per row
  // was a millisecond of Leave by Week's answer at a university's scale.
  const mondays = new Map<IsoDate, IsoDate>();
  const mondayOf = (date: IsoDate) => {
    let monday = mondays.get(date);
    if (monday === undefined) mondays.set(date, (monday = weekStart(date)));
    return monday;
  };
  for (const tally of tallies) {
    if (tally.date < window.from || tally.date > window.to) continue;
    const category = chartCategory(tally.status, tally.counted);
    const counts: Partial<Record<ChartCategory, number>> | undefined = weeks.get(mondayOf(tally.date));
    if (counts?.[category] !== undefined) counts[category] += tally.leaves;
  }
  return [...weeks].map(([week, counts]) => ({ week, ...counts }));
}

/** Absences week by week (counted, excused, pending), whatever courses the tallies hold. */
export const absenceWeeks = (
  tallies: readonly LeaveDayTally[],
  window: { from: IsoDate; to: IsoDate },
): AbsenceWeek[] => byWeek(tallies, window, ABSENCE_CATEGORIES);

/** All leave week by week, by status, accepted leave counted or excused. */
export const statusWeeks = (tallies: readonly LeaveDayTally[], window: { from: IsoDate; to: IsoDate }): StatusWeek[] =>
  byWeek(tallies, window, STATUS_CATEGORIES);

/**
 * One course's weeks with its leave percentage at the end of each: the counted leave before the
 * window (`countedBefore`) and of every week so far, against the course's total lectures, as
 * `leavePercentage` counts it.
 */
export function progressWeeks(
  tallies: readonly LeaveDayTally[],
  window: { from: IsoDate; to: IsoDate },
  countedBefore: number,
  totalLectures: number,
): ProgressWeek[] {
  let counted = countedBefore;
  return absenceWeeks(tallies, window).map((week) => {
    counted += week.counted;
    return { ...week, percentage: leavePercentage(counted, totalLectures) };
  });
}

/** The tallies of one course. */
export const ofCourse = (tallies: readonly LeaveDayTally[], courseCode: string) =>
  tallies.filter((tally) => tally.course_code === courseCode);
