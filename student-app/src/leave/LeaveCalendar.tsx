import Calendar from 'react-calendar';
import type { TileArgs } from 'react-calendar';
import 'react-calendar/dist/Calendar.css';
import styled from 'styled-components';
import { fromIsoDate, toIsoDate } from '@leave/contract';
import type { IsoDate, Leave, LeaveStatus } from '@leave/contract';
import { theme } from '@leave/ui';

/** The calendar shows active leave only: withdrawn and cancelled leave frees its date. */
type CalendarStatus = Extract<LeaveStatus, 'pending' | 'accepted' | 'rejected'>;

const STATUS_COLOUR: Record<CalendarStatus, string> = {
  rejected: theme.color.rejected,
  accepted: theme.color.accepted,
  pending: theme.color.pending,
};

/** The legend, in the spec's words. */
export const LEGEND: Array<[CalendarStatus, string]> = [
  ['rejected', 'Rejected Leave'],
  ['accepted', 'Accepted Leave'],
  ['pending', 'Pending Leave'],
];

const Wrapper = styled.div`
  .react-calendar {
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    font-family: inherit;
    max-width: 420px;
  }
  .react-calendar button {
    font-family: inherit;
  }
  /* react-calendar's greys and reds for other months' days and weekends are too faint (WCAG AA). */
  .react-calendar__month-view__days__day--neighboringMonth,
  .react-calendar__month-view__days__day--neighboringMonth.react-calendar__month-view__days__day--weekend {
    color: ${theme.color.muted};
  }
  .react-calendar__month-view__days__day--weekend {
    color: #b3261e;
  }
  ${LEGEND.map(
    ([status]) => `
    .react-calendar__tile.leave-${status},
    .react-calendar__tile.leave-${status}:enabled:hover {
      background: ${STATUS_COLOUR[status]};
      color: ${status === 'pending' ? theme.color.text : '#fff'};
    }`,
  ).join('\n')}
  .react-calendar__tile--active {
    outline: 3px solid ${theme.color.primary};
    outline-offset: -3px;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  white-space: nowrap;
  list-style: none;
  padding: 0;
  margin: 8px 0 0;
`;

const Swatch = styled.span<{ $colour: string }>`
  display: inline-block;
  width: 14px;
  height: 14px;
  border-radius: 3px;
  margin-right: 6px;
  vertical-align: middle;
  background: ${({ $colour }) => $colour};
`;

interface LeaveCalendarProps {
  selected: IsoDate;
  leaves: Leave[];
  onSelect: (date: IsoDate) => void;
}

/** A month calendar whose days are coloured by the student's leave status on that day. */
export function LeaveCalendar({ selected, leaves, onSelect }: LeaveCalendarProps) {
  const statusByDate = new Map(leaves.map((leave) => [leave.leave_date, leave.status]));
  const statusOf = ({ date, view }: TileArgs) => (view === 'month' ? statusByDate.get(toIsoDate(date)) : undefined);

  return (
    <Wrapper>
      <Calendar
        value={fromIsoDate(selected)}
        prevAriaLabel="Previous month"
        nextAriaLabel="Next month"
        prev2AriaLabel="Previous year"
        next2AriaLabel="Next year"
        onClickDay={(date) => onSelect(toIsoDate(date))}
        tileClassName={(args) => {
          const status = statusOf(args);
          return status ? `leave-${status}` : null;
        }}
        tileContent={(args) => {
          const status = statusOf(args);
          return status ? <span className="visually-hidden"> ({status} leave)</span> : null;
        }}
      />
      <Legend aria-label="Legend">
        {LEGEND.map(([status, label]) => (
          <li key={status}>
            <Swatch $colour={STATUS_COLOUR[status]} aria-hidden />
            {label}
          </li>
        ))}
      </Legend>
    </Wrapper>
  );
}
