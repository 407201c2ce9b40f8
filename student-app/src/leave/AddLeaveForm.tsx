import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage } from '@leave/contract';
import type { IsoDate, Session } from '@leave/contract';
import {
  Button,
  Card,
  CardTitle,
  Notice,
  requiredFieldErrors,
  TextAreaField,
  TextField,
  useFormState,
} from '@leave/ui';
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

/** The form for a day without leave. A new leave starts as pending. */
export function AddLeaveForm({ session, date, courseCodes, onAdded }: AddLeaveFormProps) {
  const { values, setValues, setErrors, field } = useFormState<Values>(EMPTY);
  // A failure is about one date; it is not shown once another date is picked.
  const [problem, setProblem] = useState<{ date: IsoDate; message: string } | null>(null);
  const [addLeave, { isLoading }] = useAddLeaveMutation();
  const suggestionsId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found = requiredFieldErrors(values, { reason: 'Reason', courseCode: 'Course Code' });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await addLeave({
      reason: values.reason.trim(),
      course_code: values.courseCode.trim().toUpperCase(),
      leave_date: date,
      user_id: session.user_id,
      user_role: session.role,
    });
    if ('error' in result) {
      console.error('Failed to add leave', result.error);
      setProblem({ date, message: errorMessage(result.error, 'Your leave could not be added. Please try again.') });
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
        <TextAreaField label="Reason" required maxLength={500} {...field('reason')} />
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
