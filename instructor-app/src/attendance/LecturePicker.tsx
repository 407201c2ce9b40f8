import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Course, LectureRollQuery } from '@leave/contract';
import { Button, SelectField, TextField } from '@leave/ui';
import { errorMessage, useSchoolToday } from '@leave/web-kit';
import { instructorApi } from '../api/instructorApi';

/**
 * Any lecture of the term by course and date: the roll is asked for first, so a date without a
 * lecture says why here ("CS101 has no lecture on Sun 22 Nov") instead of opening an empty list.
 */
export function LecturePicker({ courses, onOpen }: { courses: Course[]; onOpen: (lecture: LectureRollQuery) => void }) {
  const today = useSchoolToday();
  const [courseCode, setCourseCode] = useState(courses[0]?.course_code ?? '');
  const [date, setDate] = useState(today);
  const [failure, setFailure] = useState<string | undefined>();
  const [fetchRoll, { isFetching }] = instructorApi.useLazyGetLectureRollQuery();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (!date) {
      setFailure('Date is required');
      return;
    }
    const result = await fetchRoll({ course_code: courseCode, date });
    if (result.error) setFailure(errorMessage(result.error));
    else onOpen({ course_code: courseCode, date });
  };

  return (
    <form aria-labelledby="pick-lecture" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h3 id="pick-lecture">Any lecture of the term</h3>
      <SelectField label="Course" value={courseCode} onChange={(event) => setCourseCode(event.target.value)}>
        {courses.map((c) => (
          <option key={c.course_code} value={c.course_code}>
            {c.course_code} - {c.course_title}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Date of the lecture"
        type="date"
        required
        value={date}
        error={failure}
        onChange={(event) => setDate(event.target.value)}
      />
      <Button type="submit" disabled={isFetching || !courseCode} style={{ minHeight: 44 }}>
        Open the roll
      </Button>
    </form>
  );
}
