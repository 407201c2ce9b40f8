import { styled } from '@leave/ui/styled';
import type { IsoDate, Leave } from '@leave/contract';
import { theme } from '@leave/ui';
import { CalendarLegend, HolidayName, MonthCalendar, SELECTED_MARK, STATUS_TONES, Swatch } from '@leave/web-kit';
import type { CalendarStatus, DayTone } from '@leave/web-kit';

/** The legend, in the spec's words. */
export const LEGEND: Array<[CalendarStatus, string]> = [
  ['rejected', 'Rejected Leave'],
  ['accepted', 'Accepted Leave'],
  ['pending', 'Pending Leave'],
];

const TONES: Record<string, DayTone> = Object.fromEntries(
  LEGEND.map(([status]) => [`leave-${status}`, STATUS_TONES[status]]),
);

const SelectedSwatch = styled(Swatch)`
  width: 18px;
  height: 18px;
  ${SELECTED_MARK}
`;

const TodaySample = styled.span`
  font-weight: 700;
  text-decoration: underline;
  text-decoration-thickness: 2px;
  text-underline-offset: 3px;
  margin-right: 6px;
  &::before {
    content: '12';
  }
`;

const HolidaySample = styled.span`
  font-size: 0.75em;
  font-style: italic;
  margin-right: 6px;
  &::before {
    content: 'Name';
  }
`;

interface LeaveCalendarProps {
  selected: IsoDate;
  leaves: Leave[];
  onSelect: (date: IsoDate) => void;
  /** The holidays of the dates on show, by date (from the student's timetable). */
  holidays?: Map<IsoDate, string>;
  /** Called with the month on show (YYYY-MM) whenever it changes. */
  onMonthChange?: (month: string) => void;
  /** The school's today, underlined. */
  today: IsoDate;
}

/**
 * A month calendar whose days are coloured by the student's leave status on that day, with each
 * holiday's name written on its day.
 */
export function LeaveCalendar({ selected, leaves, onSelect, holidays, onMonthChange, today }: LeaveCalendarProps) {
  const statusByDate = new Map(leaves.map((leave) => [leave.leave_date, leave.status]));

  return (
    <div>
      <MonthCalendar
        label="Leave calendar"
        value={selected}
        today={today}
        onSelectDay={onSelect}
        onMonthChange={onMonthChange}
        dayTones={TONES}
        dayClassName={(date) => {
          const status = statusByDate.get(date);
          return status ? `leave-${status}` : null;
        }}
        dayContent={(date) => {
          const status = statusByDate.get(date);
          const holiday = holidays?.get(date);
          return (
            <>
              {status && <span className="visually-hidden"> ({status} leave)</span>}
              {holiday && <HolidayName name={holiday} />}
            </>
          );
        }}
      />
      <CalendarLegend aria-label="Legend">
        {LEGEND.map(([status, label]) => (
          <li key={status}>
            <Swatch $tone={STATUS_TONES[status]} aria-hidden />
            {label}
          </li>
        ))}
        <li>
          <SelectedSwatch $tone={{ background: theme.color.surface }} aria-hidden />
          Selected day
        </li>
        <li>
          <TodaySample aria-hidden />
          Today
        </li>
        <li>
          <HolidaySample aria-hidden />
          Holiday (its name on the day)
        </li>
      </CalendarLegend>
    </div>
  );
}
