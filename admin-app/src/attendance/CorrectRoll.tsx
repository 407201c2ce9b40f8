import { useState } from 'react';
import type { FormEvent } from 'react';
import type { LectureRollQuery } from '@leave/contract';
import { Button, Card, SelectField, TextField, ViewHeading } from '@leave/ui';
import { errorMessage, useSchoolToday } from '@leave/web-kit';
import { ClassList, RollUnavailable } from '@leave/web-kit/roll';
import { useGetCoursesQuery } from '../api/adminApi';
import { useGetLectureRollQuery, useLazyGetLectureRollQuery, useSaveRollMutation } from './attendanceApi';

function OpenRoll({ lecture, onBack }: { lecture: LectureRollQuery; onBack: () => void }) {
  const { data, error } = useGetLectureRollQuery(lecture, { refetchOnMountOrArgChange: true });
  const [save, { isLoading }] = useSaveRollMutation();
  if (!data) return <RollUnavailable courseCode={lecture.course_code} error={error} onBack={onBack} />;
  return <ClassList roll={data} save={save} saving={isLoading} onBack={onBack} />;
}

/**
 * The admin opens any lecture's roll, of any course, to take or correct it: after the lecture's
 * correction window the class list asks for a reason, kept in the audit trail.
 */
export function CorrectRoll() {
  const today = useSchoolToday();
  const { data: courses = [] } = useGetCoursesQuery();
  const [courseCode, setCourseCode] = useState('');
  const [date, setDate] = useState(today);
  const [failure, setFailure] = useState<{ field: 'course' | 'date'; message: string } | null>(null);
  const [open, setOpen] = useState<LectureRollQuery | null>(null);
  const [fetchRoll, { isFetching }] = useLazyGetLectureRollQuery();

  if (open) return <OpenRoll key={`${open.course_code} ${open.date}`} lecture={open} onBack={() => setOpen(null)} />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!courseCode) return setFailure({ field: 'course', message: 'Course is required' });
    if (!date) return setFailure({ field: 'date', message: 'Date is required' });
    const result = await fetchRoll({ course_code: courseCode, date });
    if (result.error) setFailure({ field: 'date', message: errorMessage(result.error) });
    else setOpen({ course_code: courseCode, date });
  };

  return (
    <Card aria-labelledby="correct-roll-title" style={{ maxWidth: 560 }}>
      <ViewHeading id="correct-roll-title" inCard>
        Correct a Roll
      </ViewHeading>
      <p style={{ marginTop: 0 }}>
        Open any lecture’s roll to take or correct it. After the school’s correction window, a correction needs a
        reason, kept in the audit trail.
      </p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="correct-roll-title">
        <SelectField
          label="Course"
          value={courseCode}
          error={failure?.field === 'course' ? failure.message : undefined}
          onChange={(event) => setCourseCode(event.target.value)}
        >
          <option value="">Choose a course</option>
          {courses.map((course) => (
            <option key={course.course_code} value={course.course_code}>
              {course.course_code} - {course.course_title}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Date of the lecture"
          type="date"
          required
          value={date}
          error={failure?.field === 'date' ? failure.message : undefined}
          onChange={(event) => setDate(event.target.value)}
        />
        <Button type="submit" disabled={isFetching} style={{ minHeight: 44 }}>
          Open the roll
        </Button>
      </form>
    </Card>
  );
}
