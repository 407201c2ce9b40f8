import { useState } from 'react';
import type { FormEvent } from 'react';
import { messages } from '@leave/domain';
import { Button, Card, Notice, SelectField, TextField, ViewHeading } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { errorMessage, useSchemaForm } from '@leave/web-kit';
import { useAddStudentToCourseMutation, useGetCoursesQuery } from '../api/adminApi';
import { StudentNameLookup } from './StudentNameLookup';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import type { Outcome } from '../shared/OutcomeNotice';
import { courseChoiceWords } from '../words/courseChoice';
import { addStudentWords as words } from '../words/enrolments';
import { useRuleWords } from '../words/useRuleWords';

type Values = { courseCode: string; studentName: string; studentId: string };
const EMPTY: Values = { courseCode: '', studentName: '', studentId: '' };

/**
 * The server's answer to an enrolment, as the domain words it: "Diya Patel enrolled in CS101", the
 * student's name as stored, which only the answer knows (read from it, the whole checked).
 */
function enrolledSaid(message: string, code: string) {
  const name = message.slice(0, -` enrolled in ${code}`.length);
  const said = messages.enrolled(name, code);
  return said.message === message ? said : undefined;
}

export function AddStudentForm() {
  const intl = useIntl();
  const say = intl.formatMessage;
  const ruleWords = useRuleWords();
  const { values, setValues, validate, field: ruledField } = useSchemaForm(EMPTY, () => import('./addStudentRules'));
  /** A field whose rule's message is in the language in use. */
  const field = (key: keyof Values) => {
    const props = ruledField(key);
    return { ...props, error: ruleWords(props.error) };
  };
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
      setOutcome(outcomeOf(result, say(words.notAdded), intl));
      return;
    }
    const said = result.data && enrolledSaid(result.data.message, enrolment.courseCode.toUpperCase());
    setOutcome(outcomeOf(result, undefined, intl, said));
    setValues(EMPTY);
  };

  return (
    <Card aria-labelledby="add-student-title" style={{ maxWidth: 520 }}>
      <ViewHeading id="add-student-title" inCard>
        {say(words.title)}
      </ViewHeading>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      {courses.error && (
        <Notice tone="error">
          {say(courseChoiceWords.coursesNotLoaded, { error: errorMessage(courses.error, undefined, intl) })}
        </Notice>
      )}
      <form noValidate onSubmit={onSubmit} aria-labelledby="add-student-title">
        <SelectField label={say(courseChoiceWords.course)} required disabled={!courses.data} {...field('courseCode')}>
          <option value="">
            {courses.isLoading ? say(courseChoiceWords.loading) : say(courseChoiceWords.selectCourse)}
          </option>
          {courses.data?.map((course) => (
            <option key={course.course_code} value={course.course_code}>
              {say(courseChoiceWords.courseOption, { code: course.course_code, title: course.course_title })}
            </option>
          ))}
        </SelectField>
        <TextField
          label={say(words.studentId)}
          required
          inputMode="numeric"
          autoComplete="off"
          {...field('studentId')}
        />
        <StudentNameLookup studentId={values.studentId} />
        <TextField
          label={say(words.studentName)}
          hint={say(words.nameHint)}
          autoComplete="off"
          {...field('studentName')}
        />
        <Button type="submit" disabled={isLoading}>
          {say(words.add)}
        </Button>
      </form>
    </Card>
  );
}
