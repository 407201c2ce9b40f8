import { useEffect, useState } from 'react';
import { errorMessage } from '@leave/web-kit';
import type { Course } from '@leave/contract';
import { Card, CardTitle, Loading, Notice, Table } from '@leave/ui';
import { useGetLeavesQuery } from '../api/instructorApi';
import { PendingRequestRow } from './PendingRequestRow';
import type { DecisionOutcome } from './PendingRequestRow';

export function CoursePendingRequests({ course }: { course: Course }) {
  const { data, error, isLoading } = useGetLeavesQuery(course.course_code);
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);
  const pending = (data?.leaveData ?? []).filter((leave) => leave.status === 'pending');
  const titleId = `pending-${course.course_code}`;

  useEffect(() => {
    if (error) console.error(`Error: cannot load leave for ${course.course_code}`, error);
  }, [error, course.course_code]);

  return (
    <Card aria-labelledby={titleId} style={{ marginBottom: 16 }}>
      <CardTitle id={titleId}>
        {course.course_code} - {course.course_title} : {data ? pending.length : '…'} pending requests
      </CardTitle>
      {outcome && (
        <Notice tone={outcome.ok ? 'success' : 'error'} onDismiss={() => setOutcome(null)}>
          {outcome.message}
        </Notice>
      )}
      {isLoading && <Loading />}
      {error && <Notice tone="error">The requests could not be loaded. {errorMessage(error)}</Notice>}
      {data && pending.length === 0 && <p>No pending requests.</p>}
      {pending.length > 0 && (
        <Table aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Roll No.</th>
              <th scope="col">Reason</th>
              <th scope="col">
                <span className="visually-hidden">Decision</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {pending.map((leave) => (
              <PendingRequestRow key={leave.leave_id} leave={leave} onDecided={setOutcome} />
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
