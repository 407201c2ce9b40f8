import type { LeaveByWeek as LeaveWeeks, StatusWeek } from '@leave/contract';
import { Card, Loading, ViewHeading } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { MessageDescriptor, Words } from '@leave/ui/i18n';
import { LoadFailure } from '@leave/web-kit';
import { absenceSeries, ChartFigure, total, useChartDates, weekCategories } from '@leave/web-kit/charts';
import type { ChartDates, ChartSeries } from '@leave/web-kit/charts';
import { useGetLeaveByWeekQuery } from '../api/adminApi';
import { leaveByWeekWords as words } from '../words/leaveByWeek';

/** Each series' count as the summary says it ("4 counted"), in the series' order. */
const PARTS: MessageDescriptor[] = [
  words.countedPart,
  words.excusedPart,
  words.pendingPart,
  words.rejectedPart,
  words.withdrawnPart,
  words.cancelledPart,
];

/** Leave that keeps a student away (counted, excused, pending), then what was decided or taken back. */
const seriesOf = (weeks: StatusWeek[], say: Words['formatMessage']): ChartSeries[] => [
  ...absenceSeries(weeks, false, {
    counted: say(words.counted),
    excused: say(words.excused),
    pending: say(words.pending),
  }),
  { label: say(words.rejected), values: weeks.map((w) => w.rejected), colour: 'danger', draw: 'bar', pattern: 'solid' },
  {
    label: say(words.withdrawn),
    values: weeks.map((w) => w.withdrawn),
    colour: 'muted',
    draw: 'bar',
    pattern: 'stripes',
  },
  {
    label: say(words.cancelled),
    values: weeks.map((w) => w.cancelled),
    colour: 'muted',
    draw: 'bar',
    pattern: 'dots',
  },
];

function summaryOf(intl: Words, dates: ChartDates, data: LeaveWeeks): string {
  const say = intl.formatMessage;
  const series = seriesOf(data.weeks, say);
  const totals = data.weeks.map((_, row) => total(series.map((one) => one.values[row]!)));
  const most = Math.max(0, ...totals);
  if (most === 0) return say(words.noLeave);
  // The first week with the most, as web-kit's busiestWeek finds it.
  const week = data.weeks[totals.indexOf(most)]!.week;
  return say(words.summary, {
    total: total(totals),
    parts: series.map((one, index) => say(PARTS[index]!, { count: total(one.values) })).join(', '),
    busiest: say(words.busiest, { week: dates.dayMonth(week), count: most }),
  });
}

/** All leave on lectures week by week over the term, by status; accepted leave counted or excused. */
export function LeaveByWeek() {
  const intl = useIntl();
  const say = intl.formatMessage;
  const dates = useChartDates();
  const { data, error, isLoading, refetch } = useGetLeaveByWeekQuery(undefined, { refetchOnMountOrArgChange: true });
  const span = data && { from: dates.dayMonthYear(data.from), to: dates.dayMonthYear(data.to) };
  return (
    <Card>
      <ViewHeading inCard id="leave-by-week-heading">
        {say(words.title)}
      </ViewHeading>
      {isLoading && <Loading />}
      {!isLoading && !data && <LoadFailure error={error} onRetry={() => void refetch()} />}
      {data && span && (
        <>
          <p>
            {say(words.about, {
              window: data.term ? say(words.windowOfTerm, { term: data.term, ...span }) : say(words.windowDates, span),
            })}
          </p>
          <ChartFigure
            id="leave-weeks"
            title={say(words.chartTitle)}
            summary={summaryOf(intl, dates, data)}
            categoryHeading={say(words.weekOf)}
            spec={{
              categories: weekCategories(data.weeks, dates.dayMonth),
              series: seriesOf(data.weeks, say),
              leftAxis: say(words.lecturesOfLeave),
              stacked: true,
            }}
          />
        </>
      )}
    </Card>
  );
}
