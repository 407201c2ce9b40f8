import { styled } from '@leave/ui/styled';
import type { AttendanceDay, IsoDate, Leave } from '@leave/contract';
import { theme } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { MessageDescriptor } from '@leave/ui/i18n';
import { CalendarLegend, HolidayName, SELECTED_MARK, STATUS_TONES, Swatch } from '@leave/web-kit';
import { MonthCalendar } from '@leave/web-kit/calendar';
import type { CalendarStatus, DayTone } from '@leave/web-kit';
import { words } from '../words/words';

/** The legend, in the spec's words. */
export const LEGEND: Array<[CalendarStatus, MessageDescriptor]> = [
  ['rejected', words.rejectedLeave],
  ['accepted', words.acceptedLeave],
  ['pending', words.pendingLeave],
];

/** A lecture marked absent without leave: its own colour, and a cross on the day besides it. */
const ABSENT_TONE: DayTone = {
  background: theme.color.absent,
  color: theme.color.onAbsent,
  forcedColoursBorder: 'double',
};

const TONES: Record<string, DayTone> = {
  ...Object.fromEntries(LEGEND.map(([status]) => [`leave-${status}`, STATUS_TONES[status]])),
  'marked-absent': ABSENT_TONE,
};

/** The cross that marks a day with an absence, on the day and in the legend: never colour alone. */
const AbsentMark = styled.span`
  display: block;
  font-size: 0.75em;
  font-weight: 700;
  line-height: 1;
`;

/** "absent from CS101", "late to CS101", "present at CS101 despite leave": the day's roll, in words. */
const ROLL_WORDS = {
  absent: words.absentFrom,
  late: words.lateTo,
  present: words.presentAt,
  'on leave': words.onLeaveFrom,
} satisfies Record<AttendanceDay['attendance'], unknown>;

/** " (accepted leave)": the student's leave on a day. */
const STATUS_WORDS = {
  accepted: words.acceptedOnDay,
  pending: words.pendingOnDay,
  rejected: words.rejectedOnDay,
  withdrawn: words.withdrawnOnDay,
  cancelled: words.cancelledOnDay,
} satisfies Record<Leave['status'], unknown>;

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
  margin-inline-end: 6px;
  &::before {
    content: '12';
  }
`;

const HolidaySample = styled.span`
  font-size: 0.75em;
  font-style: italic;
  margin-inline-end: 6px;
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
  /** The roll's days of the dates on show (GET /myAttendance): absences get their own colour. */
  attendance?: AttendanceDay[];
}

/**
 * A month calendar whose days are coloured by the student's leave status on that day, with each
 * holiday's name written on its day.
 */
export function LeaveCalendar({
  selected,
  leaves,
  onSelect,
  holidays,
  onMonthChange,
  today,
  attendance = [],
}: LeaveCalendarProps) {
  const intl = useIntl();
  const statusByDate = new Map(leaves.map((leave) => [leave.leave_date, leave.status]));
  // What the roll says of each day, leave aside ('on leave' is the leave's own colour already).
  const rollByDate = new Map<IsoDate, AttendanceDay[]>();
  for (const day of attendance) {
    if (day.attendance !== 'on leave') rollByDate.set(day.date, [...(rollByDate.get(day.date) ?? []), day]);
  }
  const absentOn = (date: IsoDate) => rollByDate.get(date)?.some((day) => day.attendance === 'absent') ?? false;

  return (
    <div>
      <MonthCalendar
        label={intl.formatMessage(words.calendar)}
        value={selected}
        today={today}
        onSelectDay={onSelect}
        onMonthChange={onMonthChange}
        dayTones={TONES}
        dayClassName={(date) => {
          const status = statusByDate.get(date);
          if (status) return `leave-${status}`;
          return absentOn(date) ? 'marked-absent' : null;
        }}
        dayContent={(date) => {
          const status = statusByDate.get(date);
          const holiday = holidays?.get(date);
          const roll = rollByDate.get(date);
          return (
            <>
              {status && <span className="visually-hidden">{intl.formatMessage(STATUS_WORDS[status])}</span>}
              {roll && (
                <span className="visually-hidden">
                  {' '}
                  (
                  {roll
                    .map((day) => intl.formatMessage(ROLL_WORDS[day.attendance], { code: day.course_code }))
                    .join(', ')}
                  )
                </span>
              )}
              {absentOn(date) && <AbsentMark aria-hidden>✕</AbsentMark>}
              {holiday && <HolidayName name={holiday} />}
            </>
          );
        }}
      />
      <CalendarLegend aria-label={intl.formatMessage(words.legend)}>
        {LEGEND.map(([status, label]) => (
          <li key={status}>
            <Swatch $tone={STATUS_TONES[status]} aria-hidden />
            {intl.formatMessage(label)}
          </li>
        ))}
        <li>
          <Swatch $tone={ABSENT_TONE} aria-hidden />
          <AbsentMark aria-hidden style={{ display: 'inline', marginRight: 6 }}>
            ✕
          </AbsentMark>
          {intl.formatMessage(words.absentWithoutLeave)}
        </li>
        <li>
          <SelectedSwatch $tone={{ background: theme.color.surface }} aria-hidden />
          {intl.formatMessage(words.selectedDay)}
        </li>
        <li>
          <TodaySample aria-hidden />
          {intl.formatMessage(words.today)}
        </li>
        <li>
          <HolidaySample aria-hidden />
          {intl.formatMessage(words.holiday)}
        </li>
      </CalendarLegend>
    </div>
  );
}
