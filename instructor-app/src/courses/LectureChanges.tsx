import { useState } from 'react';
import { styled } from '@leave/ui/styled';
import type { LectureChange } from '@leave/contract';
import type { DateFormat } from '@leave/domain';
import { Button, theme } from '@leave/ui';
import { useDateFormat } from '@leave/web-kit';
import { useRemoveLectureChangeMutation } from '../api/instructorApi';
import { OutcomeNotice, outcomeOf } from './Outcome';
import type { Outcome } from './Outcome';

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
const describe = (change: LectureChange, dates: DateFormat) =>
  change.kind === 'cancelled'
    ? `Cancelled: ${dates.date(change.date)}${change.reason ? ` (${change.reason})` : ''}`
    : `Extra lecture: ${[dates.date(change.date), timesOf(change)].filter(Boolean).join(', ')}`;

/** A course's one-off changes (cancelled and extra lectures), by date, each with Undo. */
export function LectureChanges({ courseCode, changes }: { courseCode: string; changes: LectureChange[] }) {
  const [remove, { isLoading, originalArgs }] = useRemoveLectureChangeMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const dates = useDateFormat();
  const titleId = `lecture-changes-${courseCode}`;
  const byDate = [...changes].sort((a, b) => a.date.localeCompare(b.date) || a.change_id - b.change_id);

  const undo = async (change: LectureChange) => {
    setOutcome(null);
    setOutcome(outcomeOf(await remove({ change_id: change.change_id, course_code: courseCode })));
  };

  return (
    <section aria-labelledby={titleId}>
      <h4 id={titleId}>Cancelled and extra lectures</h4>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      {byDate.length === 0 ? (
        <p>None: {courseCode} meets as its timetable says.</p>
      ) : (
        <Changes aria-labelledby={titleId}>
          {byDate.map((change) => (
            <li key={change.change_id}>
              <span>{describe(change, dates)}</span>
              <Button
                type="button"
                $variant="secondary"
                aria-label={`Undo ${change.kind === 'cancelled' ? 'the cancellation of' : 'the extra lecture on'} ${dates.date(change.date)}`}
                disabled={isLoading && originalArgs?.change_id === change.change_id}
                onClick={() => void undo(change)}
              >
                Undo
              </Button>
            </li>
          ))}
        </Changes>
      )}
    </section>
  );
}
