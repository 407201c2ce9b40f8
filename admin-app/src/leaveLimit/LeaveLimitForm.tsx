import { useState } from 'react';
import type { FormEvent } from 'react';
import { z } from 'zod';
import { input, LEAVE_LIMIT_RANGE } from '@leave/domain';
import { Button, Card, Notice, SelectField, TextField, ViewHeading } from '@leave/ui';
import { errorMessage, useSchemaForm } from '@leave/web-kit';
import { useGetCoursesQuery, useSetLeaveLimitMutation } from '../api/adminApi';

type Values = { courseCode: string; leaveLimit: string };

const limitFormSchema = z.object({
  courseCode: input.required('Course'),
  leaveLimit: input.wholeNumber('Leave Limit (%)', LEAVE_LIMIT_RANGE.min, LEAVE_LIMIT_RANGE.max),
});

/** Change a course's leave limit: the largest share of its lectures a student may miss on leave. */
export function LeaveLimitForm() {
  const { data: courses = [] } = useGetCoursesQuery();
  const { values, validate, field } = useSchemaForm<Values>({ courseCode: '', leaveLimit: '' });
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [setLimit, { isLoading }] = useSetLeaveLimitMutation();
  const current = courses.find((course) => course.course_code === values.courseCode);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const change = validate(limitFormSchema);
    if (!change) return;
    const result = await setLimit(change);
    setOutcome(
      'error' in result
        ? { ok: false, message: errorMessage(result.error) }
        : { ok: true, message: result.data.message },
    );
  };

  return (
    <Card aria-labelledby="leave-limit-title" style={{ maxWidth: 520 }}>
      <ViewHeading id="leave-limit-title" inCard>
        Set Leave Limit
      </ViewHeading>
      {outcome && (
        <Notice
          key={outcome.message}
          tone={outcome.ok ? 'success' : 'error'}
          onDismiss={() => setOutcome(null)}
          focusOnShow
        >
          {outcome.message}
        </Notice>
      )}
      <form noValidate onSubmit={onSubmit} aria-labelledby="leave-limit-title">
        <SelectField label="Course" {...field('courseCode')}>
          <option value="">Choose a course</option>
          {courses.map((course) => (
            <option key={course.course_code} value={course.course_code}>
              {course.course_code} - {course.course_title} (now {course.leave_limit}%)
            </option>
          ))}
        </SelectField>
        {current && (
          <p>
            {current.total_lectures} lectures: at {current.leave_limit}% a student may miss{' '}
            {Math.floor((current.leave_limit * current.total_lectures) / 100)} of them.
          </p>
        )}
        <TextField
          label="Leave Limit (%)"
          type="number"
          min={LEAVE_LIMIT_RANGE.min}
          max={LEAVE_LIMIT_RANGE.max}
          required
          {...field('leaveLimit')}
        />
        <Button type="submit" disabled={isLoading}>
          Set Leave Limit
        </Button>
      </form>
    </Card>
  );
}
