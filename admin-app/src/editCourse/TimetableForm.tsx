import { useState } from 'react';
import type { FormEvent } from 'react';
import type { CourseTimetable } from '@leave/contract';
import { Button, Card } from '@leave/ui';
import { useSchemaForm } from '@leave/web-kit';
import { useSetTimetableMutation } from '../api/adminApi';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import type { Outcome } from '../shared/OutcomeNotice';
import { meetingFieldNames, meetingValues } from './meetingKeys';
import { MeetingRows, useMeetingRows } from './MeetingRows';
import { TermSelect } from './TermSelect';

/** The form's values for a timetable: its term, and each meeting's fields under its row's key. */
const valuesOf = (timetable: CourseTimetable): Record<string, string> => ({
  termId: timetable.term ? String(timetable.term.term_id) : '',
  ...meetingValues(timetable.meetings),
});

/**
 * A course's term and weekly meetings (at most one a weekday), saved together. With no meeting
 * the course has no timetable: every date counts as one lecture and its total is the one entered.
 * Give it a `key` per course: it starts from that course's timetable.
 */
export function TimetableForm({ timetable }: { timetable: CourseTimetable }) {
  const code = timetable.course_code;
  const { values, setValues, field, validate, showServerError } = useSchemaForm(
    () => valuesOf(timetable),
    () => import('./timetableRules'),
  );
  const meetings = useMeetingRows({ values, setValues, field }, code, timetable.meetings.length);
  const { rows } = meetings;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [setTimetable, { isLoading }] = useSetTimetableMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const payload = await validate((rules) => rules.timetableFormSchema(code, rows));
    if (!payload) return;
    const result = await setTimetable(payload);
    const fields = { term_id: 'termId', ...meetingFieldNames(rows) };
    if ('error' in result && showServerError(result.error, fields)) return;
    setOutcome(outcomeOf(result, 'The timetable could not be saved.'));
  };

  return (
    <Card aria-labelledby="timetable-title" style={{ maxWidth: 640, marginTop: 16 }}>
      <h3 id="timetable-title" style={{ margin: '0 0 12px' }}>
        Timetable of {code}
      </h3>
      <p style={{ marginTop: 0 }}>
        The weekdays {code} meets, at most once each. It then has a lecture on each of those days in its term, except on
        the term&apos;s holidays. With no meeting it has no timetable: every date counts as one lecture.
      </p>
      <p>
        <strong>Total lectures:</strong>{' '}
        {timetable.term && timetable.meetings.length
          ? `${timetable.total_lectures} in ${timetable.term.name}, counted from this timetable`
          : `${timetable.total_lectures}, as entered above (no timetable)`}
      </p>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      <form noValidate onSubmit={onSubmit} aria-labelledby="timetable-title">
        <TermSelect label="Term" id={`${code}-termId`} current={timetable.term} {...field('termId')} />
        {rows.length === 0 && <p>No weekly meetings: {code} has no timetable.</p>}
        <MeetingRows form={{ values, setValues, field }} prefix={code} meetings={meetings}>
          <Button type="submit" disabled={isLoading}>
            Save Timetable
          </Button>
        </MeetingRows>
      </form>
    </Card>
  );
}
