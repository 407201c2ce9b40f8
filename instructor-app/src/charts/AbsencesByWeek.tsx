import type { CourseAbsenceWeeks } from '@leave/contract';
import { Loading } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { Words } from '@leave/ui/i18n';
import { LoadFailure, TranslatedView } from '@leave/web-kit';
import { absenceSeries, ChartFigure, total, useChartDates, weekCategories } from '@leave/web-kit/charts';
import type { ChartDates } from '@leave/web-kit/charts';
import { useGetAbsencesByWeekQuery } from '../api/instructorApi';
import { loadWords } from './loadWords';
import { absencesWords as words } from './words';

function summaryOf(intl: Words, dates: ChartDates, course: CourseAbsenceWeeks): string {
  const say = intl.formatMessage;
  const totals = course.weeks.map((week) => week.counted + week.excused + week.pending);
  const most = Math.max(0, ...totals);
  if (most === 0) return say(words.nobodyAway, { course: course.course_code });
  // The first week with the most, as web-kit's busiestWeek finds it.
  const week = course.weeks[totals.indexOf(most)]!.week;
  return say(words.missed, {
    total: total(totals),
    course: course.course_code,
    totals: say(words.totals, {
      counted: total(course.weeks.map((w) => w.counted)),
      excused: total(course.weeks.map((w) => w.excused)),
      pending: total(course.weeks.map((w) => w.pending)),
    }),
    busiest: say(words.busiest, { week: dates.dayMonth(week), count: most }),
  });
}

/** Each taught course's absences week by week over the term: counted, excused (not counted) and pending apart. */
export function AbsencesByWeek() {
  return (
    <TranslatedView load={loadWords} id="absence-weeks-title" title={words.title}>
      <AbsencesView />
    </TranslatedView>
  );
}

function AbsencesView() {
  const intl = useIntl();
  const say = intl.formatMessage;
  const dates = useChartDates();
  const { data, error, isLoading, refetch } = useGetAbsencesByWeekQuery();
  const labels = { counted: say(words.counted), excused: say(words.excused), pending: say(words.pending) };
  const span = data && {
    from: dates.dayMonthYear(data.from),
    to: dates.dayMonthYear(data.to),
  };
  return (
    <>
      {isLoading && <Loading />}
      {!isLoading && !data && <LoadFailure error={error} onRetry={() => void refetch()} />}
      {data && span && (
        <>
          <p>
            {say(words.about, {
              window: data.term ? say(words.windowOfTerm, { term: data.term, ...span }) : say(words.windowDates, span),
            })}
          </p>
          {data.courses.length === 0 && <p>{say(words.noCoursesYet)}</p>}
          {data.courses.map((course) => (
            <ChartFigure
              key={course.course_code}
              id={`absences-${course.course_code}`}
              title={say(words.chartTitle, { course: course.course_code, title: course.course_title })}
              summary={summaryOf(intl, dates, course)}
              categoryHeading={say(words.weekOf)}
              spec={{
                categories: weekCategories(course.weeks, dates.dayMonth),
                series: absenceSeries(course.weeks, false, labels),
                leftAxis: say(words.lecturesMissed),
                stacked: true,
              }}
            />
          ))}
        </>
      )}
    </>
  );
}
