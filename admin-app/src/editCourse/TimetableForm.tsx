import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { WEEKDAYS } from '@leave/contract';
import type { CourseTimetable, Term } from '@leave/contract';
import { Button, Card, SelectField, TextField, theme } from '@leave/ui';
import { styled } from '@leave/ui/styled';
import { useDateFormat, useSchemaForm } from '@leave/web-kit';
import type { DateFormat } from '@leave/domain';
import { useGetTermsQuery, useSetTimetableMutation } from '../api/adminApi';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import { useFocusLater } from '../shared/useFocusLater';
import type { Outcome } from '../shared/OutcomeNotice';
import { meetingKeys } from './meetingKeys';

/** The most terms the select lists (the API's largest page). */
const ALL_TERMS = 100;

const Meeting = styled.fieldset`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  margin: 0 0 12px;
  padding: 8px 12px 0;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 12px;
  & > div {
    /* One field a line on a phone, four a line on a wider screen. */
    flex: 1 1 130px;
    min-width: 0;
  }
  & > button {
    margin-bottom: 12px;
  }
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
`;

const termLabel = (term: Term, dates: DateFormat) => `${term.name} (${dates.range(term.first_day, term.last_day)})`;

/** The form's values for a timetable: its term, and each meeting's fields under its row's key. */
function valuesOf(timetable: CourseTimetable) {
  const values: Record<string, string> = { termId: timetable.term ? String(timetable.term.term_id) : '' };
  timetable.meetings.forEach((meeting, row) => {
    const keys = meetingKeys(row);
    Object.assign(values, {
      [keys.weekday]: meeting.weekday,
      [keys.start]: meeting.start,
      [keys.end]: meeting.end,
      [keys.room]: meeting.room ?? '',
    });
  });
  return values;
}

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
  const [rows, setRows] = useState(() => timetable.meetings.map((_, row) => row));
  const nextRow = useRef(timetable.meetings.length);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const dates = useDateFormat();
  const focusLater = useFocusLater();
  const terms = useGetTermsQuery({ page: 1, page_size: ALL_TERMS });
  const [setTimetable, { isLoading }] = useSetTimetableMutation();

  const options = [...(terms.data?.items ?? [])];
  if (timetable.term && !options.some((term) => term.term_id === timetable.term!.term_id)) {
    options.push({ ...timetable.term, courses: 0, holidays: 0 });
  }

  const addMeeting = () => {
    const row = nextRow.current++;
    const used = new Set(rows.map((one) => values[meetingKeys(one).weekday]));
    const last = rows.length ? meetingKeys(rows[rows.length - 1]!) : undefined;
    const keys = meetingKeys(row);
    setValues((current) => ({
      ...current,
      [keys.weekday]: WEEKDAYS.find((day) => !used.has(day)) ?? 'Monday',
      [keys.start]: last ? (current[last.start] ?? '') : '09:00',
      [keys.end]: last ? (current[last.end] ?? '') : '10:00',
      [keys.room]: last ? (current[last.room] ?? '') : '',
    }));
    setRows((current) => [...current, row]);
    focusLater(`${code}-${keys.weekday}`);
  };

  const removeMeeting = (row: number) => {
    setRows((current) => current.filter((one) => one !== row));
    focusLater(`${code}-add-meeting`);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const payload = await validate((rules) => rules.timetableFormSchema(code, rows));
    if (!payload) return;
    const result = await setTimetable(payload);
    // The server names a meeting by its place in the list sent: meetings.1.start is the second row's Start.
    const fields: Record<string, string> = { term_id: 'termId' };
    rows.forEach((row, index) => {
      for (const [name, key] of Object.entries(meetingKeys(row))) fields[`meetings.${index}.${name}`] = key;
    });
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
        <SelectField label="Term" id={`${code}-termId`} {...field('termId')}>
          <option value="">No term</option>
          {options.map((term) => (
            <option key={term.term_id} value={term.term_id}>
              {termLabel(term, dates)}
            </option>
          ))}
        </SelectField>
        {rows.length === 0 && <p>No weekly meetings: {code} has no timetable.</p>}
        {rows.map((row, index) => {
          const keys = meetingKeys(row);
          return (
            <Meeting key={row}>
              <legend>Meeting {index + 1}</legend>
              <SelectField label="Weekday" id={`${code}-${keys.weekday}`} {...field(keys.weekday)}>
                {WEEKDAYS.map((day) => (
                  <option key={day} value={day}>
                    {day}
                  </option>
                ))}
              </SelectField>
              <TextField label="Start" type="time" {...field(keys.start)} />
              <TextField label="End" type="time" {...field(keys.end)} />
              <TextField label="Room" autoComplete="off" {...field(keys.room)} />
              <Button
                type="button"
                $variant="secondary"
                aria-label={`Remove meeting ${index + 1}`}
                onClick={() => removeMeeting(row)}
              >
                Remove
              </Button>
            </Meeting>
          );
        })}
        <Row>
          {rows.length < WEEKDAYS.length && (
            <Button id={`${code}-add-meeting`} type="button" $variant="secondary" onClick={addMeeting}>
              Add Meeting
            </Button>
          )}
          <Button type="submit" disabled={isLoading}>
            Save Timetable
          </Button>
        </Row>
      </form>
    </Card>
  );
}
