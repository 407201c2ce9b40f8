import type { CourseProgress, Session } from '@leave/contract';
import { Loading, ViewHeading } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { Words } from '@leave/ui/i18n';
import { LoadFailure } from '@leave/web-kit';
import { absenceSeries, ChartFigure, total, useChartDates, weekCategories } from '@leave/web-kit/charts';
import type { ChartDates, ChartSpec } from '@leave/web-kit/charts';
import { useGetMyProgressQuery } from './progressApi';
import { courseWords as words } from '../words/courses';
import { words as menuWords } from '../words/words';

/** The course's lectures away each week (bars, right axis) and its percentage at each week's end against its limit (lines). */
function specOf(intl: Words, dates: ChartDates, course: CourseProgress): ChartSpec {
  const say = intl.formatMessage;
  const labels = { counted: say(words.counted), excused: say(words.excused), pending: say(words.pending) };
  return {
    categories: weekCategories(course.weeks, dates.dayMonth),
    series: [
      ...absenceSeries(course.weeks, true, labels),
      {
        label: say(words.leavePercentageSeries),
        values: course.weeks.map((week) => week.percentage),
        colour: 'text',
        draw: 'line',
        unit: '%',
      },
      {
        label: say(words.limit),
        values: course.weeks.map(() => course.leave_limit),
        colour: 'danger',
        draw: 'dashed line',
        unit: '%',
      },
    ],
    leftAxis: say(words.leftAxis),
    rightAxis: say(words.rightAxis),
    stacked: true,
  };
}

/** Where the course ends the weeks against its limit, and what its leave was, in words. */
function summaryOf(intl: Words, dates: ChartDates, course: CourseProgress): string {
  const say = intl.formatMessage;
  const last = course.weeks.at(-1)?.percentage ?? 0;
  const over = course.weeks.find((week) => week.percentage > course.leave_limit);
  const limit = { limit: course.leave_limit };
  const summary = say(words.summary, {
    course: course.course_code,
    last,
    lectures: course.total_lectures,
    where: say(last > course.leave_limit ? words.overLimit : words.withinLimit, limit),
    totals: say(words.totals, {
      counted: total(course.weeks.map((w) => w.counted)),
      excused: total(course.weeks.map((w) => w.excused)),
      pending: total(course.weeks.map((w) => w.pending)),
    }),
  });
  return over ? `${summary} ${say(words.passes, { week: dates.dayMonth(over.week) })}` : summary;
}

/** The student's percentage per course week by week over the term, against each course's limit. */
export function MyProgress({ session }: { session: Session }) {
  const { data, error, isLoading, refetch } = useGetMyProgressQuery(session.user_id);
  const intl = useIntl();
  const say = intl.formatMessage;
  const dates = useChartDates();
  const span = data && { from: dates.dayMonthYear(data.from), to: dates.dayMonthYear(data.to) };
  return (
    <section aria-labelledby="progress-title">
      <ViewHeading id="progress-title">{say(menuWords.myProgress)}</ViewHeading>
      {isLoading && <Loading />}
      {!isLoading && !data && <LoadFailure error={error} onRetry={() => void refetch()} />}
      {data && span && (
        <>
          <p>
            {say(words.about, {
              window: data.term ? say(words.windowOfTerm, { term: data.term, ...span }) : say(words.windowDates, span),
            })}
          </p>
          {data.courses.length === 0 && <p>{say(menuWords.notEnrolledYet, { rollNo: session.user_id })}</p>}
          {data.courses.map((course) => (
            <ChartFigure
              key={course.course_code}
              id={`progress-${course.course_code}`}
              title={say(words.chartTitle, { course: course.course_code, limit: course.leave_limit })}
              summary={summaryOf(intl, dates, course)}
              categoryHeading={say(words.weekOf)}
              spec={specOf(intl, dates, course)}
            />
          ))}
        </>
      )}
    </section>
  );
}
