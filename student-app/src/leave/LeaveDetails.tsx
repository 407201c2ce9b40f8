import type { Leave, LeaveEvent } from '@leave/contract';
import { Card, CardTitle, FactList } from '@leave/ui';
import type { NoticeTone } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { LeaveHistory, StatusChip } from '@leave/web-kit';
import { leaveWords as say } from '../words/leave';
import { words } from '../words/words';
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
  const intl = useIntl();
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{intl.formatMessage(say.leaveDetails)}</CardTitle>
      <FactList>
        <dt>{intl.formatMessage(words.leaveDate)}</dt>
        <dd>
          <time dateTime={leave.leave_date}>{leave.leave_date}</time>
        </dd>
        <dt>{intl.formatMessage(words.reason)}</dt>
        <dd>{leave.reason}</dd>
        <dt>{intl.formatMessage(say.status)}</dt>
        <dd>
          <StatusChip status={leave.status} />
          {why && intl.formatMessage(say.reasonForRejection, { reason: why })}
        </dd>
        <dt>{intl.formatMessage(say.leaveInCourse)}</dt>
        <dd>{leave.course_code}</dd>
      </FactList>
      {history && history.length > 0 && (
        <>
          <h4>{intl.formatMessage(say.history)}</h4>
          <LeaveHistory
            events={history}
            label={intl.formatMessage(say.historyOf, { course: leave.course_code, date: leave.leave_date })}
          />
        </>
      )}
      <TakeBackButtons leave={leave} today={today} onOutcome={onOutcome} />
    </Card>
  );
}
