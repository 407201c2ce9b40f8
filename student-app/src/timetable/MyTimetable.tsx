import { useState } from 'react';
import { styled } from '@leave/ui/styled';
import { addDays, datesFrom, isWeekend } from '@leave/contract';
import type { IsoDate, Session } from '@leave/contract';
import { dayLines, timetableWords } from '@leave/domain';
import { Button, Card, Loading, Notice, theme, ViewHeading } from '@leave/ui';
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
import { LineList } from './LineList';

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
  const name = timetableWords.week(monday, sunday, dates);
  const leaveOn = (date: IsoDate, code: string | null) =>
    leaves.find(
      (leave) => leave.leave_date === date && leave.course_code === code && leave.user_id === session.user_id,
    );

  const days = week
    ? datesFrom(monday, sunday)
        .map((date) => ({ date, lines: dayLines({ ...week, untimetabled: [] }, date) }))
        .filter(({ date, lines }) => !isWeekend(date) || lines.length > 0)
    : [];

  useFocusOnOpen(openedDay && `day-${openedDay}`, Boolean(week));

  return (
    <section aria-labelledby="my-timetable">
      <ViewHeading id="my-timetable">My Timetable</ViewHeading>
      <WeekBar role="group" aria-label="Choose a week">
        <Button type="button" $variant="secondary" onClick={() => setMonday(addDays(monday, -7))}>
          Previous week
        </Button>
        <Button type="button" $variant="secondary" disabled={monday === thisWeek} onClick={() => setMonday(thisWeek)}>
          This week
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setMonday(addDays(monday, 7))}>
          Next week
        </Button>
      </WeekBar>
      <WeekName role="status">{name}</WeekName>
      {error ? (
        <Notice tone="error">
          {timetableWords.timetableNotLoaded} {errorMessage(error)}{' '}
          <Button type="button" $variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </Notice>
      ) : !week ? (
        <Loading />
      ) : (
        <>
          {week.untimetabled.map((code) => (
            <p key={code}>{timetableWords.untimetabled(code)}</p>
          ))}
          <Days aria-label={name}>
            {days.map(({ date, lines }) => (
              <li key={date}>
                <Day aria-labelledby={`day-${date}`} $today={date === today}>
                  <h3 id={`day-${date}`} tabIndex={-1}>
                    {dates.date(date)}
                    {date === today ? ' (today)' : ''}
                  </h3>
                  {lines.length === 0 ? (
                    <p>No lectures</p>
                  ) : (
                    <LineList
                      lines={lines}
                      note={(line) => {
                        const leave = line.kind === 'lecture' ? leaveOn(date, line.course_code) : undefined;
                        return leave ? `your leave: ${leave.status}` : null;
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
