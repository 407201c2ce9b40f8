import type { Leave } from '@leave/contract';
import { Card, CardTitle, FactList } from '@leave/ui';

/** The read-only box for a day that already has leave. */
export function LeaveDetails({ leave }: { leave: Leave }) {
  return (
    <Card aria-labelledby="leave-details-title">
      <CardTitle id="leave-details-title">Leave Details</CardTitle>
      <FactList>
        <dt>Leave Date</dt>
        <dd>{leave.leave_date}</dd>
        <dt>Reason</dt>
        <dd>{leave.reason}</dd>
        <dt>Status</dt>
        <dd>{leave.status}</dd>
        <dt>Leave in Course</dt>
        <dd>{leave.course_code}</dd>
      </FactList>
    </Card>
  );
}
