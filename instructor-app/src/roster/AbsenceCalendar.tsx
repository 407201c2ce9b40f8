import { useState } from 'react';
import { styled } from '@leave/ui/styled';
import { monthOf } from '@leave/contract';
import type { AbsenceDay, IsoDate } from '@leave/contract';
import { Card, CardTitle, LiveRegion } from '@leave/ui';
import { CalendarLegend, forcedColoursBorder, MonthCalendar, STATUS_TONES, Swatch } from '@leave/web-kit';
import type { DayTone } from '@leave/web-kit';
import { useGetAbsencesQuery } from '../api/instructorApi';
import { AbsenteeList, NobodyAway } from './AbsenteeList';

/**
 * A day's counts as two small tallies under its number. In words ("3 away, 1 pending") they did
 * not fit a day 40 px wide on a phone and were cut off; the words are still there for a screen
 * reader, and the legend gives the colours.
 */
const Counts = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 2px;
  margin-top: 2px;
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.3;
`;

const Tally = styled.span<{ $tone: DayTone }>`
  min-width: 1.5em;
  padding: 0 3px;
  border-radius: 4px;
  background: ${({ $tone }) => $tone.background};
  color: ${({ $tone }) => $tone.color};
  ${({ $tone }) => forcedColoursBorder($tone)}
`;

const AWAY = STATUS_TONES.accepted;
const PENDING = STATUS_TONES.pending;

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
      <Counts>
        <Tally $tone={AWAY}>
          {away.accepted}
          <span className="visually-hidden"> away{away.pending ? ',' : ''}</span>
        </Tally>
        {away.pending ? (
          <Tally $tone={PENDING}>
            {away.pending}
            <span className="visually-hidden"> pending</span>
          </Tally>
        ) : null}
      </Counts>
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
      <CalendarLegend aria-label="Legend of the absence calendar">
        <li>
          <Swatch $tone={AWAY} aria-hidden />
          Away (accepted leave)
        </li>
        <li>
          <Swatch $tone={PENDING} aria-hidden />
          Pending leave
        </li>
      </CalendarLegend>
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
