import { useState } from 'react';
import type { FormEvent } from 'react';
import type { LeaveWithHistory } from '@leave/contract';
import { leaveRuleMessages, TEXT_MAX } from '@leave/domain';
import { Button, TextField } from '@leave/ui';
import { errorMessage, useDateFormat } from '@leave/web-kit';
import { useRevokeLeaveMutation } from '../api/instructorApi';

/** Revoke an accepted leave: asks for the reason the student will read, then sends it and says so. */
export function RevokeControl({ leave, onRevoked }: { leave: LeaveWithHistory; onRevoked: (text: string) => void }) {
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [revoke, { isLoading }] = useRevokeLeaveMutation();
  const dates = useDateFormat();
  const label = `leave of ${leave.user_id} on ${dates.date(leave.leave_date)} in ${leave.course_code}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) {
      setError(leaveRuleMessages.commentRequired('Comment', 'revoke').message);
      return;
    }
    const result = await revoke({ leave_id: leave.leave_id, course_code: leave.course_code, comment: comment.trim() });
    if ('error' in result) setError(errorMessage(result.error));
    else
      onRevoked(
        `Leave of ${leave.user_id} on ${leave.leave_date} in ${leave.course_code} revoked: it is rejected now.`,
      );
  };

  if (!open) {
    return (
      <Button type="button" $variant="danger" aria-label={`Revoke ${label}`} onClick={() => setOpen(true)}>
        Revoke
      </Button>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Revoke ${label}`}>
      <TextField
        label="Comment (required: the student reads it)"
        required
        maxLength={TEXT_MAX.comment}
        value={comment}
        error={error ?? undefined}
        autoFocus
        onChange={(event) => setComment(event.target.value)}
      />
      <Button type="submit" $variant="danger" disabled={isLoading}>
        Confirm revoke
      </Button>{' '}
      <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
        Keep it
      </Button>
    </form>
  );
}
