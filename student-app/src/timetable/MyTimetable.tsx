import { useState } from 'react';
import { styled } from '@leave/ui/styled';
import { addDays, datesFrom, isWeekend } from '@leave/contract';
import type { IsoDate, Session } from '@leave/contract';
import { Button, Card, Loading, Notice, SOURCE_LANGUAGE, theme, useLanguage, ViewHeading } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { dayLines } from '@leave/domain';
import {
  errorMessage,
  useDateFormat,
  useFocusOnOpen,
  useOpenedNotification,
  useSchoolToday,
  weekOf,
} from '@leave/web-kit';
import { useGetMyTimetableQuery } from '../api/studentApi';
import { useLeaveIn } from '../leave/useLeaveIn';
import { frameWords } from '@leave/web-kit/words/frame';
import { statusIn } from '@leave/web-kit/words/status';
import { LineList } from './LineList';
import { words } from '../words/words';
import { dayLinesIn, timetableWords as say } from '../words/timetable';

const WeekBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 8px;
`;

const WeekName = styled.p`
  font-weight: 600;
  margin: 8px 0 12px;
`;

const Days = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
`;

const Day = styled(Card)<{ $today: boolean }>`
  padding: 12px 16px;
  border-width: ${({ $today }) => ($today ? '2px' : '1px')};
  border-color: ${({ $today }) => ($today ? theme.color.primary : theme.color.border)};
  h3 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;

interface MyTimetableProps {
  session: Session;
}

/**
 * The student's week, Monday to Sunday: each day's lectures with times and rooms, its holiday
 * and the lectures not held, and the student's leave on them; the weekend only when something
 * is on. Previous and Next week move a week at a time.
 */
export function MyTimetable({ session }: MyTimetableProps) {
  const today = useSchoolToday();
  const thisWeek = weekOf(today).from;
  // Opened from a notification of a lecture's change: that lecture's week, at its day.
  const openedDay = useOpenedNotification()?.lecture_date ?? null;
  const [monday, setMonday] = useState<IsoDate>(openedDay ? weekOf(openedDay).from : thisWeek);
  const sunday = addDays(monday, 6);
  const {
    currentData: week,
    error,
    refetch,
  } = useGetMyTimetableQuery({
    user_id: session.user_id,
    from: monday,
    to: sunday,
  });
  // The student's active leave in the week, said beside the lectures it covers.
  const leaves = useLeaveIn(session.user_id, { from: monday, to: sunday });
  const dates = useDateFormat();
  const intl = useIntl();
  const english = useLanguage() === SOURCE_LANGUAGE;
  const name = intl.formatMessage(say.week, { dates: dates.range(monday, sunday) });
  const leaveOn = (date: IsoDate, code: string | null) =>
    leaves.find(
      (leave) => leave.leave_date === date && leave.course_code === code && leave.user_id === session.user_id,
    );

  const days = week
    ? datesFrom(monday, sunday)
        .map((date) => {
          const window = { ...week, untimetabled: [] };
          return { date, lines: english ? dayLines(window, date) : dayLinesIn(intl, window, date) };
        })
        .filter(({ date, lines }) => !isWeekend(date) || lines.length > 0)
    : [];

  useFocusOnOpen(openedDay && `day-${openedDay}`, Boolean(week));

  return (
    <section aria-labelledby="my-timetable">
      <ViewHeading id="my-timetable">{intl.formatMessage(words.myTimetable)}</ViewHeading>
      <WeekBar role="group" aria-label={intl.formatMessage(say.chooseWeek)}>
        <Button type="button" $variant="secondary" onClick={() => setMonday(addDays(monday, -7))}>
          {intl.formatMessage(say.previousWeek)}
        </Button>
        <Button type="button" $variant="secondary" disabled={monday === thisWeek} onClick={() => setMonday(thisWeek)}>
          {intl.formatMessage(say.thisWeek)}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setMonday(addDays(monday, 7))}>
          {intl.formatMessage(say.nextWeek)}
        </Button>
      </WeekBar>
      <WeekName role="status">{name}</WeekName>
      {error ? (
        <Notice tone="error">
          {intl.formatMessage(say.notLoaded, { error: errorMessage(error, undefined, intl) })}{' '}
          <Button type="button" $variant="secondary" onClick={() => void refetch()}>
            {intl.formatMessage(frameWords.tryAgain)}
          </Button>
        </Notice>
      ) : !week ? (
        <Loading />
      ) : (
        <>
          {week.untimetabled.map((code) => (
            <p key={code}>{intl.formatMessage(say.untimetabled, { code })}</p>
          ))}
          <Days aria-label={name}>
            {days.map(({ date, lines }) => (
              <li key={date}>
                <Day aria-labelledby={`day-${date}`} $today={date === today}>
                  <h3 id={`day-${date}`} tabIndex={-1}>
                    {date === today ? intl.formatMessage(say.today, { date: dates.date(date) }) : dates.date(date)}
                  </h3>
                  {lines.length === 0 ? (
                    <p>{intl.formatMessage(say.noLectures)}</p>
                  ) : (
                    <LineList
                      lines={lines}
                      note={(line) => {
                        const leave = line.kind === 'lecture' ? leaveOn(date, line.course_code) : undefined;
                        return leave
                          ? intl.formatMessage(say.yourLeave, { status: statusIn(intl, leave.status) })
                          : null;
                      }}
                    />
                  )}
                </Day>
              </li>
            ))}
          </Days>
        </>
      )}
    </section>
  );
}
