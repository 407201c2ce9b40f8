import { useId, useState } from 'react';
import type { LeaveEvent, LeaveWithHistory } from '@leave/contract';
import { Button, theme } from '@leave/ui';
import { styled } from '@leave/ui/styled';
import { useDateFormat } from '@leave/web-kit';

const Toggle = styled(Button)`
  min-height: 44px;
  min-width: 44px;
`;

const Events = styled.ol`
  margin: 8px 0;
  padding-inline-start: 1.25rem;
  li {
    margin-bottom: 4px;
  }
`;

const Muted = styled.span`
  color: ${theme.color.muted};
  font-size: 0.9rem;
`;

/** The decision a leave stands on: its latest move to accepted or rejected, if any. */
export const decisionOf = (leave: Pick<LeaveWithHistory, 'history'>): LeaveEvent | undefined =>
  leave.history.findLast((event) => event.to_status === 'accepted' || event.to_status === 'rejected');

/** Who decided a leave, and when, in the school's time zone; a dash while it waits. */
export function DecidedBy({ leave }: { leave: Pick<LeaveWithHistory, 'history'> }) {
  const dates = useDateFormat();
  const decision = decisionOf(leave);
  if (!decision) return <>–</>;
  return (
    <>
      <div>{decision.actor_name}</div>
      <Muted>{dates.dateTime(decision.at)}</Muted>
    </>
  );
}

const VERBS: Record<LeaveEvent['to_status'], string> = {
  pending: 'applied',
  accepted: 'approved',
  rejected: 'rejected',
  withdrawn: 'withdrew',
  cancelled: 'cancelled',
};

/** "Dr. Meera Iyer revoked it (accepted → rejected): Exam moved". */
const eventWords = (event: LeaveEvent) => {
  const verb =
    event.from_status === 'accepted' && event.to_status === 'rejected'
      ? 'revoked'
      : event.from_status === 'rejected' && event.to_status === 'pending'
        ? 'reopened'
        : VERBS[event.to_status];
  const moved = event.from_status ? ` (${event.from_status} → ${event.to_status})` : '';
  return `${event.actor_name} ${verb}${moved}${event.comment ? `: ${event.comment}` : ''}`;
};

/**
 * A leave's history, opened from its row: each change, who made it and when, and a way to the
 * student's whole audit trail.
 */
export function LeaveHistory({
  leave,
  onOpenAudit,
}: {
  leave: LeaveWithHistory;
  onOpenAudit?: (rollNo: number) => void;
}) {
  const [open, setOpen] = useState(false);
  const dates = useDateFormat();
  const panelId = useId();
  const what = `${leave.student_name}'s leave on ${dates.date(leave.leave_date)} in ${leave.course_code}`;
  return (
    <>
      <Toggle
        type="button"
        $variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`History of ${what}`}
        onClick={() => setOpen(!open)}
      >
        History
      </Toggle>
      <div id={panelId} hidden={!open}>
        {open && (
          <>
            <Events aria-label={`History of ${what}`}>
              {leave.history.map((event) => (
                <li key={`${event.at}-${event.to_status}`}>
                  {eventWords(event)} <Muted>{dates.dateTime(event.at)}</Muted>
                </li>
              ))}
            </Events>
            {onOpenAudit && (
              <Toggle type="button" $variant="secondary" onClick={() => onOpenAudit(leave.user_id)}>
                Audit trail of {leave.student_name}
              </Toggle>
            )}
          </>
        )}
      </div>
    </>
  );
}
