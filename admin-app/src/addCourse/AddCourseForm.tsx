import { useState } from 'react';
import type { FormEvent } from 'react';
import { COURSE_CODE_MAX_LENGTH, COURSE_CODE_PATTERN, errorMessage, MAX_ID, semesterOf } from '@leave/contract';
import { Button, Card, CardTitle, Notice, requiredFieldErrors, SelectField, TextField, useFormState } from '@leave/ui';
import { useAddCourseMutation } from '../api/adminApi';

type Values = {
  courseCode: string;
  courseTitle: string;
  instructorId: string;
  semesterType: string;
  semesterYear: string;
  totalLectures: string;
};

const defaults = (): Values => {
  const today = new Date();
  return {
    courseCode: '',
    courseTitle: '',
    instructorId: '',
    semesterType: semesterOf(today),
    semesterYear: String(today.getFullYear()),
    totalLectures: '40',
  };
};

const wholeNumber = (value: string, min: number, max: number) =>
  /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;

function validate(values: Values): Partial<Values> {
  const errors: Partial<Values> = requiredFieldErrors(values, {
    courseCode: 'Course Code',
    courseTitle: 'Course Title',
    instructorId: 'Instructor ID',
    semesterYear: 'Year',
    totalLectures: 'Total Lectures',
  });
  const code = values.courseCode.trim();
  if (!errors.courseCode && (!COURSE_CODE_PATTERN.test(code) || code.length > COURSE_CODE_MAX_LENGTH)) {
    errors.courseCode = `Course Code may only contain letters, digits and - (at most ${COURSE_CODE_MAX_LENGTH})`;
  }
  if (!errors.instructorId && !wholeNumber(values.instructorId, 1, MAX_ID)) {
    errors.instructorId = 'Instructor ID must be a number';
  }
  if (!errors.semesterYear && !wholeNumber(values.semesterYear, 1900, 2200)) {
    errors.semesterYear = 'Year must be a year such as 2026';
  }
  if (!errors.totalLectures && !wholeNumber(values.totalLectures, 1, 1000)) {
    errors.totalLectures = 'Total Lectures must be a number from 1 to 1000';
  }
  return errors;
}

export function AddCourseForm() {
  const { values, setValues, setErrors, field } = useFormState<Values>(defaults);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [addCourse, { isLoading }] = useAddCourseMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await addCourse({
      courseCode: values.courseCode.trim().toUpperCase(),
      courseTitle: values.courseTitle.trim(),
      instructorId: Number(values.instructorId),
      semesterType: values.semesterType,
      semesterYear: Number(values.semesterYear),
      totalLectures: Number(values.totalLectures),
    });
    if ('error' in result) {
      console.error('Error: cannot add course', result.error);
      setOutcome({ ok: false, message: errorMessage(result.error, 'The course could not be added.') });
      return;
    }
    setOutcome({ ok: true, message: result.data.message });
    setValues(defaults());
  };

  return (
    <Card aria-labelledby="add-course-title" style={{ maxWidth: 520 }}>
      <CardTitle id="add-course-title">Add Course</CardTitle>
      {outcome && (
        <Notice tone={outcome.ok ? 'success' : 'error'} onDismiss={() => setOutcome(null)}>
          {outcome.message}
        </Notice>
      )}
      <form noValidate onSubmit={onSubmit} aria-labelledby="add-course-title">
        <TextField label="Course Code" required autoComplete="off" {...field('courseCode')} />
        <TextField label="Course Title" required autoComplete="off" {...field('courseTitle')} />
        <TextField label="Instructor ID" required inputMode="numeric" autoComplete="off" {...field('instructorId')} />
        <SelectField label="Semester" {...field('semesterType')}>
          <option value="Autumn">Autumn</option>
          <option value="Spring">Spring</option>
        </SelectField>
        <TextField label="Year" type="number" required {...field('semesterYear')} />
        <TextField label="Total Lectures" type="number" min={1} required {...field('totalLectures')} />
        <Button type="submit" disabled={isLoading}>
          Add Course
        </Button>
      </form>
    </Card>
  );
}
