import { useState } from 'react';
import type { Course, LectureRollQuery } from '@leave/contract';
import { ViewHeading } from '@leave/ui';
import { Translated, useIntl } from '@leave/ui/i18n';
import { ClassList, LecturePicker, RollUnavailable } from '@leave/web-kit/roll';
import { instructorApi, useGetLectureRollQuery, useSaveRollMutation } from '../api/instructorApi';
import { LecturesToTake } from './LecturesToTake';
import { loadWords } from './loadWords';
import { attendanceWords as words } from './words';

/** One lecture's roll, read afresh when opened (a colleague may have saved it meanwhile). */
function LectureRollView({ lecture, onBack }: { lecture: LectureRollQuery; onBack: () => void }) {
  const { data, error } = useGetLectureRollQuery(lecture, { refetchOnMountOrArgChange: true });
  const [save, { isLoading }] = useSaveRollMutation();
  if (!data) return <RollUnavailable courseCode={lecture.course_code} error={error} onBack={onBack} />;
  return <ClassList roll={data} save={save} saving={isLoading} onBack={onBack} />;
}

/**
 * The instructor's Attendance: the lectures to take (today's first, then the correction
 * window's) and any lecture of the term by date; a lecture opens as its class list. Its words
 * download with it (`loadWords`); it is drawn in `Translated` itself rather than in a
 * `TranslatedView`, since an opened lecture's class list is a section of its own.
 */
export function AttendanceView({ courses }: { courses: Course[] }) {
  return (
    <Translated load={loadWords}>
      <Attendance courses={courses} />
    </Translated>
  );
}

function Attendance({ courses }: { courses: Course[] }) {
  const say = useIntl().formatMessage;
  const [open, setOpen] = useState<LectureRollQuery | null>(null);
  const [fetchRoll] = instructorApi.useLazyGetLectureRollQuery();
  if (open)
    return <LectureRollView key={`${open.course_code} ${open.date}`} lecture={open} onBack={() => setOpen(null)} />;
  return (
    <section aria-labelledby="attendance-title">
      <ViewHeading id="attendance-title">{say(words.title)}</ViewHeading>
      {courses.length === 0 && <p>{say(words.noCoursesYet)}</p>}
      <LecturesToTake onOpen={setOpen} />
      {courses.length > 0 && (
        <LecturePicker
          titleId="pick-lecture"
          title={<h3 id="pick-lecture">{say(words.anyLecture)}</h3>}
          courses={courses}
          fetchRoll={fetchRoll}
          onOpen={setOpen}
        />
      )}
    </section>
  );
}
