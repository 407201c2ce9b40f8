import { useState } from 'react';
import type { FormEvent } from 'react';
import { TERM_TEXT_MAX } from '@leave/domain';
import { Button, TextField } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { DateField, useSchemaForm } from '@leave/web-kit';
import { useCancelLectureMutation } from '../api/instructorApi';
import { OutcomeNotice, outcomeOf } from './Outcome';
import type { Outcome } from './Outcome';
import { useRuleSaying } from './useRuleSaying';
import { coursesWords as words } from './words';

const EMPTY = { date: '', reason: '' };

/** Cancel one lecture of a course, with the reason its students are told. */
export function CancelLectureForm({ courseCode, meetsOn }: { courseCode: string; meetsOn: string }) {
  const form = useSchemaForm(EMPTY, () => import('./lectureRules'));
  const { setValues, validate } = form;
  const field = useRuleSaying(form.field);
  const [cancel, { isLoading }] = useCancelLectureMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const titleId = `cancel-lecture-${courseCode}`;
  const intl = useIntl();
  const say = intl.formatMessage;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const values = await validate((rules) => rules.cancelFormSchema);
    if (!values) return;
    const result = await cancel({ course_code: courseCode, ...values });
    if (!('error' in result)) setValues(EMPTY);
    setOutcome(outcomeOf(intl, result));
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <h4 id={titleId}>{say(words.cancelLecture)}</h4>
      <DateField
        label={say(words.date)}
        hint={say(words.meetsOn, { course: courseCode, days: meetsOn })}
        required
        {...field('date')}
      />
      <TextField
        label={say(words.reason)}
        hint={say(words.reasonHint)}
        maxLength={TERM_TEXT_MAX.cancelReason}
        required
        {...field('reason')}
      />
      <Button type="submit" disabled={isLoading}>
        {say(words.cancel)}
      </Button>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
    </form>
  );
}
