import { useState } from 'react';
import type { FormEvent } from 'react';
import type { ExtraLecturePayload } from '@leave/contract';
import { TERM_TEXT_MAX } from '@leave/domain';
import { Button, TextField } from '@leave/ui';
import { styled } from '@leave/ui/styled';
import { useIntl } from '@leave/ui/i18n';
import { DateField, TimeField, useSchemaForm } from '@leave/web-kit';
import { useAddLectureMutation } from '../api/instructorApi';
import { OutcomeNotice, outcomeOf } from './Outcome';
import type { Outcome } from './Outcome';
import { useRuleSaying } from './useRuleSaying';
import { coursesWords as words } from './words';

const Times = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 12px;
  > div {
    flex: 1 1 120px;
  }
`;

const EMPTY = { date: '', start: '', end: '', room: '' };

/** Add an extra lecture of a course on a date of its term; the times and the room are optional. */
export function AddLectureForm({ courseCode }: { courseCode: string }) {
  const form = useSchemaForm(EMPTY, () => import('./lectureRules'));
  const { setValues, validate } = form;
  const field = useRuleSaying(form.field);
  const [add, { isLoading }] = useAddLectureMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const titleId = `add-lecture-${courseCode}`;
  const intl = useIntl();
  const say = intl.formatMessage;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const values = await validate((rules) => rules.addFormSchema);
    if (!values) return;
    const lecture: ExtraLecturePayload = { course_code: courseCode, date: values.date };
    if (values.start) lecture.start = values.start;
    if (values.end) lecture.end = values.end;
    if (values.room) lecture.room = values.room;
    const result = await add(lecture);
    if (!('error' in result)) setValues(EMPTY);
    setOutcome(outcomeOf(intl, result));
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <h4 id={titleId}>{say(words.addLecture)}</h4>
      <DateField label={say(words.date)} required {...field('date')} />
      <Times>
        <TimeField label={say(words.start)} {...field('start')} />
        <TimeField label={say(words.end)} {...field('end')} />
      </Times>
      <TextField label={say(words.room)} maxLength={TERM_TEXT_MAX.room} {...field('room')} />
      <Button type="submit" disabled={isLoading}>
        {say(words.add)}
      </Button>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
    </form>
  );
}
