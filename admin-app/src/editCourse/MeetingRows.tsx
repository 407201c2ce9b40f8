import { useRef, useState } from 'react';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { WEEKDAYS } from '@leave/contract';
import { Button, SelectField, TextField, theme } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { TimeField } from '@leave/web-kit';
import { styled } from '@leave/ui/styled';
import { useFocusLater } from '../shared/useFocusLater';
import { courseFormWords as words } from '../words/courseForm';
import { meetingKeys } from './meetingKeys';

type Values = Record<string, string>;

/** What the rows need of the form's `useSchemaForm`. */
interface Form {
  values: Values;
  setValues: Dispatch<SetStateAction<Values>>;
  field: (key: string) => {
    name: string;
    value: string | undefined;
    onChange: (event: { target: { value: string } }) => void;
  };
}

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

/**
 * A week's meeting rows in a form (`rows` are the rows' keys, in order: a row keeps its key when
 * rows above it go), with adding and removing a row; `prefix` makes the ids unique on the page.
 */
export function useMeetingRows(form: Form, prefix: string, initialCount: number) {
  const [rows, setRows] = useState(() => Array.from({ length: initialCount }, (_, row) => row));
  const nextRow = useRef(initialCount);
  const focusLater = useFocusLater();
  const { values, setValues } = form;

  const add = () => {
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
    focusLater(`${prefix}-${keys.weekday}`);
  };
  const remove = (row: number) => {
    setRows((current) => current.filter((one) => one !== row));
    focusLater(`${prefix}-add-meeting`);
  };
  const clear = () => setRows([]);
  return { rows, add, remove, clear };
}

/** The meeting rows of `useMeetingRows`, each a weekday, start, end and room, and Add Meeting. */
export function MeetingRows({
  form,
  prefix,
  meetings,
  children,
}: {
  form: Form;
  prefix: string;
  meetings: ReturnType<typeof useMeetingRows>;
  /** Buttons beside Add Meeting (the form's submit). */
  children?: ReactNode;
}) {
  const { rows, add, remove } = meetings;
  const say = useIntl().formatMessage;
  return (
    <>
      {rows.map((row, index) => {
        const keys = meetingKeys(row);
        return (
          <Meeting key={row}>
            <legend>{say(words.meeting, { number: index + 1 })}</legend>
            <SelectField label={say(words.weekday)} id={`${prefix}-${keys.weekday}`} {...form.field(keys.weekday)}>
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {say(words[day])}
                </option>
              ))}
            </SelectField>
            <TimeField label={say(words.start)} {...form.field(keys.start)} />
            <TimeField label={say(words.end)} {...form.field(keys.end)} />
            <TextField label={say(words.room)} autoComplete="off" {...form.field(keys.room)} />
            <Button
              type="button"
              $variant="secondary"
              aria-label={say(words.removeMeeting, { number: index + 1 })}
              onClick={() => remove(row)}
            >
              {say(words.remove)}
            </Button>
          </Meeting>
        );
      })}
      <Row>
        {rows.length < WEEKDAYS.length && (
          <Button id={`${prefix}-add-meeting`} type="button" $variant="secondary" onClick={add}>
            {say(words.addMeeting)}
          </Button>
        )}
        {children}
      </Row>
    </>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
`;
