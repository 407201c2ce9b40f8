import { useState } from 'react';
import { styled } from '@leave/ui/styled';
import { formatDayMonthYear } from '@leave/contract';
import { errorMessage } from '@leave/web-kit';
import type { CourseLeave } from '@leave/contract';
import { TEXT_MAX } from '@leave/domain';
import { Button, theme } from '@leave/ui';
import { useApproveLeaveMutation, useRejectLeaveMutation } from '../api/instructorApi';

export interface DecisionOutcome {
  ok: boolean;
  message: string;
}

const Actions = styled.td`
  white-space: nowrap;
  button + button {
    margin-left: 8px;
  }
`;

const Warning = styled.strong`
  color: ${theme.color.rejected};
`;

const CommentInput = styled.input`
  font: inherit;
  width: 100%;
  min-width: 120px;
  padding: 6px 8px;
`;

interface PendingRequestRowProps {
  leave: CourseLeave;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDecided: (outcome: DecisionOutcome) => void;
}

/**
 * One pending request: a box to select it, Date (DD/MM/YYYY), Roll No., the student's name,
 * Reason, an optional comment for the student, and one-click Approve and Reject.
 */
export function PendingRequestRow({ leave, selected, onSelect, onDecided }: PendingRequestRowProps) {
  const [approve, approval] = useApproveLeaveMutation();
  const [reject, rejection] = useRejectLeaveMutation();
  const [comment, setComment] = useState('');
  // One decision at a time per request: both buttons wait while either call is in flight.
  const busy = approval.isLoading || rejection.isLoading;
  const date = formatDayMonthYear(leave.leave_date);
  const whose = `${leave.user_id} on ${date}`;
  // Buttons are named for the person, as a screen-reader user hears them out of the row.
  const student = leave.student_name || String(leave.user_id);

  const decide = async (action: typeof approve, verb: 'approved' | 'rejected') => {
    const note = comment.trim();
    const result = await action({
      leave_id: leave.leave_id,
      course_code: leave.course_code,
      ...(note ? { comment: note } : {}),
    });
    if ('error' in result) {
      console.error(
        `Error: cannot ${verb === 'approved' ? 'approve' : 'reject'} leave ${leave.leave_id}`,
        result.error,
      );
      onDecided({
        ok: false,
        message: `Leave of ${leave.user_id} on ${date} was not ${verb}: ${errorMessage(result.error)}`,
      });
      return;
    }
    onDecided({ ok: true, message: `Leave of ${leave.user_id} on ${date} ${verb}.` });
  };

  return (
    <tr>
      <td>
        <input
          type="checkbox"
          aria-label={`Select leave of ${whose}`}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
        />
      </td>
      <td data-label="Date">{date}</td>
      <td data-label="Roll No.">{leave.user_id}</td>
      <td data-label="Name">{leave.student_name}</td>
      <td data-label="Reason">{leave.reason}</td>
      <td data-label="If approved">
        {leave.if_approved && (
          <>
            {leave.if_approved.percentage_before}% → {leave.if_approved.percentage_after}%
            {leave.if_approved.crosses_limit && (
              <>
                {' '}
                <Warning>Over the limit</Warning>
              </>
            )}
          </>
        )}
      </td>
      <td data-label="Comment">
        <CommentInput
          aria-label={`Comment for leave of ${whose} (optional)`}
          maxLength={TEXT_MAX.comment}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </td>
      <Actions>
        <Button
          type="button"
          $variant="success"
          aria-label={`Approve leave of ${student} on ${date}`}
          disabled={busy}
          onClick={() => void decide(approve, 'approved')}
        >
          Approve
        </Button>
        <Button
          type="button"
          $variant="danger"
          aria-label={`Reject leave of ${student} on ${date}`}
          disabled={busy}
          onClick={() => void decide(reject, 'rejected')}
        >
          Reject
        </Button>
      </Actions>
    </tr>
  );
}
