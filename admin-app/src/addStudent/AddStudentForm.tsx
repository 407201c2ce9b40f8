import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage } from '@leave/contract';
import { Button, Card, CardTitle, Notice, requiredFieldErrors, SelectField, TextField, useFormState } from '@leave/ui';
import { useAddStudentToCourseMutation, useGetCoursesQuery } from '../api/adminApi';

type Values = { courseCode: string; studentName: string; studentId: string };
const EMPTY: Values = { courseCode: '', studentName: '', studentId: '' };

export function AddStudentForm() {
  const { values, setValues, setErrors, field } = useFormState<Values>(EMPTY);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const courses = useGetCoursesQuery();
  const [addStudent, { isLoading }] = useAddStudentToCourseMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found: Partial<Values> = requiredFieldErrors(values, {
      courseCode: 'Course',
      studentName: 'Student Name',
      studentId: 'Student ID',
    });
    if (!found.studentId && !/^\d{1,10}$/.test(values.studentId.trim()))
      found.studentId = 'Student ID must be a number';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await addStudent({
      courseCode: values.courseCode,
      studentName: values.studentName.trim(),
      studentId: Number(values.studentId),
    });
    if ('error' in result) {
      console.error('Error: cannot add student to course', result.error);
      setOutcome({ ok: false, message: errorMessage(result.error, 'The student could not be added.') });
      return;
    }
    setOutcome({ ok: true, message: result.data.message });
    setValues(EMPTY);
  };

  return (
    <Card aria-labelledby="add-student-title" style={{ maxWidth: 520 }}>
      <CardTitle id="add-student-title">Add Student to Course</CardTitle>
      {outcome && (
        <Notice tone={outcome.ok ? 'success' : 'error'} onDismiss={() => setOutcome(null)}>
          {outcome.message}
        </Notice>
      )}
      {courses.error && <Notice tone="error">The courses could not be loaded. {errorMessage(courses.error)}</Notice>}
      <form noValidate onSubmit={onSubmit} aria-labelledby="add-student-title">
        <SelectField label="Course" required disabled={!courses.data} {...field('courseCode')}>
          <option value="">{courses.isLoading ? 'Loading...' : 'Select a course'}</option>
          {courses.data?.map((course) => (
            <option key={course.course_code} value={course.course_code}>
              {course.course_code} - {course.course_title}
            </option>
          ))}
        </SelectField>
        <TextField label="Student Name" required autoComplete="off" {...field('studentName')} />
        <TextField label="Student ID" required inputMode="numeric" autoComplete="off" {...field('studentId')} />
        <Button type="submit" disabled={isLoading}>
          Add Student
        </Button>
      </form>
    </Card>
  );
}
