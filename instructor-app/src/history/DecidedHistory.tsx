import { useState } from 'react';
import { styled } from '@leave/ui/styled';
import { LEAVE_STATUSES } from '@leave/contract';
import type { Course, DecidedLeavesQuery, LeaveStatus } from '@leave/contract';
import { isCalendarDate, pageCount, uiMessages } from '@leave/domain';
import { Card, FactList, Loading, Notice, SelectField, TextField, ViewHeading } from '@leave/ui';
import { Pager } from '@leave/ui/pager';
import {
  DateField,
  errorMessage,
  LeaveHistory,
  SchoolDate,
  StatusChip,
  useDateFormat,
  useSchoolToday,
} from '@leave/web-kit';
import { useGetDecidedLeavesQuery } from '../api/instructorApi';
import { ReopenControl } from './ReopenControl';
import { RevokeControl } from './RevokeControl';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 0 16px;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const PAGE_SIZE = 20;
const DECIDED: LeaveStatus[] = LEAVE_STATUSES.filter((status) => status !== 'pending');

type Filter = { course: string; status: string; from: string; to: string; rollNo: string };

/** History: the leave decided in the courses taught, newest first, filtered; accepted leave from today on can be revoked. */
export function DecidedHistory({ courses }: { courses: Course[] }) {
  const [filter, setFilter] = useState<Filter>({ course: '', status: '', from: '', to: '', rollNo: '' });
  const [page, setPage] = useState(1);
  // What the last revoke came to (a new key each time: it takes the focus again).
  const [outcome, setOutcome] = useState<{ key: number; text: string; tone: 'rejected' | 'success' } | null>(null);
  const say = (tone: 'rejected' | 'success') => (text: string) =>
    setOutcome((before) => ({ key: (before?.key ?? 0) + 1, text, tone }));
  const rollNo = /^\d{1,9}$/.test(filter.rollNo) ? Number(filter.rollNo) : undefined;
  const query: DecidedLeavesQuery = {
    page,
    page_size: PAGE_SIZE,
    ...(filter.course ? { course_code: filter.course } : {}),
    ...(filter.status ? { status: filter.status as LeaveStatus } : {}),
    // A date still being typed (or mistyped, which its field says) filters nothing yet.
    ...(isCalendarDate(filter.from) ? { from: filter.from } : {}),
    ...(isCalendarDate(filter.to) ? { to: filter.to } : {}),
    ...(rollNo ? { roll_no: rollNo } : {}),
  };
  // currentData: while other filters load, the old list is not shown as if it were theirs.
  const { currentData: data, error, isFetching } = useGetDecidedLeavesQuery(query);
  const pages = data ? pageCount(data.total, data.page_size) : 1;
  const today = useSchoolToday();
  const dates = useDateFormat();
  const set = (key: keyof Filter) => (event: { target: { value: string } }) => {
    setFilter((current) => ({ ...current, [key]: event.target.value }));
    setPage(1);
  };

  return (
    <section aria-labelledby="decided-history">
      <ViewHeading id="decided-history">History</ViewHeading>
      <Filters>
        <SelectField label="Course" value={filter.course} onChange={set('course')}>
          <option value="">All my courses</option>
          {courses.map((course) => (
            <option key={course.course_code} value={course.course_code}>
              {course.course_code}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" value={filter.status} onChange={set('status')}>
          <option value="">All decided</option>
          {DECIDED.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
        <DateField label="From" value={filter.from} onChange={set('from')} />
        <DateField label="To" value={filter.to} onChange={set('to')} />
        <TextField
          label="Roll No."
          inputMode="numeric"
          value={filter.rollNo}
          error={filter.rollNo && !rollNo ? 'Roll No. must be a number' : undefined}
          onChange={set('rollNo')}
        />
      </Filters>
      {outcome && (
        <Notice key={outcome.key} tone={outcome.tone} onDismiss={() => setOutcome(null)} focusOnShow>
          {outcome.text}
        </Notice>
      )}
      {error && <Notice tone="error">The history could not be loaded. {errorMessage(error)}</Notice>}
      {!data && isFetching && <Loading />}
      {data && (
        <p role="status">
          {data.total === 0
            ? 'No decided leave matches.'
            : `${data.total} decided ${data.total === 1 ? 'leave' : 'leaves'}`}
        </p>
      )}
      {data && data.items.length > 0 && (
        <List aria-label="Decided leave">
          {data.items.map((leave) => (
            <li key={leave.leave_id}>
              <Card aria-label={`Leave of ${leave.user_id} on ${dates.date(leave.leave_date)} in ${leave.course_code}`}>
                <FactList>
                  <dt>Date</dt>
                  <dd>
                    <SchoolDate date={leave.leave_date} />
                  </dd>
                  <dt>Course</dt>
                  <dd>
                    {leave.course_code}
                    {leave.no_longer_enrolled && uiMessages.noLongerEnrolled}
                  </dd>
                  <dt>Student</dt>
                  <dd>
                    {leave.student_name} ({leave.user_id})
                  </dd>
                  <dt>Status</dt>
                  <dd>
                    <StatusChip status={leave.status} />
                  </dd>
                  <dt>Reason</dt>
                  <dd>{leave.reason}</dd>
                </FactList>
                <LeaveHistory
                  events={leave.history}
                  label={`History of leave of ${leave.user_id} on ${dates.date(leave.leave_date)} in ${leave.course_code}`}
                />
                {leave.status === 'accepted' && leave.leave_date >= today && (
                  <RevokeControl leave={leave} onRevoked={say('rejected')} />
                )}
                {leave.status === 'rejected' && <ReopenControl leave={leave} onReopened={say('success')} />}
              </Card>
            </li>
          ))}
        </List>
      )}
      <Pager label="Pages of the history" page={Math.min(page, pages)} pageCount={pages} onPage={setPage} />
    </section>
  );
}
