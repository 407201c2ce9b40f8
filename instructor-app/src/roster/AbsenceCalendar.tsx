import { useState } from 'react';
import { styled } from '@leave/ui/styled';
import { addDays, monthOf } from '@leave/contract';
import type { AbsenceDay, IsoDate } from '@leave/contract';
import { Card, CardTitle, LiveRegion, theme } from '@leave/ui';
import { sayServerMessage, useIntl } from '@leave/ui/i18n';
import type { Words } from '@leave/ui/i18n';
import {
  CalendarLegend,
  forcedColoursBorder,
  STATUS_TONES,
  Swatch,
  useDateFormat,
  useSchoolToday,
} from '@leave/web-kit';
import type { DayTone } from '@leave/web-kit';
import { MonthCalendar } from '@leave/web-kit/calendar';
import { useGetAbsencesQuery, useGetCourseCalendarQuery } from '../api/instructorApi';
import { AbsenteeList, NobodyAway } from './AbsenteeList';
import { lectureDays } from './lectureDays';
import type { LectureDay } from './lectureDays';
import { rosterWords as words } from './words';

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

/** What a day without a lecture says on its tile: a holiday's name, or that the lecture is cancelled. */
const DayNote = styled.span`
  display: block;
  margin-top: 2px;
  font-size: 0.65rem;
  line-height: 1.15;
  /* Between words only, as the student's calendar writes a holiday (HolidayName). */
  overflow-wrap: normal;
  word-break: normal;
  hyphens: auto;
`;

const AWAY = STATUS_TONES.accepted;
const PENDING = STATUS_TONES.pending;

/**
 * A day the course has no lecture on: dimmed, and hatched so that it is not told by colour alone
 * (the stripes keep the muted text at 4.7:1 or more); in forced-colours mode, a dotted border.
 */
const NO_LECTURE: DayTone = {
  background: `repeating-linear-gradient(135deg, ${theme.color.background} 0 6px, ${theme.color.weekend} 6px 9px)`,
  color: theme.color.muted,
  forcedColoursBorder: 'dotted',
};
const DAY_TONES = { 'no-lecture': NO_LECTURE };

/** The days the grid of a month can show: from up to 6 days before its 1st to 41 days after. */
const gridOf = (month: string) => {
  const first = `${month}-01` as IsoDate;
  return { from: addDays(first, -6), to: addDays(first, 41) };
};

/** A day without a lecture as its tile says it, visibly where it has a name, and always in words. */
function dayNote(day: LectureDay, say: Words['formatMessage']) {
  if (day.kind === 'holiday') {
    return (
      <DayNote>
        {day.name}
        <span className="visually-hidden">{say(words.noLecture)}</span>
      </DayNote>
    );
  }
  if (day.kind === 'cancelled') {
    return (
      <DayNote>
        {say(words.cancelled)}
        <span className="visually-hidden">{say(words.noLecture)}</span>
      </DayNote>
    );
  }
  if (day.kind === 'no lecture') return <span className="visually-hidden">{say(words.noLectureDay)}</span>;
  return null;
}

/**
 * Why a picked day has no lecture, in the server's words where it gave some (in another language,
 * its code's words: a cancellation's reason is then left out).
 */
function NoLectureThatDay({ courseCode, date, day }: { courseCode: string; date: IsoDate; day: LectureDay }) {
  const intl = useIntl();
  const dates = useDateFormat();
  if (day.kind === 'lecture') return null;
  if (day.kind === 'no lecture') return <p>{intl.formatMessage(words.noLectureThatDay, { course: courseCode })}</p>;
  const said =
    day.kind === 'holiday'
      ? { message: day.message, code: 'lecture.holiday', params: { date: dates.date(date), name: day.name } }
      : { message: day.message, code: 'lecture.cancelled', params: { date: dates.date(date), code: courseCode } };
  return <p>{sayServerMessage(intl, said)}</p>;
}

/**
 * How many students are away each day of a month (accepted and pending apart); a day opens the
 * names, a page at a time.
 */
export function AbsenceCalendar({ courseCode }: { courseCode: string }) {
  const today = useSchoolToday();
  const dates = useDateFormat();
  const say = useIntl().formatMessage;
  const [month, setMonth] = useState(() => monthOf(today));
  const [picked, setPicked] = useState<IsoDate | null>(null);
  const { currentData: data } = useGetAbsencesQuery({ course_code: courseCode, month });
  // The lectures of a course with a timetable: the other days are shown as days without one.
  const { currentData: calendar } = useGetCourseCalendarQuery({ course_code: courseCode, ...gridOf(month) });
  const lectureDay = calendar ? lectureDays(calendar, courseCode) : null;
  const byDate = new Map<string, AbsenceDay>((data?.days ?? []).map((day) => [day.date, day]));
  const day = picked ? byDate.get(picked) : undefined;

  const dayContent = (date: IsoDate) => {
    const away = byDate.get(date);
    const note = lectureDay && dayNote(lectureDay(date), say);
    if (!away) return note;
    return (
      <>
        <Counts>
          <Tally $tone={AWAY}>
            {away.accepted}
            <span className="visually-hidden">{say(away.pending ? words.awayAnd : words.away)}</span>
          </Tally>
          {away.pending ? (
            <Tally $tone={PENDING}>
              {away.pending}
              <span className="visually-hidden">{say(words.pendingCount)}</span>
            </Tally>
          ) : null}
        </Counts>
        {note}
      </>
    );
  };

  return (
    <Card aria-labelledby="absences-title" style={{ marginTop: 16 }}>
      <CardTitle id="absences-title">{say(words.calendarTitle, { course: courseCode })}</CardTitle>
      <MonthCalendar
        label={say(words.calendarTitle, { course: courseCode })}
        value={picked}
        today={today}
        onSelectDay={setPicked}
        onMonthChange={(shown) => {
          setMonth(shown);
          setPicked(null);
        }}
        dayContent={dayContent}
        dayClassName={(date) => (lectureDay && lectureDay(date).kind !== 'lecture' ? 'no-lecture' : null)}
        dayTones={DAY_TONES}
      />
      <CalendarLegend aria-label={say(words.legend)}>
        <li>
          <Swatch $tone={AWAY} aria-hidden />
          {say(words.legendAway)}
        </li>
        <li>
          <Swatch $tone={PENDING} aria-hidden />
          {say(words.legendPending)}
        </li>
        {lectureDay && (
          <li>
            <Swatch $tone={NO_LECTURE} aria-hidden />
            {say(words.legendNoLecture)}
          </li>
        )}
      </CalendarLegend>
      <LiveRegion aria-label={say(words.whoIsAway)}>
        {picked && (
          <>
            <h3>{say(words.awayOn, { date: dates.date(picked) })}</h3>
            {lectureDay && <NoLectureThatDay courseCode={courseCode} date={picked} day={lectureDay(picked)} />}
            {day ? <AbsenteeList key={picked} courseCode={courseCode} date={picked} /> : <NobodyAway />}
          </>
        )}
      </LiveRegion>
    </Card>
  );
}
