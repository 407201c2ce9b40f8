import type { LeaveByWeek as LeaveWeeks, StatusWeek } from '@leave/contract';
import { Card, Loading, ViewHeading } from '@leave/ui';
import { LoadFailure } from '@leave/web-kit';
import { absenceSeries, busiestWeek, ChartFigure, total, weekCategories, windowWords } from '@leave/web-kit/charts';
import type { ChartSeries } from '@leave/web-kit/charts';
import { useGetLeaveByWeekQuery } from '../api/adminApi';

/** Leave that keeps a student away (counted, excused, pending), then what was decided or taken back. */
const seriesOf = (weeks: StatusWeek[]): ChartSeries[] => [
  ...absenceSeries(weeks),
  { label: 'Rejected', values: weeks.map((w) => w.rejected), colour: 'danger', draw: 'bar', pattern: 'solid' },
  { label: 'Withdrawn', values: weeks.map((w) => w.withdrawn), colour: 'muted', draw: 'bar', pattern: 'stripes' },
  { label: 'Cancelled', values: weeks.map((w) => w.cancelled), colour: 'muted', draw: 'bar', pattern: 'dots' },
];

function summaryOf(data: LeaveWeeks): string {
  const series = seriesOf(data.weeks);
  const totals = data.weeks.map((_, row) => total(series.map((one) => one.values[row]!)));
  const busiest = busiestWeek(data.weeks, totals);
  if (!busiest) return 'No leave is on a lecture in these weeks.';
  const parts = series.map((one) => `${total(one.values)} ${one.label.toLowerCase()}`).join(', ');
  return `${total(totals)} lectures of leave: ${parts}. The most in ${busiest}.`;
}

/** All leave on lectures week by week over the term, by status; accepted leave counted or excused. */
export function LeaveByWeek() {
  const { data, error, isLoading, refetch } = useGetLeaveByWeekQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Card>
      <ViewHeading inCard id="leave-by-week-heading">
        Leave by Week
      </ViewHeading>
      {isLoading && <Loading />}
      {!isLoading && !data && <LoadFailure error={error} onRetry={() => void refetch()} />}
      {data && (
        <>
          <p>
            Every leave on a lecture, week by week over {windowWords(data)}, by status. Accepted leave is counted toward
            the course's limit, or excused when its kind does not count (such as Institute duty).
          </p>
          <ChartFigure
            id="leave-weeks"
            title="Leave by status, week by week"
            summary={summaryOf(data)}
            categoryHeading="Week of"
            spec={{
              categories: weekCategories(data.weeks),
              series: seriesOf(data.weeks),
              leftAxis: 'Lectures of leave',
              stacked: true,
            }}
          />
        </>
      )}
    </Card>
  );
}
