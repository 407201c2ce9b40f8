import { useState } from 'react';
import Calendar from 'react-calendar';
import type { TileArgs } from 'react-calendar';
import 'react-calendar/dist/Calendar.css';
import styled from 'styled-components';
import { toIsoDate } from '@leave/contract';
import type { AbsenceDay } from '@leave/contract';
import { Card, CardTitle, theme } from '@leave/ui';
import { useGetAbsencesQuery } from '../api/instructorApi';

const Count = styled.span`
  display: block;
  font-size: 0.7rem;
  line-height: 1.2;
`;

const Wrapper = styled.div`
  .react-calendar {
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    font-family: inherit;
    max-width: 420px;
    width: 100%;
  }
  .react-calendar button {
    font-family: inherit;
  }
  .react-calendar__month-view__days__day--neighboringMonth {
    color: ${theme.color.muted};
  }
  .react-calendar__month-view__days__day--weekend {
    color: #b3261e;
  }
`;

const monthOf = (date: Date) => toIsoDate(date).slice(0, 7);

/** How many students are away each day of a month (accepted and pending apart); a day opens the names. */
export function AbsenceCalendar({ courseCode }: { courseCode: string }) {
  const [month, setMonth] = useState(() => monthOf(new Date()));
  const [picked, setPicked] = useState<string | null>(null);
  const { currentData: data } = useGetAbsencesQuery({ course_code: courseCode, month });
  const byDate = new Map<string, AbsenceDay>((data?.days ?? []).map((day) => [day.date, day]));
  const day = picked ? byDate.get(picked) : undefined;

  const tileContent = ({ date, view }: TileArgs) => {
    const away = view === 'month' ? byDate.get(toIsoDate(date)) : undefined;
    if (!away) return null;
    return (
      <Count>
        {away.accepted} away
        {away.pending ? `, ${away.pending} pending` : ''}
      </Count>
    );
  };

  return (
    <Card aria-labelledby="absences-title" style={{ marginTop: 16 }}>
      <CardTitle id="absences-title">Absence calendar of {courseCode}</CardTitle>
      <Wrapper>
        <Calendar
          tileContent={tileContent}
          onActiveStartDateChange={({ activeStartDate }) => {
            if (activeStartDate) setMonth(monthOf(activeStartDate));
            setPicked(null);
          }}
          onClickDay={(date) => setPicked(toIsoDate(date))}
        />
      </Wrapper>
      {picked && (
        <div role="status">
          <h4>Away on {picked}</h4>
          {day ? (
            <ul aria-label={`Away on ${picked}`}>
              {day.students.map((student) => (
                <li key={`${student.roll_no}-${student.status}`}>
                  {student.name} ({student.roll_no}): {student.status}
                </li>
              ))}
            </ul>
          ) : (
            <p>Nobody is away that day.</p>
          )}
        </div>
      )}
    </Card>
  );
}
