import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { z } from 'zod';
import type { IsoDate, Session } from '@leave/contract';
import { input, TEXT_MAX, uiMessages } from '@leave/domain';
import { Button, Card, CardTitle, Notice, TextAreaField, TextField } from '@leave/ui';
import { errorMessage, useSchemaForm } from '@leave/web-kit';
import { useAddLeaveMutation } from '../api/studentApi';

interface AddLeaveFormProps {
  session: Session;
  date: IsoDate;
  /** The student's course codes, offered as suggestions. */
  courseCodes: string[];
  onAdded: (date: IsoDate) => void;
}

type Values = { reason: string; courseCode: string };
const EMPTY: Values = { reason: '', courseCode: '' };

/** The domain's rules for a leave's reason and course, named as the form labels them. */
const leaveFormSchema = z.object({
  reason: input.text('Reason', TEXT_MAX.reason),
  courseCode: input.courseCode('Course Code'),
});

/** The form for a day without leave. A new leave starts as pending. */
export function AddLeaveForm({ session, date, courseCodes, onAdded }: AddLeaveFormProps) {
  const { setValues, validate, field } = useSchemaForm<Values>(EMPTY);
  // A failure is about one date; it is not shown once another date is picked.
  const [problem, setProblem] = useState<{ date: IsoDate; message: string } | null>(null);
  const [addLeave, { isLoading }] = useAddLeaveMutation();
  const suggestionsId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = validate(leaveFormSchema);
    if (!checked) return;
    const result = await addLeave({
      reason: checked.reason,
      course_code: checked.courseCode.toUpperCase(),
      leave_date: date,
      user_id: session.user_id,
      user_role: session.role,
    });
    if ('error' in result) {
      console.error('Failed to add leave', result.error);
      setProblem({ date, message: errorMessage(result.error, uiMessages.leaveNotAdded) });
      return;
    }
    setValues(EMPTY);
    onAdded(date);
  };

  return (
    <Card aria-labelledby="add-leave-title">
      <CardTitle id="add-leave-title">Add Leave</CardTitle>
      <form noValidate onSubmit={onSubmit} aria-labelledby="add-leave-title">
        {problem?.date === date && <Notice tone="error">{problem.message}</Notice>}
        <TextField label="Leave Date" value={date} readOnly />
        <TextField label="User ID" value={String(session.user_id)} readOnly />
        <TextField label="User Role" value={session.role} readOnly />
        <TextAreaField label="Reason" required maxLength={TEXT_MAX.reason} {...field('reason')} />
        <TextField label="Course Code" required autoComplete="off" list={suggestionsId} {...field('courseCode')} />
        <datalist id={suggestionsId}>
          {courseCodes.map((code) => (
            <option key={code} value={code} />
          ))}
        </datalist>
        <Button type="submit" disabled={isLoading}>
          Submit
        </Button>
      </form>
    </Card>
  );
}
