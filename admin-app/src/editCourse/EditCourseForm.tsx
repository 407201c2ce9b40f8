import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { CourseSummary } from '@leave/contract';
import { messages, semesterOfTerm, SEMESTERS } from '@leave/domain';
import { Button, Card, Notice, SelectField, TextField, ViewHeading } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { errorMessage, useSchemaForm } from '@leave/web-kit';
import { useEditCourseMutation, useGetCourseTimetableQuery, useGetCoursesQuery } from '../api/adminApi';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import type { Outcome } from '../shared/OutcomeNotice';
import { courseChoiceWords } from '../words/courseChoice';
import { courseFormWords } from '../words/courseForm';
import { editCourseWords as words } from '../words/editCourse';
import { useRuleWords } from '../words/useRuleWords';
import { LectureChanges } from './LectureChanges';
import { TimetableForm } from './TimetableForm';

type Values = {
  courseCode: string;
  courseTitle: string;
  instructorId: string;
  semesterType: string;
  semesterYear: string;
  totalLectures: string;
};
const EMPTY: Values = {
  courseCode: '',
  courseTitle: '',
  instructorId: '',
  semesterType: SEMESTERS[0],
  semesterYear: '',
  totalLectures: '',
};

const valuesOf = (course: CourseSummary): Values => ({
  courseCode: course.course_code,
  courseTitle: course.course_title,
  instructorId: String(course.instructor_id),
  semesterType: course.semester_type,
  semesterYear: String(course.semester_year),
  totalLectures: String(course.total_lectures),
});

/** The course's fields as the server names them in a refusal (the same as the form's). */
const FIELDS = Object.fromEntries(Object.keys(EMPTY).map((key) => [key, key as keyof Values]));

/**
 * Fix a course: everything but its code; then its timetable (term and weekly meetings) and its
 * one-off lecture changes. The leave limit has its own view.
 */
export function EditCourseForm() {
  const intl = useIntl();
  const say = intl.formatMessage;
  const ruleWords = useRuleWords();
  const {
    values,
    setValues,
    validate,
    field: ruledField,
    showServerError,
  } = useSchemaForm(EMPTY, () => import('./editCourseRules'));
  /** A field whose rule's message is in the language in use. */
  const field = (key: keyof Values) => {
    const props = ruledField(key);
    return { ...props, error: ruleWords(props.error) };
  };
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const courses = useGetCoursesQuery();
  const [editCourse, { isLoading }] = useEditCourseMutation();
  const code = values.courseCode;
  const timetable = useGetCourseTimetableQuery(code, { skip: !code });
  // The timetable shown is the chosen course's, never the last course's while the next one loads.
  const shown = timetable.currentData?.course_code === code ? timetable.currentData : undefined;
  const timetabled = Boolean(shown?.term && shown.meetings.length);
  const term = shown?.term ?? null;

  // A course in a term has the term's semester and year (the server keeps them so): shown, not typed.
  useEffect(() => {
    if (!term) return;
    const { semesterType, semesterYear } = semesterOfTerm(term);
    setValues((current) => ({ ...current, semesterType, semesterYear: String(semesterYear) }));
  }, [term, setValues]);
  const fromTerm = term ? say(words.fromTerm, { term: term.name }) : undefined;

  // A timetabled course's total is counted from its timetable (the field is read-only): it follows
  // it. Once the timetable is taken away the total is the entered one again. An untimetabled
  // course's field is left as the admin types it, even if its timetable arrives after they began.
  const timetabledBefore = useRef<string | null>(null);
  useEffect(() => {
    if (!shown) return;
    if (timetabled || timetabledBefore.current === shown.course_code) {
      setValues((current) => ({ ...current, totalLectures: String(shown.total_lectures) }));
    }
    timetabledBefore.current = timetabled ? shown.course_code : null;
  }, [shown, timetabled, setValues]);

  const choose = (code: string) => {
    setOutcome(null);
    const course = courses.data?.find((c) => c.course_code === code);
    setValues(course ? valuesOf(course) : EMPTY);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const edit = await validate((rules) => rules.editFormSchema);
    if (!edit) return;
    const result = await editCourse(edit);
    if ('error' in result && showServerError(result.error, FIELDS, intl)) return;
    // The server's answer carries only its English: said by its code in another language, updated or unchanged.
    const code = edit.courseCode.toUpperCase();
    const said =
      'data' in result
        ? [messages.courseEdited(code), messages.courseUnchanged(code)].find(
            (one) => one.message === result.data?.message,
          )
        : undefined;
    setOutcome(outcomeOf(result, say(words.notChanged), intl, said));
  };

  const chosen = Boolean(values.courseCode);
  return (
    <>
      <Card aria-labelledby="edit-course-title" style={{ maxWidth: 520 }}>
        <ViewHeading id="edit-course-title" inCard>
          {say(words.title)}
        </ViewHeading>
        <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
        {courses.error && (
          <Notice tone="error">
            {say(courseChoiceWords.coursesNotLoaded, { error: errorMessage(courses.error, undefined, intl) })}
          </Notice>
        )}
        <form noValidate onSubmit={onSubmit} aria-labelledby="edit-course-title">
          <SelectField
            label={say(courseChoiceWords.course)}
            required
            disabled={!courses.data}
            {...field('courseCode')}
            onChange={(event) => choose(event.target.value)}
          >
            <option value="">
              {courses.isLoading ? say(courseChoiceWords.loading) : say(courseChoiceWords.selectCourse)}
            </option>
            {courses.data?.map((course) => (
              <option key={course.course_code} value={course.course_code}>
                {say(courseChoiceWords.courseOption, { code: course.course_code, title: course.course_title })}
              </option>
            ))}
          </SelectField>
          <fieldset disabled={!chosen} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className="visually-hidden">{say(words.courseDetails)}</legend>
            <TextField label={say(courseFormWords.courseTitle)} required autoComplete="off" {...field('courseTitle')} />
            <TextField
              label={say(courseFormWords.instructorId)}
              required
              inputMode="numeric"
              autoComplete="off"
              {...field('instructorId')}
            />
            <SelectField
              label={say(courseFormWords.semester)}
              disabled={Boolean(term)}
              hint={fromTerm}
              {...field('semesterType')}
            >
              {SEMESTERS.map((semester) => (
                <option key={semester} value={semester}>
                  {say(courseFormWords[semester])}
                </option>
              ))}
            </SelectField>
            <TextField
              label={say(courseFormWords.year)}
              type="number"
              required
              readOnly={Boolean(term)}
              hint={fromTerm}
              {...field('semesterYear')}
            />
            <TextField
              label={say(courseFormWords.totalLectures)}
              type="number"
              min={1}
              required
              readOnly={timetabled}
              hint={timetabled ? say(words.countedFromTimetable, { term: shown!.term!.name }) : undefined}
              {...field('totalLectures')}
            />
            <Button type="submit" disabled={isLoading}>
              {say(words.save)}
            </Button>
          </fieldset>
        </form>
      </Card>
      {code && timetable.error !== undefined && (
        <Notice tone="error">
          {say(words.timetableNotLoaded, { code, error: errorMessage(timetable.error, undefined, intl) })}
        </Notice>
      )}
      {shown && (
        <>
          <TimetableForm key={code} timetable={shown} />
          <LectureChanges timetable={shown} />
        </>
      )}
    </>
  );
}
