import type { CourseAbsenceWeeks } from '@leave/contract';
import { Loading, ViewHeading } from '@leave/ui';
import { LoadFailure } from '@leave/web-kit';
import {
  absenceSeries,
  absenceTotalsWords,
  busiestWeek,
  ChartFigure,
  total,
  weekCategories,
  windowWords,
} from '@leave/web-kit/charts';
import { useGetAbsencesByWeekQuery } from '../api/instructorApi';
import { NoCoursesYet } from '../courses/NoCoursesYet';

function summaryOf(course: CourseAbsenceWeeks): string {
  const totals = course.weeks.map((week) => week.counted + week.excused + week.pending);
  const busiest = busiestWeek(course.weeks, totals);
  if (!busiest) return `No student of ${course.course_code} is away from a lecture in these weeks.`;
  return (
    `${total(totals)} lectures missed in ${course.course_code}: ${absenceTotalsWords(course.weeks)}. ` +
    `The most in ${busiest}.`
  );
}

/** Each taught course's absences week by week over the term: counted, excused (not counted) and pending apart. */
export function AbsencesByWeek() {
  const { data, error, isLoading, refetch } = useGetAbsencesByWeekQuery();
  return (
    <section aria-labelledby="absence-weeks-title">
      <ViewHeading id="absence-weeks-title">Absences by Week</ViewHeading>
      {isLoading && <Loading />}
      {!isLoading && !data && <LoadFailure error={error} onRetry={() => void refetch()} />}
      {data && (
        <>
          <p>
            The lectures your students are away from, week by week over {windowWords(data)}: accepted leave that counts
            toward the course's limit, excused leave of a kind that does not count (such as Institute duty), and leave
            waiting for your decision.
          </p>
          {data.courses.length === 0 && <NoCoursesYet />}
          {data.courses.map((course) => (
            <ChartFigure
              key={course.course_code}
              id={`absences-${course.course_code}`}
              title={`${course.course_code} - ${course.course_title}: lectures missed by week`}
              summary={summaryOf(course)}
              categoryHeading="Week of"
              spec={{
                categories: weekCategories(course.weeks),
                series: absenceSeries(course.weeks),
                leftAxis: 'Lectures missed',
                stacked: true,
              }}
            />
          ))}
        </>
      )}
    </section>
  );
}
