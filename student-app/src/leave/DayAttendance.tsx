import type { AttendanceDay } from '@leave/contract';
import { Button, Notice } from '@leave/ui';
import { styled } from '@leave/ui/styled';

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

const WORDS: Record<AttendanceDay['attendance'], (code: string) => string> = {
  absent: (code) => `You were marked absent from ${code} without leave.`,
  late: (code) => `You were marked late to ${code}.`,
  present: (code) => `You were marked present at ${code}: your leave that day is not counted as missed.`,
  'on leave': (code) => `You were away from ${code} on leave.`,
};

interface DayAttendanceProps {
  /** The roll's lines of the chosen day. */
  days: AttendanceDay[];
  /** Opens the form for the day, the course filled in. */
  onApply: (courseCode: string) => void;
}

/** What the roll says of the chosen day, and for an absence without leave, Apply for leave while it may be. */
export function DayAttendance({ days, onApply }: DayAttendanceProps) {
  const shown = days.filter((day) => day.attendance !== 'on leave');
  if (shown.length === 0) return null;
  return (
    <Notice tone="info">
      <Lines aria-label="The roll on this day">
        {shown.map((day) => (
          <li key={day.course_code}>
            {WORDS[day.attendance](day.course_code)}
            {day.attendance === 'absent' && day.can_apply && (
              <>
                <br />
                <Button type="button" $variant="secondary" onClick={() => onApply(day.course_code)}>
                  Apply for leave for {day.course_code}
                </Button>
              </>
            )}
          </li>
        ))}
      </Lines>
    </Notice>
  );
}
