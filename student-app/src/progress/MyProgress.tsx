import type { CourseProgress, Session } from '@leave/contract';
import { Loading, ViewHeading } from '@leave/ui';
import { LoadFailure } from '@leave/web-kit';
import { absenceSeries, absenceTotalsWords, ChartFigure, weekCategories, windowWords } from '@leave/web-kit/charts';
import type { ChartSpec } from '@leave/web-kit/charts';
import { useGetMyProgressQuery } from './progressApi';
import { NotEnrolledYet } from '../courses/NotEnrolledYet';

/** The course's lectures away each week (bars, right axis) and its percentage at each week's end against its limit (lines). */
const specOf = (course: CourseProgress): ChartSpec => ({
  categories: weekCategories(course.weeks),
  series: [
    ...absenceSeries(course.weeks, true),
    {
      label: 'Leave percentage',
      values: course.weeks.map((week) => week.percentage),
      colour: 'text',
      draw: 'line',
      unit: '%',
    },
    {
      label: 'Limit',
      values: course.weeks.map(() => course.leave_limit),
      colour: 'danger',
      draw: 'dashed line',
      unit: '%',
    },
  ],
  leftAxis: 'Leave percentage (%)',
  rightAxis: 'Lectures',
  stacked: true,
});

/** Where the course ends the weeks against its limit, and what its leave was, in words. */
function summaryOf(course: CourseProgress): string {
  const last = course.weeks.at(-1)?.percentage ?? 0;
  const over = course.weeks.find((week) => week.percentage > course.leave_limit);
  const where =
    last > course.leave_limit ? `over its ${course.leave_limit}% limit` : `within its ${course.leave_limit}% limit`;
  return (
    `${course.course_code} reaches ${last}% of its ${course.total_lectures} lectures by the last week, ${where}. ` +
    `Lectures away: ${absenceTotalsWords(course.weeks)}.` +
    (over ? ` It passes the limit in the week of ${weekCategories([over])[0]!.label}.` : '')
  );
}

/** The student's percentage per course week by week over the term, against each course's limit. */
export function MyProgress({ session }: { session: Session }) {
  const { data, error, isLoading, refetch } = useGetMyProgressQuery(session.user_id);
  return (
    <section aria-labelledby="progress-title">
      <ViewHeading id="progress-title">My Progress</ViewHeading>
      {isLoading && <Loading />}
      {!isLoading && !data && <LoadFailure error={error} onRetry={() => void refetch()} />}
      {data && (
        <>
          <p>
            Week by week over {windowWords(data)}: the lectures you were away from (accepted leave that counts, excused
            leave of a kind that does not count, and leave still pending) and your leave percentage at the end of each
            week, against the course's limit.
          </p>
          {data.courses.length === 0 && <NotEnrolledYet rollNo={session.user_id} />}
          {data.courses.map((course) => (
            <ChartFigure
              key={course.course_code}
              id={`progress-${course.course_code}`}
              title={`${course.course_code}: leave percentage by week, against the ${course.leave_limit}% limit`}
              summary={summaryOf(course)}
              categoryHeading="Week of"
              spec={specOf(course)}
            />
          ))}
        </>
      )}
    </section>
  );
}
