import { useState } from 'react';
import type { CourseTimetable, LectureChange } from '@leave/contract';
import { Button, Card } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { useDateFormat } from '@leave/web-kit';
import { useRemoveLectureChangeMutation } from '../api/adminApi';
import { ColumnsTable } from '../shared/ColumnsTable';
import type { Column } from '../shared/ColumnsTable';
import { DateText } from '../shared/dates';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import type { Outcome } from '../shared/OutcomeNotice';
import { editCourseWords as words } from '../words/editCourse';

const KIND = { cancelled: words.cancelled, extra: words.extra } as const;

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
  const intl = useIntl();
  const say = intl.formatMessage;

  const undo = async (change: LectureChange) => {
    const result = await removeChange({ change_id: change.change_id });
    const said = 'data' in result ? result.data : undefined;
    // Said by its code in another language, its date in the language's way.
    const params = said && { ...said.params, date: dates.date(change.date) };
    setOutcome(outcomeOf(result, say(words.notUndone), intl, said && { code: said.code, params }));
  };

  const columns: Array<Column<LectureChange>> = [
    { label: say(words.date), cell: (change) => <DateText date={change.date} /> },
    { label: say(words.change), cell: (change) => say(KIND[change.kind]) },
    { label: say(words.details), cell: detailsOf },
    {
      label: say(words.action),
      cell: (change) => (
        <Button
          type="button"
          $variant="secondary"
          disabled={removal.isLoading}
          aria-label={say(change.kind === 'cancelled' ? words.undoCancellation : words.undoExtra, {
            date: dates.date(change.date),
          })}
          onClick={() => void undo(change)}
        >
          {say(words.undo)}
        </Button>
      ),
    },
  ];

  return (
    <Card aria-labelledby="lecture-changes-title" style={{ maxWidth: 640, marginTop: 16 }}>
      <h3 id="lecture-changes-title" style={{ margin: '0 0 12px' }}>
        {say(words.changes)}
      </h3>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      {timetable.changes.length === 0 ? (
        <p style={{ margin: 0 }}>{say(words.noChanges, { code })}</p>
      ) : (
        <ColumnsTable
          label={say(words.changesOf, { code })}
          columns={columns}
          items={timetable.changes}
          rowKey={(change) => change.change_id}
        />
      )}
    </Card>
  );
}
