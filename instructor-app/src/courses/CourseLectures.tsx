import { styled } from '@leave/ui/styled';
import type { CourseTimetable } from '@leave/contract';
import { isTimetabled } from '@leave/domain';
import { Loading, Notice } from '@leave/ui';
import { errorMessage, SchoolDateRange } from '@leave/web-kit';
import { useGetCourseTimetableQuery } from '../api/instructorApi';
import { AddLectureForm } from './AddLectureForm';
import { CancelLectureForm } from './CancelLectureForm';
import { LectureChanges } from './LectureChanges';

const Forms = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  gap: 0 24px;
`;

const lecturesWord = (count: number) => `${count} ${count === 1 ? 'lecture' : 'lectures'}`;

/** "Monday, Wednesday and Friday". */
const weekdaysOf = ({ meetings }: CourseTimetable) => {
  const days = meetings.map((meeting) => meeting.weekday);
  return days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days.at(-1)}` : (days[0] ?? '');
};

/** A course's term and weekly meetings, and the one-off changes an instructor makes to its lectures. */
export function CourseLectures({ courseCode }: { courseCode: string }) {
  const { currentData: timetable, error, isFetching } = useGetCourseTimetableQuery(courseCode);

  return (
    <>
      {!timetable && isFetching && <Loading />}
      {error && <Notice tone="error">The timetable could not be loaded. {errorMessage(error)}</Notice>}
      {timetable && !isTimetabled(timetable) && (
        <p>
          {courseCode} has no timetable: every date counts as one lecture ({lecturesWord(timetable.total_lectures)} in
          all). Lectures can be cancelled or added once your school&apos;s admin gives it a timetable.
        </p>
      )}
      {timetable && isTimetabled(timetable) && (
        <>
          <p>
            {timetable.term!.name}, <SchoolDateRange from={timetable.term!.first_day} to={timetable.term!.last_day} />:{' '}
            {lecturesWord(timetable.total_lectures)} in all.
          </p>
          <ul aria-label={`Weekly lectures of ${courseCode}`}>
            {timetable.meetings.map((meeting) => (
              <li key={meeting.weekday}>
                {meeting.weekday} {meeting.start}–{meeting.end}
                {meeting.room ? `, ${meeting.room}` : ''}
              </li>
            ))}
          </ul>
          <Forms>
            <CancelLectureForm courseCode={courseCode} meetsOn={weekdaysOf(timetable)} />
            <AddLectureForm courseCode={courseCode} />
          </Forms>
          <LectureChanges courseCode={courseCode} changes={timetable.changes} />
        </>
      )}
    </>
  );
}
