import { useState } from 'react';
import type { FormEvent } from 'react';
import type { LeaveWithHistory } from '@leave/contract';
import { TEXT_MAX } from '@leave/domain';
import { Button, TextField } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { errorMessage, useDateFormat } from '@leave/web-kit';
import { useRevokeLeaveMutation } from '../api/instructorApi';
import { historyWords as words } from './words';

/** Revoke an accepted leave: asks for the reason the student will read, then sends it and says so. */
export function RevokeControl({ leave, onRevoked }: { leave: LeaveWithHistory; onRevoked: (text: string) => void }) {
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [revoke, { isLoading }] = useRevokeLeaveMutation();
  const dates = useDateFormat();
  const intl = useIntl();
  const say = intl.formatMessage;
  const label = say(words.revokeLeave, {
    student: leave.user_id,
    date: dates.date(leave.leave_date),
    course: leave.course_code,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) {
      setError(say(words.commentRequired));
      return;
    }
    const result = await revoke({ leave_id: leave.leave_id, course_code: leave.course_code, comment: comment.trim() });
    if ('error' in result) setError(errorMessage(result.error, undefined, intl));
    else onRevoked(say(words.revoked, { student: leave.user_id, date: leave.leave_date, course: leave.course_code }));
  };

  if (!open) {
    return (
      <Button type="button" $variant="danger" aria-label={label} onClick={() => setOpen(true)}>
        {say(words.revoke)}
      </Button>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      <TextField
        label={say(words.revokeComment)}
        required
        maxLength={TEXT_MAX.comment}
        value={comment}
        error={error ?? undefined}
        autoFocus
        onChange={(event) => setComment(event.target.value)}
      />
      <Button type="submit" $variant="danger" disabled={isLoading}>
        {say(words.confirmRevoke)}
      </Button>{' '}
      <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
        {say(words.keepIt)}
      </Button>
    </form>
  );
}
