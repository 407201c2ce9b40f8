import { styled } from '@leave/ui/styled';
import type { CourseTimetable } from '@leave/contract';
import { isTimetabled } from '@leave/domain';
import { Loading, Notice, SOURCE_LANGUAGE, useLanguage } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { Words } from '@leave/ui/i18n';
import { errorMessage, SchoolDateRange } from '@leave/web-kit';
import { useGetCourseTimetableQuery } from '../api/instructorApi';
import { AddLectureForm } from './AddLectureForm';
import { CancelLectureForm } from './CancelLectureForm';
import { LectureChanges } from './LectureChanges';
import { coursesWords as words } from './words';

const Forms = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  gap: 0 24px;
`;

const lecturesWord = (intl: Words, count: number) =>
  intl.formatMessage(count === 1 ? words.oneLecture : words.manyLectures, { count });

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A weekday as the timetable names it ("Monday"), in a language other than English its locale's. */
const weekdayIn = (locale: string | null, weekday: string) => {
  const index = WEEKDAYS.indexOf(weekday);
  if (!locale || index < 0) return weekday;
  // 30 Nov 2026 is a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 30 + index));
};

/** "Monday, Wednesday and Friday". */
const weekdaysOf = (intl: Words, locale: string | null, { meetings }: CourseTimetable) => {
  const days = meetings.map((meeting) => weekdayIn(locale, meeting.weekday));
  return days.length > 1
    ? intl.formatMessage(words.daysAnd, { days: days.slice(0, -1).join(', '), last: days.at(-1)! })
    : (days[0] ?? '');
};

/** A course's term and weekly meetings, and the one-off changes an instructor makes to its lectures. */
export function CourseLectures({ courseCode }: { courseCode: string }) {
  const { currentData: timetable, error, isFetching } = useGetCourseTimetableQuery(courseCode);
  const intl = useIntl();
  const say = intl.formatMessage;
  // English says the timetable's weekdays as they are; another language in its locale.
  const locale = useLanguage() === SOURCE_LANGUAGE ? null : intl.locale;

  return (
    <>
      {!timetable && isFetching && <Loading />}
      {error && (
        <Notice tone="error">{say(words.timetableNotLoaded, { error: errorMessage(error, undefined, intl) })}</Notice>
      )}
      {timetable && !isTimetabled(timetable) && (
        <p>{say(words.noTimetable, { course: courseCode, lectures: lecturesWord(intl, timetable.total_lectures) })}</p>
      )}
      {timetable && isTimetabled(timetable) && (
        <>
          <p>
            {timetable.term!.name}, <SchoolDateRange from={timetable.term!.first_day} to={timetable.term!.last_day} />
            {say(words.termLectures, { lectures: lecturesWord(intl, timetable.total_lectures) })}
          </p>
          <ul aria-label={say(words.weeklyLectures, { course: courseCode })}>
            {timetable.meetings.map((meeting) => (
              <li key={meeting.weekday}>
                {weekdayIn(locale, meeting.weekday)} {meeting.start}–{meeting.end}
                {meeting.room ? `, ${meeting.room}` : ''}
              </li>
            ))}
          </ul>
          <Forms>
            <CancelLectureForm courseCode={courseCode} meetsOn={weekdaysOf(intl, locale, timetable)} />
            <AddLectureForm courseCode={courseCode} />
          </Forms>
          <LectureChanges courseCode={courseCode} changes={timetable.changes} />
        </>
      )}
    </>
  );
}
