import type { IsoDate, Leave, TimetableWindow } from '@leave/contract';
import { dayLines } from '@leave/domain';
import { Card, CardTitle, Notice, SOURCE_LANGUAGE, useLanguage } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { errorMessage, useDateFormat } from '@leave/web-kit';
import { dayLineWords, dayLinesIn } from '../words/dayLines';
import { notCountedLine } from '../words/serverLines';
import { words } from '../words/words';
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
  const intl = useIntl();
  const say = intl.formatMessage;
  // In English the domain's own lines; in another language the same lines said from their parts.
  const english = useLanguage() === SOURCE_LANGUAGE;
  const lines = !window ? [] : english ? dayLines(window, date) : dayLinesIn(intl, window, date);
  const notCounted = leaves.filter((leave) => leave.no_lecture);
  const dates = useDateFormat();
  const on = dates.date(date);
  return (
    <Card aria-labelledby="day-lectures-title">
      <CardTitle id="day-lectures-title">{say(words.lecturesOn, { date: on })}</CardTitle>
      {error ? (
        <Notice tone="error">{say(dayLineWords.notLoaded, { error: errorMessage(error, undefined, intl) })}</Notice>
      ) : !window ? (
        <p>{say(words.loading)}</p>
      ) : lines.length === 0 ? (
        <p>{say(words.nothingOnDay)}</p>
      ) : (
        <LineList aria-label={say(words.yourLecturesOn, { date: on })} lines={lines} />
      )}
      {notCounted.map((leave) => (
        <p key={leave.leave_id}>
          {say(words.leaveNotCounted, {
            code: leave.course_code,
            why: notCountedLine(intl, leave.no_lecture!, leave.no_lecture_why),
          })}
        </p>
      ))}
    </Card>
  );
}
