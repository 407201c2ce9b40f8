import { useState } from 'react';
import type { FormEvent } from 'react';
import { LEAVE_LIMIT_RANGE } from '@leave/domain';
import { Button, Card, SelectField, TextField, ViewHeading } from '@leave/ui';
import { useSchemaForm } from '@leave/web-kit';
import { useGetCoursesQuery, useSetLeaveLimitMutation } from '../api/adminApi';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import type { Outcome } from '../shared/OutcomeNotice';

/** Change a course's leave limit: the largest share of its lectures a student may miss on leave. */
export function LeaveLimitForm() {
  const { data: courses = [] } = useGetCoursesQuery();
  const { values, validate, field } = useSchemaForm(
    { courseCode: '', leaveLimit: '' },
    () => import('./leaveLimitRules'),
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [setLimit, { isLoading }] = useSetLeaveLimitMutation();
  const current = courses.find((course) => course.course_code === values.courseCode);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const change = await validate((rules) => rules.limitFormSchema);
    if (!change) return;
    const result = await setLimit(change);
    setOutcome(outcomeOf(result));
  };

  return (
    <Card aria-labelledby="leave-limit-title" style={{ maxWidth: 520 }}>
      <ViewHeading id="leave-limit-title" inCard>
        Set Leave Limit
      </ViewHeading>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
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
