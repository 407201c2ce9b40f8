import { formatDayMonthYear } from '@leave/contract';
import type { PendingRequestRow } from '@leave/contract';
import type { NoticeTone } from '@leave/ui';
import type { Words } from '@leave/ui/i18n';
import type { useUndoable } from '@leave/ui/undo';
import { pendingWords } from '../words/pending';

/** A course's decisions that wait a few seconds for Undo before they are sent. */
export type Undoable = ReturnType<typeof useUndoable>;

/** What a decision (or several) came to, as the course's notice shows it. */
export interface DecisionOutcome {
  ok: boolean;
  message: string;
  /** How it reads: an approval as success, a rejection apart (never green), undone as info. */
  tone?: 'success' | 'rejected' | 'info';
  /** Taken back with Undo before it was sent: the request is still pending and can be decided. */
  undone?: boolean;
  /** Said where it happened (a row's Undo, in the row): the course's notice says nothing of it. */
  saidInPlace?: boolean;
}

/** The notice's tone for an outcome (or several): an error if any failed, else theirs if they agree. */
export const toneOf = (outcome: DecisionOutcome): NoticeTone => (outcome.ok ? (outcome.tone ?? 'success') : 'error');

/** A request's dates as the list shows them: "03/11/2026", or "01/12/2026 to 03/12/2026". */
export const datesIn = (intl: Words, { from_date, to_date }: Pick<PendingRequestRow, 'from_date' | 'to_date'>) =>
  from_date === to_date
    ? formatDayMonthYear(from_date)
    : intl.formatMessage(pendingWords.dates, { from: formatDayMonthYear(from_date), to: formatDayMonthYear(to_date) });

/** "on 03/11/2026" or "from 01/12/2026 to 03/12/2026", after a person's name. */
export const whenIn = (intl: Words, { from_date, to_date }: Pick<PendingRequestRow, 'from_date' | 'to_date'>) =>
  from_date === to_date
    ? intl.formatMessage(pendingWords.onDate, { date: formatDayMonthYear(from_date) })
    : intl.formatMessage(pendingWords.fromTo, { from: formatDayMonthYear(from_date), to: formatDayMonthYear(to_date) });

/** Whose request it is, by name where the server has one, for the names of its controls. */
export const studentOf = (request: Pick<PendingRequestRow, 'student_name' | 'user_id'>) =>
  request.student_name || String(request.user_id);

/** "1 lecture", "3 lectures". */
export const lecturesIn = (intl: Words, count: number) =>
  intl.formatMessage(count === 1 ? pendingWords.oneLecture : pendingWords.manyLectures, { count });

/** Several outcomes settled together, as one notice: an error if any of them is. */
export const combined = (outcomes: DecisionOutcome[]): DecisionOutcome => {
  const tones = new Set(outcomes.map((outcome) => outcome.tone ?? 'success'));
  return {
    ok: outcomes.every((outcome) => outcome.ok),
    message: outcomes.map((outcome) => outcome.message).join(' '),
    tone: tones.size === 1 ? [...tones][0] : 'info',
    undone: outcomes.every((outcome) => outcome.undone),
    saidInPlace: outcomes.every((outcome) => outcome.saidInPlace),
  };
};
