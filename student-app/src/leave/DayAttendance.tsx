import type { AttendanceDay } from '@leave/contract';
import { Button, Notice } from '@leave/ui';
import { styled } from '@leave/ui/styled';
import { useIntl } from '@leave/ui/i18n';
import { words } from '../words/words';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    margin-top: 8px;
  }
  button {
    min-height: 44px;
    margin-top: 4px;
  }
`;

const WORDS = {
  absent: words.markedAbsent,
  late: words.markedLate,
  present: words.markedPresent,
  'on leave': words.awayOnLeave,
} satisfies Record<AttendanceDay['attendance'], unknown>;

interface DayAttendanceProps {
  /** The roll's lines of the chosen day. */
  days: AttendanceDay[];
  /** Opens the form for the day, the course filled in. */
  onApply: (courseCode: string) => void;
}

/** What the roll says of the chosen day, and for an absence without leave, Apply for leave while it may be. */
export function DayAttendance({ days, onApply }: DayAttendanceProps) {
  const say = useIntl().formatMessage;
  const shown = days.filter((day) => day.attendance !== 'on leave');
  if (shown.length === 0) return null;
  return (
    <Notice tone="info">
      <Lines aria-label={say(words.rollOnDay)}>
        {shown.map((day) => (
          <li key={day.course_code}>
            {say(WORDS[day.attendance], { code: day.course_code })}
            {day.attendance === 'absent' && day.can_apply && (
              <>
                <br />
                <Button type="button" $variant="secondary" onClick={() => onApply(day.course_code)}>
                  {say(words.applyFor, { code: day.course_code })}
                </Button>
              </>
            )}
          </li>
        ))}
      </Lines>
    </Notice>
  );
}
