import styled from 'styled-components';
import { formatDayMonthYear } from '@leave/contract';
import { errorMessage } from '@leave/web-kit';
import type { Leave } from '@leave/contract';
import { Button } from '@leave/ui';
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

interface PendingRequestRowProps {
  leave: Leave;
  onDecided: (outcome: DecisionOutcome) => void;
}

/** One pending request: Date (DD/MM/YYYY), Roll No., Reason, Approve and Reject. */
export function PendingRequestRow({ leave, onDecided }: PendingRequestRowProps) {
  const [approve, approval] = useApproveLeaveMutation();
  const [reject, rejection] = useRejectLeaveMutation();
  // One decision at a time per request: both buttons wait while either call is in flight.
  const busy = approval.isLoading || rejection.isLoading;
  const date = formatDayMonthYear(leave.leave_date);

  const decide = async (action: typeof approve, verb: 'approved' | 'rejected') => {
    const result = await action({ leave_id: leave.leave_id, course_code: leave.course_code });
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
      <td>{date}</td>
      <td>{leave.user_id}</td>
      <td>{leave.reason}</td>
      <Actions>
        <Button type="button" $variant="success" disabled={busy} onClick={() => void decide(approve, 'approved')}>
          Approve
        </Button>
        <Button type="button" $variant="danger" disabled={busy} onClick={() => void decide(reject, 'rejected')}>
          Reject
        </Button>
      </Actions>
    </tr>
  );
}
