import { formatDayMonthYear } from '@leave/contract';
import type { PendingRequestRow } from '@leave/contract';

/** What a decision (or several) came to, as the course's notice shows it. */
export interface DecisionOutcome {
  ok: boolean;
  message: string;
}

/** A request's dates as the list shows them: "03/11/2026", or "01/12/2026 to 03/12/2026". */
export const datesOf = ({ from_date, to_date }: Pick<PendingRequestRow, 'from_date' | 'to_date'>) =>
  from_date === to_date
    ? formatDayMonthYear(from_date)
    : `${formatDayMonthYear(from_date)} to ${formatDayMonthYear(to_date)}`;

/** "on 03/11/2026" or "from 01/12/2026 to 03/12/2026", after a person's name. */
export const whenOf = ({ from_date, to_date }: Pick<PendingRequestRow, 'from_date' | 'to_date'>) =>
  from_date === to_date
    ? `on ${formatDayMonthYear(from_date)}`
    : `from ${formatDayMonthYear(from_date)} to ${formatDayMonthYear(to_date)}`;

/** Whose request it is, by name where the server has one, for the names of its controls. */
export const studentOf = (request: Pick<PendingRequestRow, 'student_name' | 'user_id'>) =>
  request.student_name || String(request.user_id);

export const lecturesWord = (count: number) => `${count} ${count === 1 ? 'lecture' : 'lectures'}`;

/** Several outcomes settled together, as one notice: an error if any of them is. */
export const combined = (outcomes: DecisionOutcome[]): DecisionOutcome => ({
  ok: outcomes.every((outcome) => outcome.ok),
  message: outcomes.map((outcome) => outcome.message).join(' '),
});
