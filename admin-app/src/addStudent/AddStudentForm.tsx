import { useState } from 'react';
import type { FormEvent } from 'react';
import { uiMessages } from '@leave/domain';
import { Button, Card, Notice, SelectField, TextField, ViewHeading } from '@leave/ui';
import { errorMessage, useSchemaForm } from '@leave/web-kit';
import { useAddStudentToCourseMutation, useGetCoursesQuery } from '../api/adminApi';
import { StudentNameLookup } from './StudentNameLookup';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import type { Outcome } from '../shared/OutcomeNotice';

type Values = { courseCode: string; studentName: string; studentId: string };
const EMPTY: Values = { courseCode: '', studentName: '', studentId: '' };

export function AddStudentForm() {
  const { values, setValues, validate, field } = useSchemaForm(EMPTY, () => import('./addStudentRules'));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const courses = useGetCoursesQuery();
  const [addStudent, { isLoading }] = useAddStudentToCourseMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const enrolment = await validate((rules) => rules.enrolmentFormSchema);
    if (!enrolment) return;
    const result = await addStudent(enrolment);
    if ('error' in result) {
      console.error('Error: cannot add student to course', result.error);
      setOutcome(outcomeOf(result, uiMessages.studentNotAdded));
      return;
    }
    setOutcome(outcomeOf(result));
    setValues(EMPTY);
  };

  return (
    <Card aria-labelledby="add-student-title" style={{ maxWidth: 520 }}>
      <ViewHeading id="add-student-title" inCard>
        Add Student to Course
      </ViewHeading>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
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
        <TextField label="Student ID" required inputMode="numeric" autoComplete="off" {...field('studentId')} />
        <StudentNameLookup studentId={values.studentId} />
        <TextField
          label="Student Name"
          hint="Optional: if given, it must be the name of this Roll No."
          autoComplete="off"
          {...field('studentName')}
        />
        <Button type="submit" disabled={isLoading}>
          Add Student
        </Button>
      </form>
    </Card>
  );
}
