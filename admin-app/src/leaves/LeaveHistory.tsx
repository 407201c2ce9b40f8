import { useId, useState } from 'react';
import type { LeaveEvent, LeaveWithHistory } from '@leave/contract';
import { Button, theme } from '@leave/ui';
import { styled } from '@leave/ui/styled';
import { useIntl } from '@leave/ui/i18n';
import type { Words } from '@leave/ui/i18n';
import { useDateFormat } from '@leave/web-kit';
import { statusWords } from '@leave/web-kit/words/status';
import { leaveWords as words } from '../words/leaves';

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

const VERBS = {
  pending: words.applied,
  accepted: words.approved,
  rejected: words.rejected,
  withdrawn: words.withdrew,
  cancelled: words.cancelled,
} satisfies Record<LeaveEvent['to_status'], unknown>;

/** "Dr. Meera Iyer revoked (accepted → rejected): Exam moved", in the language in use. */
const eventWords = (say: Words['formatMessage'], event: LeaveEvent) => {
  const verb =
    event.from_status === 'accepted' && event.to_status === 'rejected'
      ? words.revoked
      : event.from_status === 'rejected' && event.to_status === 'pending'
        ? words.reopened
        : VERBS[event.to_status];
  const moved = event.from_status
    ? say(words.moved, { from: say(statusWords[event.from_status]), to: say(statusWords[event.to_status]) })
    : '';
  const comment = event.comment ? say(words.comment, { comment: event.comment }) : '';
  return `${say(verb, { name: event.actor_name })}${moved}${comment}`;
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
  const say = useIntl().formatMessage;
  const panelId = useId();
  const historyOf = say(words.historyOf, {
    name: leave.student_name,
    date: dates.date(leave.leave_date),
    code: leave.course_code,
  });
  return (
    <>
      <Toggle
        type="button"
        $variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={historyOf}
        onClick={() => setOpen(!open)}
      >
        {say(words.history)}
      </Toggle>
      <div id={panelId} hidden={!open}>
        {open && (
          <>
            <Events aria-label={historyOf}>
              {leave.history.map((event) => (
                <li key={`${event.at}-${event.to_status}`}>
                  {eventWords(say, event)} <Muted>{dates.dateTime(event.at)}</Muted>
                </li>
              ))}
            </Events>
            {onOpenAudit && (
              <Toggle type="button" $variant="secondary" onClick={() => onOpenAudit(leave.user_id)}>
                {say(words.auditTrailOf, { name: leave.student_name })}
              </Toggle>
            )}
          </>
        )}
      </div>
    </>
  );
}
