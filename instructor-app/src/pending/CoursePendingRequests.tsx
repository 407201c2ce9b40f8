import { useEffect, useState } from 'react';
import { errorMessage } from '@leave/web-kit';
import type { Course } from '@leave/contract';
import { pageCount } from '@leave/domain';
import { Card, CardTitle, Loading, Notice, Pager, Table } from '@leave/ui';
import { useGetLeavesQuery } from '../api/instructorApi';
import { PendingRequestRow } from './PendingRequestRow';
import type { DecisionOutcome } from './PendingRequestRow';

/** A course's pending requests, a page at a time (the server bounds every list). */
export function CoursePendingRequests({ course }: { course: Course }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useGetLeavesQuery({ course_code: course.course_code, status: 'pending', page });
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);
  const pending = data?.leaveData ?? [];
  const pages = data ? pageCount(data.total, data.page_size) : 1;
  const titleId = `pending-${course.course_code}`;

  useEffect(() => {
    if (error) console.error(`Error: cannot load leave for ${course.course_code}`, error);
  }, [error, course.course_code]);

  // Deciding the last request of the last page leaves that page empty: show the one before
  // (adjusted while rendering, as React advises for state that follows the data).
  if (page > pages) setPage(pages);

  return (
    <Card aria-labelledby={titleId} style={{ marginBottom: 16 }}>
      <CardTitle id={titleId}>
        {course.course_code} - {course.course_title} : {data ? data.total : '…'} pending requests
      </CardTitle>
      {outcome && (
        <Notice tone={outcome.ok ? 'success' : 'error'} onDismiss={() => setOutcome(null)}>
          {outcome.message}
        </Notice>
      )}
      {isLoading && <Loading />}
      {error && <Notice tone="error">The requests could not be loaded. {errorMessage(error)}</Notice>}
      {data && data.total === 0 && <p>No pending requests.</p>}
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
      <Pager label={`Pages of ${course.course_code} pending requests`} page={page} pageCount={pages} onPage={setPage} />
    </Card>
  );
}
