import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import {
  courseDefaults,
  DEFAULT_LEAVE_LIMIT,
  LEAVE_LIMIT_RANGE,
  lectureMessages,
  SEMESTERS,
  uiMessages,
} from '@leave/domain';
import { Button, Card, SelectField, TextField, ViewHeading } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { fromIsoDate } from '@leave/contract';
import type { IsoDate } from '@leave/contract';
import { useDateFormat, useSchemaForm, useSchoolToday } from '@leave/web-kit';
import { useAddCourseMutation, useGetTermsQuery } from '../api/adminApi';
import { MeetingRows, useMeetingRows } from '../editCourse/MeetingRows';
import { meetingFieldNames } from '../editCourse/meetingKeys';
import { TermSelect } from '../editCourse/TermSelect';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import type { Outcome } from '../shared/OutcomeNotice';
import { courseFormWords as words } from '../words/courseForm';
import { sayingRules, useRuleWords } from '../words/useRuleWords';
import { TODAY_TERM } from './addCourseRules';

/** The most terms the select lists (the API's largest page). */
const ALL_TERMS = 100;

const defaultsOn = (today: IsoDate): Record<string, string> => {
  const course = courseDefaults(fromIsoDate(today));
  return {
    courseCode: '',
    courseTitle: '',
    instructorId: '',
    termId: TODAY_TERM,
    semesterType: course.semesterType,
    semesterYear: String(course.semesterYear),
    totalLectures: String(course.totalLectures),
    leaveLimit: String(DEFAULT_LEAVE_LIMIT),
  };
};

/**
 * A new course in one step: its term (the term of the school's today unless another is chosen)
 * and, if the admin has it at hand, its weekly meetings. The seed's semester and year are asked
 * only for a course in no term: otherwise they are the term's.
 */
export function AddCourseForm() {
  const today = useSchoolToday();
  const dates = useDateFormat();
  const intl = useIntl();
  const say = intl.formatMessage;
  const defaults = () => defaultsOn(today);
  const schemaForm = useSchemaForm(defaults, () => import('./addCourseRules'));
  const { values, setValues, validate, showServerError } = schemaForm;
  // The rules' messages in the language in use; the term's is said by its code, as the server's.
  const ruleWords = useRuleWords([lectureMessages.timetableNeedsTerm((values.courseCode ?? '').trim().toUpperCase())]);
  const field = sayingRules(schemaForm.field, ruleWords);
  const form = { ...schemaForm, field };
  const meetings = useMeetingRows(form, 'new-course', 0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [addCourse, { isLoading }] = useAddCourseMutation();
  const terms = useGetTermsQuery({ page: 1, page_size: ALL_TERMS });
  const todayTerm = terms.data?.items.find((term) => term.first_day <= today && today <= term.last_day);

  // Once the terms have come, the select shows the term of today (what the server would pick).
  useEffect(() => {
    if (values.termId === TODAY_TERM && terms.data) {
      setValues((current) => ({ ...current, termId: todayTerm ? String(todayTerm.term_id) : '' }));
    }
  }, [values.termId, terms.data, todayTerm, setValues]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const course = await validate((rules) => rules.courseFormSchema(meetings.rows));
    if (!course) return;
    const result = await addCourse(course);
    if ('error' in result) {
      console.error('Error: cannot add course', result.error);
      if (showServerError(result.error, { ...meetingFieldNames(meetings.rows), termId: 'termId' })) return;
      setOutcome(outcomeOf(result, uiMessages.courseNotAdded, intl));
      return;
    }
    // The server's answer, said by its code ('api.courseAdded') in another language.
    setOutcome(outcomeOf(result, undefined, intl, { code: 'api.courseAdded', params: { code: course.courseCode } }));
    setValues(defaults());
    meetings.clear();
  };

  const noTerm = values.termId === '';
  const termHint =
    todayTerm && values.termId === String(todayTerm.term_id)
      ? say(words.termOfToday, { date: dates.date(today) })
      : terms.data && !todayTerm
        ? say(words.noTermToday, { date: dates.date(today) })
        : undefined;
  return (
    <Card aria-labelledby="add-course-title" style={{ maxWidth: 640 }}>
      <ViewHeading id="add-course-title" inCard>
        {say(words.addCourse)}
      </ViewHeading>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      <form noValidate onSubmit={onSubmit} aria-labelledby="add-course-title">
        <TextField label={say(words.courseCode)} required autoComplete="off" {...field('courseCode')} />
        <TextField label={say(words.courseTitle)} required autoComplete="off" {...field('courseTitle')} />
        <TextField
          label={say(words.instructorId)}
          required
          inputMode="numeric"
          autoComplete="off"
          {...field('instructorId')}
        />
        <TermSelect label={say(words.term)} hint={termHint} {...field('termId')} />
        {noTerm && (
          <>
            <SelectField label={say(words.semester)} {...field('semesterType')}>
              {SEMESTERS.map((semester) => (
                <option key={semester} value={semester}>
                  {say(words[semester])}
                </option>
              ))}
            </SelectField>
            <TextField label={say(words.year)} type="number" required {...field('semesterYear')} />
          </>
        )}
        {meetings.rows.length === 0 && (
          <TextField label={say(words.totalLectures)} type="number" min={1} required {...field('totalLectures')} />
        )}
        <TextField
          label={say(words.leaveLimit)}
          type="number"
          min={LEAVE_LIMIT_RANGE.min}
          max={LEAVE_LIMIT_RANGE.max}
          required
          {...field('leaveLimit')}
        />
        <h3 style={{ margin: '8px 0' }}>{say(words.weeklyMeetings)}</h3>
        <p style={{ marginTop: 0 }}>
          {meetings.rows.length ? say(words.countedFromMeetings) : say(words.addMeetingsLater)}
        </p>
        <MeetingRows form={form} prefix="new-course" meetings={meetings}>
          <Button type="submit" disabled={isLoading}>
            {say(words.addCourse)}
          </Button>
        </MeetingRows>
      </form>
    </Card>
  );
}
