import { useState } from 'react';
import styled from 'styled-components';
import { monthOf } from '@leave/contract';
import type { AbsenceDay, IsoDate } from '@leave/contract';
import { Card, CardTitle, LiveRegion } from '@leave/ui';
import { MonthCalendar } from '@leave/web-kit';
import { useGetAbsencesQuery } from '../api/instructorApi';
import { AbsenteeList, NobodyAway } from './AbsenteeList';

const Count = styled.span`
  display: block;
  font-size: 0.7rem;
  line-height: 1.2;
`;

/**
 * How many students are away each day of a month (accepted and pending apart); a day opens the
 * names, a page at a time.
 */
export function AbsenceCalendar({ courseCode }: { courseCode: string }) {
  const [month, setMonth] = useState(() => monthOf(new Date()));
  const [picked, setPicked] = useState<IsoDate | null>(null);
  const { currentData: data } = useGetAbsencesQuery({ course_code: courseCode, month });
  const byDate = new Map<string, AbsenceDay>((data?.days ?? []).map((day) => [day.date, day]));
  const day = picked ? byDate.get(picked) : undefined;

  const dayContent = (date: IsoDate) => {
    const away = byDate.get(date);
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
      <MonthCalendar
        label={`Absence calendar of ${courseCode}`}
        value={picked}
        onSelectDay={setPicked}
        onMonthChange={(shown) => {
          setMonth(shown);
          setPicked(null);
        }}
        dayContent={dayContent}
      />
      <LiveRegion aria-label="Who is away">
        {picked && (
          <>
            <h3>Away on {picked}</h3>
            {day ? <AbsenteeList key={picked} courseCode={courseCode} date={picked} /> : <NobodyAway />}
          </>
        )}
      </LiveRegion>
    </Card>
  );
}
