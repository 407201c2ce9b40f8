import { useEffect, useState } from 'react';
import { errorMessage } from '@leave/web-kit';
import type { Course } from '@leave/contract';
import { pageCount } from '@leave/domain';
import { Card, CardTitle, Loading, Notice, Pager, StackedTable } from '@leave/ui';
import { firstPendingPage, useGetLeavesQuery } from '../api/instructorApi';
import { BulkDecisionBar } from './BulkDecisionBar';
import { PendingRequestRow } from './PendingRequestRow';
import type { DecisionOutcome } from './PendingRequestRow';

interface CoursePendingRequestsProps {
  course: Course;
  /** Told once the course's first page has answered (with its list or an error). */
  onFirstAnswer?: (courseCode: string) => void;
}

/** A course's pending requests, a page at a time (the server bounds every list). */
export function CoursePendingRequests({ course, onFirstAnswer }: CoursePendingRequestsProps) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useGetLeavesQuery({ ...firstPendingPage(course.course_code), page });
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const pending = data?.leaveData ?? [];
  // Only what is on the page can stay selected (a decided request leaves the list).
  const shownSelected = selected.filter((id) => pending.some((leave) => leave.leave_id === id));
  const allSelected = pending.length > 0 && shownSelected.length === pending.length;
  const pages = data ? pageCount(data.total, data.page_size) : 1;
  const titleId = `pending-${course.course_code}`;

  useEffect(() => {
    if (!isLoading) onFirstAnswer?.(course.course_code);
  }, [isLoading, onFirstAnswer, course.course_code]);

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
        <Notice
          key={outcome.message}
          tone={outcome.ok ? 'success' : 'error'}
          onDismiss={() => setOutcome(null)}
          focusOnShow
        >
          {outcome.message}
        </Notice>
      )}
      {isLoading && <Loading />}
      {error && <Notice tone="error">The requests could not be loaded. {errorMessage(error)}</Notice>}
      {data && data.total === 0 && <p>No pending requests.</p>}
      <BulkDecisionBar
        courseCode={course.course_code}
        selected={shownSelected}
        onDecided={(decided) => {
          setSelected([]);
          setOutcome(decided);
        }}
      />
      {pending.length > 0 && (
        <StackedTable aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label={`Select all ${course.course_code} requests on this page`}
                  checked={allSelected}
                  onChange={(event) => setSelected(event.target.checked ? pending.map((l) => l.leave_id) : [])}
                />
              </th>
              <th scope="col">Date</th>
              <th scope="col">Roll No.</th>
              <th scope="col">Name</th>
              <th scope="col">Reason</th>
              <th scope="col">If approved</th>
              <th scope="col">Comment</th>
              <th scope="col">
                <span className="visually-hidden">Decision</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {pending.map((leave) => (
              <PendingRequestRow
                key={leave.leave_id}
                leave={leave}
                selected={shownSelected.includes(leave.leave_id)}
                onSelect={(on) =>
                  setSelected((current) =>
                    on ? [...current, leave.leave_id] : current.filter((id) => id !== leave.leave_id),
                  )
                }
                onDecided={setOutcome}
              />
            ))}
          </tbody>
        </StackedTable>
      )}
      <Pager label={`Pages of ${course.course_code} pending requests`} page={page} pageCount={pages} onPage={setPage} />
    </Card>
  );
}
