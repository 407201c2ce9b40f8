import { useState } from 'react';
import type { FormEvent } from 'react';
import { LEAVE_LIMIT_RANGE } from '@leave/domain';
import { Button, Card, SelectField, TextField, ViewHeading } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { useSchemaForm } from '@leave/web-kit';
import { useGetCoursesQuery, useSetLeaveLimitMutation } from '../api/adminApi';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import type { Outcome } from '../shared/OutcomeNotice';
import { limitFormWords as words } from '../words/limitForm';

/** Change a course's leave limit: the largest share of its lectures a student may miss on leave. */
export function LeaveLimitForm() {
  const { data: courses = [] } = useGetCoursesQuery();
  const intl = useIntl();
  const say = intl.formatMessage;
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
    // The server's answer, said by its code ('api.leaveLimitSet') in another language.
    const said = { code: 'api.leaveLimitSet', params: { code: change.courseCode, limit: change.leaveLimit } };
    setOutcome(outcomeOf(result, undefined, intl, said));
  };

  return (
    <Card aria-labelledby="leave-limit-title" style={{ maxWidth: 520 }}>
      <ViewHeading id="leave-limit-title" inCard>
        {say(words.title)}
      </ViewHeading>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      <form noValidate onSubmit={onSubmit} aria-labelledby="leave-limit-title">
        <SelectField label={say(words.course)} {...field('courseCode')}>
          <option value="">{say(words.chooseCourse)}</option>
          {courses.map((course) => (
            <option key={course.course_code} value={course.course_code}>
              {say(words.courseNow, {
                code: course.course_code,
                title: course.course_title,
                limit: course.leave_limit,
              })}
            </option>
          ))}
        </SelectField>
        {current && (
          <p>
            {say(words.mayMiss, {
              lectures: current.total_lectures,
              limit: current.leave_limit,
              missed: Math.floor((current.leave_limit * current.total_lectures) / 100),
            })}
          </p>
        )}
        <TextField
          label={say(words.leaveLimit)}
          type="number"
          min={LEAVE_LIMIT_RANGE.min}
          max={LEAVE_LIMIT_RANGE.max}
          required
          {...field('leaveLimit')}
        />
        <Button type="submit" disabled={isLoading}>
          {say(words.title)}
        </Button>
      </form>
    </Card>
  );
}
