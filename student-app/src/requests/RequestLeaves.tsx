import { useState } from 'react';
import { styled } from '@leave/ui/styled';
import type { LeaveRequestSummary, RequestCourse, Session } from '@leave/contract';
import { Card, FactList, Notice } from '@leave/ui';
import type { NoticeTone } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { errorMessage, LeaveHistory, SchoolDate, StatusChip } from '@leave/web-kit';
import { useGetLeavePolicyQuery, useGetMyLeavesQuery } from '../api/studentApi';
import { TakeBackButtons } from '../leave/TakeBackButtons';
import { leaveWords } from '../words/leave';
import { requestWords as words } from '../words/requests';
import { notCountedLine } from '../words/serverLines';

const List = styled.ul`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

/** A request's lectures, course by course: each leave with its status, history and what can still be done. */
export function RequestLeaves({ request, session }: { request: LeaveRequestSummary; session: Session }) {
  return (
    <>
      {request.courses.map((course) => (
        <CourseLeaves key={course.course_code} request={request} course={course} session={session} />
      ))}
    </>
  );
}

/**
 * One course's part: its leave between the request's dates (a course has at most one a date, so
 * well within a page), picked by the request's leave ids.
 */
function CourseLeaves({
  request,
  course,
  session,
}: {
  request: LeaveRequestSummary;
  course: RequestCourse;
  session: Session;
}) {
  const { data: policy } = useGetLeavePolicyQuery();
  const intl = useIntl();
  // What the last withdraw or cancel here came to (a new key each time: it takes the focus again).
  const [said, setSaid] = useState<{ key: number; tone: NoticeTone; text: string } | null>(null);
  const say = (tone: NoticeTone, text: string) => setSaid((before) => ({ key: (before?.key ?? 0) + 1, tone, text }));
  const { data, error } = useGetMyLeavesQuery({
    user_id: session.user_id,
    course_code: course.course_code,
    from: request.from_date,
    to: request.to_date,
    page_size: 100,
  });
  if (error) return <Notice tone="error">{errorMessage(error, undefined, intl)}</Notice>;
  if (!data) return <p>{intl.formatMessage(words.loading)}</p>;
  const leaves = data.items
    .filter((leave) => course.leave_ids.includes(leave.leave_id))
    .sort((a, b) => a.leave_date.localeCompare(b.leave_date));
  return (
    <>
      {said && (
        <Notice key={said.key} tone={said.tone} onDismiss={() => setSaid(null)} focusOnShow>
          {said.text}
        </Notice>
      )}
      <List aria-label={intl.formatMessage(words.lecturesOf, { course: course.course_code })}>
        {leaves.map((leave) => (
          <li key={leave.leave_id}>
            <Card aria-label={intl.formatMessage(words.leaveOn, { course: leave.course_code, date: leave.leave_date })}>
              <FactList>
                <dt>{intl.formatMessage(words.leaveDate)}</dt>
                <dd>
                  <SchoolDate date={leave.leave_date} />
                </dd>
                <dt>{intl.formatMessage(words.course)}</dt>
                <dd>
                  {leave.course_code}
                  {leave.no_longer_enrolled && intl.formatMessage(words.noLongerEnrolled)}
                </dd>
                <dt>{intl.formatMessage(leaveWords.status)}</dt>
                <dd>
                  <StatusChip status={leave.status} />
                </dd>
                {leave.no_lecture && (
                  <>
                    <dt>{intl.formatMessage(words.notCounted)}</dt>
                    <dd>{notCountedLine(intl, leave.no_lecture, leave.no_lecture_why)}</dd>
                  </>
                )}
              </FactList>
              <details>
                <summary>{intl.formatMessage(words.history)}</summary>
                <LeaveHistory
                  events={leave.history}
                  label={intl.formatMessage(leaveWords.historyOf, {
                    course: leave.course_code,
                    date: leave.leave_date,
                  })}
                />
              </details>
              <TakeBackButtons leave={leave} today={policy?.today} onOutcome={say} />
            </Card>
          </li>
        ))}
      </List>
    </>
  );
}
