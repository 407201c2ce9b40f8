import { useState } from 'react';
import type { CourseTimetable, LectureChange } from '@leave/contract';
import { Button, Card } from '@leave/ui';
import { useRemoveLectureChangeMutation } from '../api/adminApi';
import { ColumnsTable } from '../shared/ColumnsTable';
import type { Column } from '../shared/ColumnsTable';
import { useDateFormat } from '@leave/web-kit';
import { DateText } from '../shared/dates';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import type { Outcome } from '../shared/OutcomeNotice';

const KIND = { cancelled: 'Cancelled', extra: 'Extra lecture' } as const;

/** What a change says besides its date: a cancellation's reason, an extra lecture's time and room. */
const detailsOf = (change: LectureChange) =>
  change.kind === 'cancelled'
    ? (change.reason ?? '')
    : [change.start && change.end ? `${change.start}–${change.end}` : '', change.room ?? ''].filter(Boolean).join(', ');

/** A course's one-off changes (lectures cancelled, extra lectures), each of which can be undone. */
export function LectureChanges({ timetable }: { timetable: CourseTimetable }) {
  const code = timetable.course_code;
  const [removeChange, removal] = useRemoveLectureChangeMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const dates = useDateFormat();

  const undo = async (change: LectureChange) => {
    setOutcome(outcomeOf(await removeChange({ change_id: change.change_id }), 'The change could not be undone.'));
  };

  const columns: Array<Column<LectureChange>> = [
    { label: 'Date', cell: (change) => <DateText date={change.date} /> },
    { label: 'Change', cell: (change) => KIND[change.kind] },
    { label: 'Details', cell: detailsOf },
    {
      label: 'Action',
      cell: (change) => (
        <Button
          type="button"
          $variant="secondary"
          disabled={removal.isLoading}
          aria-label={
            change.kind === 'cancelled'
              ? `Undo the cancellation on ${dates.date(change.date)}`
              : `Undo the extra lecture on ${dates.date(change.date)}`
          }
          onClick={() => void undo(change)}
        >
          Undo
        </Button>
      ),
    },
  ];

  return (
    <Card aria-labelledby="lecture-changes-title" style={{ maxWidth: 640, marginTop: 16 }}>
      <h3 id="lecture-changes-title" style={{ margin: '0 0 12px' }}>
        Cancelled and Extra Lectures
      </h3>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      {timetable.changes.length === 0 ? (
        <p style={{ margin: 0 }}>
          None. A lecture of {code} is cancelled, or an extra one added, by its instructor; either can be undone here.
        </p>
      ) : (
        <ColumnsTable
          label={`Lecture changes of ${code}`}
          columns={columns}
          items={timetable.changes}
          rowKey={(change) => change.change_id}
        />
      )}
    </Card>
  );
}
