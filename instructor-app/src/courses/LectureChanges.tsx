import { useState } from 'react';
import { styled } from '@leave/ui/styled';
import type { LectureChange } from '@leave/contract';
import type { DateFormat } from '@leave/domain';
import { Button, theme } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { Words } from '@leave/ui/i18n';
import { useDateFormat } from '@leave/web-kit';
import { useRemoveLectureChangeMutation } from '../api/instructorApi';
import { OutcomeNotice, outcomeOf } from './Outcome';
import type { Outcome } from './Outcome';
import { coursesWords as words } from './words';

const Changes = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 12px;
    padding: 8px 0;
  }
  li + li {
    border-top: 1px solid ${theme.color.border};
  }
`;

const timesOf = (change: LectureChange) =>
  [change.start && change.end ? `${change.start}–${change.end}` : change.start, change.room].filter(Boolean).join(', ');

/** What a change says: "Cancelled: Fri, 4 Dec 2026 (Lab flooded)", "Extra lecture: Sat, 5 Dec 2026, 09:00–10:00, A-101". */
const describe = (intl: Words, change: LectureChange, dates: DateFormat) => {
  const date = dates.date(change.date);
  if (change.kind === 'extra') {
    return intl.formatMessage(words.extraOn, { lecture: [date, timesOf(change)].filter(Boolean).join(', ') });
  }
  return change.reason
    ? intl.formatMessage(words.cancelledOnBecause, { date, reason: change.reason })
    : intl.formatMessage(words.cancelledOn, { date });
};

/** A course's one-off changes (cancelled and extra lectures), by date, each with Undo. */
export function LectureChanges({ courseCode, changes }: { courseCode: string; changes: LectureChange[] }) {
  const [remove, { isLoading, originalArgs }] = useRemoveLectureChangeMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const dates = useDateFormat();
  const intl = useIntl();
  const say = intl.formatMessage;
  const titleId = `lecture-changes-${courseCode}`;
  const byDate = [...changes].sort((a, b) => a.date.localeCompare(b.date) || a.change_id - b.change_id);

  const undo = async (change: LectureChange) => {
    setOutcome(null);
    setOutcome(outcomeOf(intl, await remove({ change_id: change.change_id, course_code: courseCode })));
  };

  return (
    <section aria-labelledby={titleId}>
      <h4 id={titleId}>{say(words.changes)}</h4>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      {byDate.length === 0 ? (
        <p>{say(words.noChanges, { course: courseCode })}</p>
      ) : (
        <Changes aria-labelledby={titleId}>
          {byDate.map((change) => (
            <li key={change.change_id}>
              <span>{describe(intl, change, dates)}</span>
              <Button
                type="button"
                $variant="secondary"
                aria-label={say(change.kind === 'cancelled' ? words.undoCancellation : words.undoExtra, {
                  date: dates.date(change.date),
                })}
                disabled={isLoading && originalArgs?.change_id === change.change_id}
                onClick={() => void undo(change)}
              >
                {say(words.undo)}
              </Button>
            </li>
          ))}
        </Changes>
      )}
    </section>
  );
}
