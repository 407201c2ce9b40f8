import type { Leave, LeaveEvent } from '@leave/contract';
import { Card, CardTitle, FactList } from '@leave/ui';
import type { NoticeTone } from '@leave/ui';
import { LeaveHistory, StatusChip } from '@leave/web-kit';
// Withdraw and Cancel (with their Undo) come with the details, which Apply Leave loads only for a
// day with leave (LeaveView): the dashboard's first view is lighter by both.
import { TakeBackButtons } from './TakeBackButtons';

interface LeaveDetailsProps {
  leave: Leave;
  /** The leave's history, once loaded. */
  history?: LeaveEvent[];
  /** The school's today, for whether accepted leave may still be cancelled. */
  today?: string;
  /** Says how a withdraw or cancel went. */
  onOutcome: (tone: NoticeTone, text: string) => void;
}

/** The comment of the decision that rejected it (a reject or a revoke), if it has one. */
const rejectionReason = (leave: Leave, history?: LeaveEvent[]) =>
  leave.status === 'rejected' ? history?.findLast((event) => event.to_status === 'rejected')?.comment : undefined;

/** The read-only box for a day that already has leave (the spec's four facts), its history and what can still be done. */
export function LeaveDetails({ leave, history, today, onOutcome }: LeaveDetailsProps) {
  const titleId = `leave-details-${leave.leave_id}`;
  const why = rejectionReason(leave, history);
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>Leave Details</CardTitle>
      <FactList>
        <dt>Leave Date</dt>
        <dd>
          <time dateTime={leave.leave_date}>{leave.leave_date}</time>
        </dd>
        <dt>Reason</dt>
        <dd>{leave.reason}</dd>
        <dt>Status</dt>
        <dd>
          <StatusChip status={leave.status} />
          {why && <> Reason for rejection: {why}</>}
        </dd>
        <dt>Leave in Course</dt>
        <dd>{leave.course_code}</dd>
      </FactList>
      {history && history.length > 0 && (
        <>
          <h4>History</h4>
          <LeaveHistory events={history} label={`History of leave ${leave.course_code} on ${leave.leave_date}`} />
        </>
      )}
      <TakeBackButtons leave={leave} today={today} onOutcome={onOutcome} />
    </Card>
  );
}
