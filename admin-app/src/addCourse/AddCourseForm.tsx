import { useState } from 'react';
import type { FormEvent } from 'react';
import { courseDefaults, DEFAULT_LEAVE_LIMIT, LEAVE_LIMIT_RANGE, SEMESTERS, uiMessages } from '@leave/domain';
import { Button, Card, SelectField, TextField, ViewHeading } from '@leave/ui';
import { fromIsoDate } from '@leave/contract';
import type { IsoDate } from '@leave/contract';
import { useSchemaForm, useSchoolToday } from '@leave/web-kit';
import { useAddCourseMutation } from '../api/adminApi';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import type { Outcome } from '../shared/OutcomeNotice';

type Values = {
  courseCode: string;
  courseTitle: string;
  instructorId: string;
  semesterType: string;
  semesterYear: string;
  totalLectures: string;
  leaveLimit: string;
};

const defaultsOn = (today: IsoDate): Values => {
  const course = courseDefaults(fromIsoDate(today));
  return {
    courseCode: '',
    courseTitle: '',
    instructorId: '',
    semesterType: course.semesterType,
    semesterYear: String(course.semesterYear),
    totalLectures: String(course.totalLectures),
    leaveLimit: String(DEFAULT_LEAVE_LIMIT),
  };
};

export function AddCourseForm() {
  const today = useSchoolToday();
  const defaults = () => defaultsOn(today);
  const { setValues, validate, field } = useSchemaForm(defaults, () => import('./addCourseRules'));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [addCourse, { isLoading }] = useAddCourseMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const course = await validate((rules) => rules.courseFormSchema);
    if (!course) return;
    const result = await addCourse({ ...course, courseCode: course.courseCode.toUpperCase() });
    if ('error' in result) {
      console.error('Error: cannot add course', result.error);
      setOutcome(outcomeOf(result, uiMessages.courseNotAdded));
      return;
    }
    setOutcome(outcomeOf(result));
    setValues(defaults());
  };

  return (
    <Card aria-labelledby="add-course-title" style={{ maxWidth: 520 }}>
      <ViewHeading id="add-course-title" inCard>
        Add Course
      </ViewHeading>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      <form noValidate onSubmit={onSubmit} aria-labelledby="add-course-title">
        <TextField label="Course Code" required autoComplete="off" {...field('courseCode')} />
        <TextField label="Course Title" required autoComplete="off" {...field('courseTitle')} />
        <TextField label="Instructor ID" required inputMode="numeric" autoComplete="off" {...field('instructorId')} />
        <SelectField label="Semester" {...field('semesterType')}>
          {SEMESTERS.map((semester) => (
            <option key={semester} value={semester}>
              {semester}
            </option>
          ))}
        </SelectField>
        <TextField label="Year" type="number" required {...field('semesterYear')} />
        <TextField label="Total Lectures" type="number" min={1} required {...field('totalLectures')} />
        <TextField
          label="Leave Limit (%)"
          type="number"
          min={LEAVE_LIMIT_RANGE.min}
          max={LEAVE_LIMIT_RANGE.max}
          required
          {...field('leaveLimit')}
        />
        <Button type="submit" disabled={isLoading}>
          Add Course
        </Button>
      </form>
    </Card>
  );
}
