import { styled } from '@leave/ui/styled';
import { formatDayMonthYear } from '@leave/contract';
import type { PendingRequestRow } from '@leave/contract';
import { lectureMessages } from '@leave/domain';
import { Button, theme } from '@leave/ui';
import { errorMessage } from '@leave/web-kit';
import { useApproveLeaveMutation, useRejectLeaveMutation } from '../api/instructorApi';
import type { DecisionOutcome } from './decisions';

const Lectures = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding: 6px 0;
  }
  li + li {
    border-top: 1px solid ${theme.color.border};
  }
`;

const LeaveDate = styled.span`
  min-width: 6.5em;
  font-weight: 600;
`;

const Muted = styled.span`
  color: ${theme.color.muted};
`;

interface RequestLecturesProps {
  request: PendingRequestRow;
  student: string;
  /** The row's comment, sent with each decision. */
  comment: string;
  busy: boolean;
  track: (call: () => Promise<DecisionOutcome>) => void;
}

/** A request's pending leave, one lecture each, to approve or reject on its own. */
export function RequestLectures({ request, student, comment, busy, track }: RequestLecturesProps) {
  const [approve] = useApproveLeaveMutation();
  const [reject] = useRejectLeaveMutation();

  const decide = (leave: PendingRequestRow['leaves'][number], action: typeof approve, verb: 'approved' | 'rejected') =>
    track(async () => {
      const what = `Leave of ${request.user_id} on ${formatDayMonthYear(leave.leave_date)}`;
      const result = await action({
        leave_id: leave.leave_id,
        course_code: request.course_code,
        ...(comment ? { comment } : {}),
      });
      if ('error' in result) {
        console.error(`Error: cannot decide leave ${leave.leave_id}`, result.error);
        return { ok: false, message: `${what} was not ${verb}: ${errorMessage(result.error)}` };
      }
      return { ok: true, message: `${what} ${verb}.` };
    });

  return (
    <Lectures aria-label={`Lectures of the leave of ${student}`}>
      {request.leaves.map((leave) => {
        const date = formatDayMonthYear(leave.leave_date);
        return (
          <li key={leave.leave_id}>
            <LeaveDate>{date}</LeaveDate>
            {!leave.counts && (
              <Muted>{leave.message ?? lectureMessages.notCounted(lectureMessages.noLectureAnyMore)}</Muted>
            )}
            <Button
              type="button"
              $variant="success"
              aria-label={`Approve leave of ${student} on ${date} only`}
              disabled={busy}
              onClick={() => decide(leave, approve, 'approved')}
            >
              Approve
            </Button>
            <Button
              type="button"
              $variant="danger"
              aria-label={`Reject leave of ${student} on ${date} only`}
              disabled={busy}
              onClick={() => decide(leave, reject, 'rejected')}
            >
              Reject
            </Button>
          </li>
        );
      })}
    </Lectures>
  );
}
