import { useState } from 'react';
import { styled } from '@leave/ui/styled';
import { LEAVE_STATUSES } from '@leave/contract';
import type { Course, DecidedLeavesQuery, LeaveStatus } from '@leave/contract';
import { isCalendarDate, pageCount } from '@leave/domain';
import { Card, FactList, Notice, SelectField, TextField } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { Pager } from '@leave/ui/pager';
import {
  DateField,
  LeaveHistory,
  SchoolDate,
  StatusChip,
  TranslatedView,
  useDateFormat,
  useSchoolToday,
  ViewLoadState,
} from '@leave/web-kit';
import { usePagerWords } from '@leave/web-kit/words/pager';
import { statusIn } from '@leave/web-kit/words/status';
import { useGetDecidedLeavesQuery } from '../api/instructorApi';
import { ReopenControl } from './ReopenControl';
import { RevokeControl } from './RevokeControl';
import { loadWords } from './loadWords';
import { historyWords as words } from './words';

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
  return (
    <TranslatedView load={loadWords} id="decided-history" title={words.title}>
      <HistoryView courses={courses} />
    </TranslatedView>
  );
}

function HistoryView({ courses }: { courses: Course[] }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const [filter, setFilter] = useState<Filter>({ course: '', status: '', from: '', to: '', rollNo: '' });
  const [page, setPage] = useState(1);
  // What the last revoke came to (a new key each time: it takes the focus again).
  const [outcome, setOutcome] = useState<{ key: number; text: string; tone: 'rejected' | 'success' } | null>(null);
  const show = (tone: 'rejected' | 'success') => (text: string) =>
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
  const pagerWords = usePagerWords(Math.min(page, pages), pages);
  const set = (key: keyof Filter) => (event: { target: { value: string } }) => {
    setFilter((current) => ({ ...current, [key]: event.target.value }));
    setPage(1);
  };

  return (
    <>
      <Filters>
        <SelectField label={say(words.course)} value={filter.course} onChange={set('course')}>
          <option value="">{say(words.allCourses)}</option>
          {courses.map((course) => (
            <option key={course.course_code} value={course.course_code}>
              {course.course_code}
            </option>
          ))}
        </SelectField>
        <SelectField label={say(words.status)} value={filter.status} onChange={set('status')}>
          <option value="">{say(words.allDecided)}</option>
          {DECIDED.map((status) => (
            <option key={status} value={status}>
              {statusIn(intl, status)}
            </option>
          ))}
        </SelectField>
        <DateField label={say(words.from)} value={filter.from} onChange={set('from')} />
        <DateField label={say(words.to)} value={filter.to} onChange={set('to')} />
        <TextField
          label={say(words.rollNo)}
          inputMode="numeric"
          value={filter.rollNo}
          error={filter.rollNo && !rollNo ? say(words.rollNoNumber) : undefined}
          onChange={set('rollNo')}
        />
      </Filters>
      {outcome && (
        <Notice key={outcome.key} tone={outcome.tone} onDismiss={() => setOutcome(null)} focusOnShow>
          {outcome.text}
        </Notice>
      )}
      <ViewLoadState error={error} loading={!data && isFetching} notLoaded={words.notLoaded} />
      {data && (
        <p role="status">
          {data.total === 0
            ? say(words.none)
            : say(data.total === 1 ? words.oneLeave : words.manyLeaves, { count: data.total })}
        </p>
      )}
      {data && data.items.length > 0 && (
        <List aria-label={say(words.list)}>
          {data.items.map((leave) => (
            <li key={leave.leave_id}>
              <Card
                aria-label={say(words.leaveOf, {
                  student: leave.user_id,
                  date: dates.date(leave.leave_date),
                  course: leave.course_code,
                })}
              >
                <FactList>
                  <dt>{say(words.date)}</dt>
                  <dd>
                    <SchoolDate date={leave.leave_date} />
                  </dd>
                  <dt>{say(words.course)}</dt>
                  <dd>
                    {leave.course_code}
                    {leave.no_longer_enrolled && say(words.noLongerEnrolled)}
                  </dd>
                  <dt>{say(words.student)}</dt>
                  <dd>
                    {leave.student_name} ({leave.user_id})
                  </dd>
                  <dt>{say(words.status)}</dt>
                  <dd>
                    <StatusChip status={leave.status} />
                  </dd>
                  <dt>{say(words.reason)}</dt>
                  <dd>{leave.reason}</dd>
                </FactList>
                <LeaveHistory
                  events={leave.history}
                  label={say(words.historyOf, {
                    student: leave.user_id,
                    date: dates.date(leave.leave_date),
                    course: leave.course_code,
                  })}
                />
                {leave.status === 'accepted' && leave.leave_date >= today && (
                  <RevokeControl leave={leave} onRevoked={show('rejected')} />
                )}
                {leave.status === 'rejected' && <ReopenControl leave={leave} onReopened={show('success')} />}
              </Card>
            </li>
          ))}
        </List>
      )}
      <Pager
        label={say(words.pages)}
        page={Math.min(page, pages)}
        pageCount={pages}
        onPage={setPage}
        words={pagerWords}
      />
    </>
  );
}
