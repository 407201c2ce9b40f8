import { useState } from 'react';
import { styled } from '@leave/ui/styled';
import { LEAVE_STATUSES } from '@leave/contract';
import type { LeaveStatus, Session } from '@leave/contract';
import { pageCount, uiMessages } from '@leave/domain';
import { Card, FactList, Loading, Notice, Pager, SelectField, ViewHeading } from '@leave/ui';
import { errorMessage, LeaveHistory } from '@leave/web-kit';
import { useGetLeavePolicyQuery, useGetMyLeavesQuery } from '../api/studentApi';
import { TakeBackButtons } from '../leave/TakeBackButtons';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 16px;
  > * {
    min-width: 160px;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const PAGE_SIZE = 20;

interface MyRequestsProps {
  session: Session;
  courseCodes: string[];
}

/** Every leave of the student, newest date first, by status and course, each with its history. */
export function MyRequests({ session, courseCodes }: MyRequestsProps) {
  const [status, setStatus] = useState<LeaveStatus | ''>('');
  const [course, setCourse] = useState('');
  const [page, setPage] = useState(1);
  const { data: policy } = useGetLeavePolicyQuery();
  // currentData: while other filters load, the old list is not shown as if it were theirs.
  const {
    currentData: data,
    error,
    isFetching,
  } = useGetMyLeavesQuery({
    user_id: session.user_id,
    page,
    page_size: PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(course ? { course_code: course } : {}),
  });
  const pages = data ? pageCount(data.total, data.page_size) : 1;

  return (
    <section aria-labelledby="my-requests">
      <ViewHeading id="my-requests">My Requests</ViewHeading>
      <Filters>
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as LeaveStatus | '');
            setPage(1);
          }}
        >
          <option value="">All statuses</option>
          {LEAVE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Course"
          value={course}
          onChange={(event) => {
            setCourse(event.target.value);
            setPage(1);
          }}
        >
          <option value="">All courses</option>
          {courseCodes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
      </Filters>
      {error && <Notice tone="error">Your requests could not be loaded. {errorMessage(error)}</Notice>}
      {!data && isFetching && <Loading />}
      {data && (
        <p role="status">
          {data.total === 0 ? 'No leave matches.' : `${data.total} ${data.total === 1 ? 'leave' : 'leaves'}`}
        </p>
      )}
      {data && data.items.length > 0 && (
        <List aria-label="Leave requests">
          {data.items.map((leave) => (
            <li key={leave.leave_id}>
              <Card aria-label={`Leave ${leave.course_code} on ${leave.leave_date}`}>
                <FactList>
                  <dt>Leave Date</dt>
                  <dd>
                    <time dateTime={leave.leave_date}>{leave.leave_date}</time>
                  </dd>
                  <dt>Course</dt>
                  <dd>
                    {leave.course_code}
                    {leave.no_longer_enrolled && uiMessages.noLongerEnrolled}
                  </dd>
                  <dt>Status</dt>
                  <dd>{leave.status}</dd>
                  <dt>Reason</dt>
                  <dd>{leave.reason}</dd>
                  <dt>Request</dt>
                  <dd>#{leave.request_id}</dd>
                </FactList>
                <details>
                  <summary>History</summary>
                  <LeaveHistory
                    events={leave.history}
                    label={`History of leave ${leave.course_code} on ${leave.leave_date}`}
                  />
                </details>
                <TakeBackButtons leave={leave} today={policy?.today} />
              </Card>
            </li>
          ))}
        </List>
      )}
      <Pager label="Pages of my requests" page={Math.min(page, pages)} pageCount={pages} onPage={setPage} />
    </section>
  );
}
