import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { LectureRollQuery } from '@leave/contract';
import { Button, SelectField } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { DateField } from '../fields/DateField';
import { errorMessage } from '../apiStore';
import { useSchoolToday } from '../schoolToday/useSchoolToday';
import { classListWords as words } from '../words/classList';

interface LecturePickerProps {
  /** The form's heading, which names it. */
  title: ReactNode;
  titleId: string;
  courses: Array<{ course_code: string; course_title: string }>;
  /** Asks for the lecture's roll (a lazy query's trigger): its refusal is said under the date. */
  fetchRoll: (lecture: LectureRollQuery) => PromiseLike<{ error?: unknown }>;
  onOpen: (lecture: LectureRollQuery) => void;
  /** Whether the course starts unchosen ("Choose a course"), as the admin's list of every course does. */
  choose?: boolean;
}

/**
 * Any lecture by course and date: the roll is asked for first, so a date without a lecture says
 * why under the date ("CS101 has no lecture on Sun 22 Nov") instead of opening an empty list.
 */
export function LecturePicker({ title, titleId, courses, fetchRoll, onOpen, choose }: LecturePickerProps) {
  const today = useSchoolToday();
  const intl = useIntl();
  const say = intl.formatMessage;
  const [courseCode, setCourseCode] = useState(choose ? '' : (courses[0]?.course_code ?? ''));
  const [date, setDate] = useState(today);
  const [failure, setFailure] = useState<{ field: 'course' | 'date'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!courseCode) return setFailure({ field: 'course', message: say(words.courseRequired) });
    if (!date) return setFailure({ field: 'date', message: say(words.dateRequired) });
    setBusy(true);
    const result = await fetchRoll({ course_code: courseCode, date });
    setBusy(false);
    if (result.error) setFailure({ field: 'date', message: errorMessage(result.error, undefined, intl) });
    else onOpen({ course_code: courseCode, date });
  };

  return (
    <form aria-labelledby={titleId} noValidate onSubmit={(event) => void onSubmit(event)}>
      {title}
      <SelectField
        label={say(words.course)}
        value={courseCode}
        error={failure?.field === 'course' ? failure.message : undefined}
        onChange={(event) => setCourseCode(event.target.value)}
      >
        {choose && <option value="">{say(words.chooseCourse)}</option>}
        {courses.map((c) => (
          <option key={c.course_code} value={c.course_code}>
            {say(words.courseOption, { course: c.course_code, title: c.course_title })}
          </option>
        ))}
      </SelectField>
      <DateField
        label={say(words.date)}
        required
        value={date}
        error={failure?.field === 'date' ? failure.message : undefined}
        onChange={(event) => setDate(event.target.value)}
      />
      <Button type="submit" disabled={busy} style={{ minHeight: 44 }}>
        {say(words.open)}
      </Button>
    </form>
  );
}
