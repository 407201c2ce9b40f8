import { useState } from 'react';
import type { FormEvent } from 'react';
import type { LeaveWithHistory } from '@leave/contract';
import { TEXT_MAX } from '@leave/domain';
import { Button, TextField } from '@leave/ui';
import { errorMessage, useDateFormat } from '@leave/web-kit';
import { useReopenRequestMutation } from '../api/instructorApi';

/**
 * Reopen a rejected leave's request in its course: its rejected leave there goes back to
 * pending (and to Pending Requests), with an optional comment the student reads.
 */
export function ReopenControl({ leave, onReopened }: { leave: LeaveWithHistory; onReopened: (text: string) => void }) {
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reopen, { isLoading }] = useReopenRequestMutation();
  const dates = useDateFormat();
  const label = `request of ${leave.student_name} (${leave.user_id}) with leave on ${dates.date(leave.leave_date)} in ${leave.course_code}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await reopen({
      request_id: leave.request_id,
      course_code: leave.course_code,
      ...(comment.trim() ? { comment: comment.trim() } : {}),
    });
    if ('error' in result) setError(errorMessage(result.error));
    else onReopened(`${leave.student_name}'s request in ${leave.course_code}: ${result.data.message}.`);
  };

  if (!open) {
    return (
      <Button type="button" $variant="secondary" aria-label={`Reopen ${label}`} onClick={() => setOpen(true)}>
        Reopen
      </Button>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Reopen ${label}`}>
      <TextField
        label="Comment (optional: the student reads it)"
        maxLength={TEXT_MAX.comment}
        value={comment}
        error={error ?? undefined}
        autoFocus
        onChange={(event) => setComment(event.target.value)}
      />
      <Button type="submit" disabled={isLoading}>
        Confirm reopen
      </Button>{' '}
      <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
        Keep it rejected
      </Button>
    </form>
  );
}
