import styled from 'styled-components';
import type { Leave } from '@leave/contract';
import { Card, CardTitle, theme } from '@leave/ui';

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  dt {
    font-weight: 600;
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
  }
`;

/** The read-only box for a day that already has leave. */
export function LeaveDetails({ leave }: { leave: Leave }) {
  return (
    <Card aria-labelledby="leave-details-title">
      <CardTitle id="leave-details-title">Leave Details</CardTitle>
      <Facts>
        <dt>Leave Date</dt>
        <dd>{leave.leave_date}</dd>
        <dt>Reason</dt>
        <dd>{leave.reason}</dd>
        <dt>Status</dt>
        <dd>{leave.status}</dd>
        <dt>Leave in Course</dt>
        <dd>{leave.course_code}</dd>
      </Facts>
    </Card>
  );
}
