import type { IsoDate, Leave, TimetableWindow } from '@leave/contract';
import { dayLines, timetableWords } from '@leave/domain';
import { Card, CardTitle, Notice } from '@leave/ui';
import { errorMessage, useDateFormat } from '@leave/web-kit';
import { LineList } from './LineList';

interface DayLecturesProps {
  date: IsoDate;
  /** The timetable of a window holding the date, once loaded. */
  window?: TimetableWindow;
  error?: unknown;
  /** The student's leave on the date: leave whose lecture went away says so. */
  leaves: Leave[];
}

/** For the chosen day: which of the student's courses meet and when, and why any does not. */
export function DayLectures({ date, window, error, leaves }: DayLecturesProps) {
  const lines = window ? dayLines(window, date) : [];
  const notCounted = leaves.filter((leave) => leave.no_lecture);
  const dates = useDateFormat();
  return (
    <Card aria-labelledby="day-lectures-title">
      <CardTitle id="day-lectures-title">Lectures on {dates.date(date)}</CardTitle>
      {error ? (
        <Notice tone="error">
          {timetableWords.timetableNotLoaded} {errorMessage(error)}
        </Notice>
      ) : !window ? (
        <p>Loading...</p>
      ) : lines.length === 0 ? (
        <p>{timetableWords.nothingOnDay}</p>
      ) : (
        <LineList aria-label={`Your lectures on ${dates.date(date)}`} lines={lines} />
      )}
      {notCounted.map((leave) => (
        <p key={leave.leave_id}>{timetableWords.leaveNotCounted(leave.course_code, leave.no_lecture!)}</p>
      ))}
    </Card>
  );
}
