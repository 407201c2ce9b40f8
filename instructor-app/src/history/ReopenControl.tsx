import { useState } from 'react';
import type { FormEvent } from 'react';
import type { LeaveWithHistory } from '@leave/contract';
import { TEXT_MAX } from '@leave/domain';
import { Button, TextField } from '@leave/ui';
import { sayServerMessage, useIntl } from '@leave/ui/i18n';
import { errorMessage, useDateFormat } from '@leave/web-kit';
import { useReopenRequestMutation } from '../api/instructorApi';
import { historyWords as words } from './words';

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
  const intl = useIntl();
  const say = intl.formatMessage;
  const label = say(words.reopenRequest, {
    name: leave.student_name,
    student: leave.user_id,
    date: dates.date(leave.leave_date),
    course: leave.course_code,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await reopen({
      request_id: leave.request_id,
      course_code: leave.course_code,
      ...(comment.trim() ? { comment: comment.trim() } : {}),
    });
    if ('error' in result) setError(errorMessage(result.error, undefined, intl));
    else {
      // The answer's English has its code's words in another language (docs/translating.md).
      const message = sayServerMessage(intl, {
        message: result.data.message,
        code: 'lecture.requestReopened',
        params: { moved: result.data.moved, code: leave.course_code },
      });
      onReopened(say(words.reopened, { name: leave.student_name, course: leave.course_code, message }));
    }
  };

  if (!open) {
    return (
      <Button type="button" $variant="secondary" aria-label={label} onClick={() => setOpen(true)}>
        {say(words.reopen)}
      </Button>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      <TextField
        label={say(words.reopenComment)}
        maxLength={TEXT_MAX.comment}
        value={comment}
        error={error ?? undefined}
        autoFocus
        onChange={(event) => setComment(event.target.value)}
      />
      <Button type="submit" disabled={isLoading}>
        {say(words.confirmReopen)}
      </Button>{' '}
      <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
        {say(words.keepRejected)}
      </Button>
    </form>
  );
}
