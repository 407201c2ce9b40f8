import { useState } from 'react';
import type { FormEvent } from 'react';
import type { CourseTimetable } from '@leave/contract';
import { lectureMessages } from '@leave/domain';
import { Button, Card } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { useSchemaForm } from '@leave/web-kit';
import { useSetTimetableMutation } from '../api/adminApi';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import type { Outcome } from '../shared/OutcomeNotice';
import { courseFormWords } from '../words/courseForm';
import { editCourseWords as words } from '../words/editCourse';
import { useRuleWords } from '../words/useRuleWords';
import { meetingFieldNames, meetingValues } from './meetingKeys';
import { MeetingRows, useMeetingRows } from './MeetingRows';
import { TermSelect } from './TermSelect';

/** The form's values for a timetable: its term, and each meeting's fields under its row's key. */
const valuesOf = (timetable: CourseTimetable): Record<string, string> => ({
  termId: timetable.term ? String(timetable.term.term_id) : '',
  ...meetingValues(timetable.meetings),
});

/**
 * A course's term and weekly meetings (at most one a weekday), saved together. With no meeting
 * the course has no timetable: every date counts as one lecture and its total is the one entered.
 * Give it a `key` per course: it starts from that course's timetable.
 */
export function TimetableForm({ timetable }: { timetable: CourseTimetable }) {
  const code = timetable.course_code;
  const intl = useIntl();
  const say = intl.formatMessage;
  const {
    values,
    setValues,
    field: ruledField,
    validate,
    showServerError,
  } = useSchemaForm(
    () => valuesOf(timetable),
    () => import('./timetableRules'),
  );
  // The rules' messages in the language in use; the term's is said by its code, as the server's.
  const ruleWords = useRuleWords([lectureMessages.timetableNeedsTerm(code)]);
  const field = (key: string) => {
    const props = ruledField(key);
    return { ...props, error: ruleWords(props.error) };
  };
  const meetings = useMeetingRows({ values, setValues, field }, code, timetable.meetings.length);
  const { rows } = meetings;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [setTimetable, { isLoading }] = useSetTimetableMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const payload = await validate((rules) => rules.timetableFormSchema(code, rows));
    if (!payload) return;
    const result = await setTimetable(payload);
    const fields = { term_id: 'termId', ...meetingFieldNames(rows) };
    if ('error' in result && showServerError(result.error, fields, intl)) return;
    // The server's answer carries only its English: it is said by its code in another language,
    // the one whose English it is, from the timetable sent back.
    const saved = 'data' in result ? result.data : undefined;
    const said =
      saved &&
      [
        saved.timetable.term &&
          lectureMessages.timetableSet(code, saved.timetable.total_lectures, saved.timetable.term.name),
        lectureMessages.timetableCleared(code, saved.timetable.total_lectures),
      ].find((one) => one?.message === saved.message);
    setOutcome(outcomeOf(result, say(words.timetableNotSaved), intl, said || undefined));
  };

  return (
    <Card aria-labelledby="timetable-title" style={{ maxWidth: 640, marginTop: 16 }}>
      <h3 id="timetable-title" style={{ margin: '0 0 12px' }}>
        {say(words.timetableOf, { code })}
      </h3>
      <p style={{ marginTop: 0 }}>{say(words.timetableAbout, { code })}</p>
      <p>
        <strong>{say(words.totalLectures)}</strong>{' '}
        {timetable.term && timetable.meetings.length
          ? say(words.totalInTerm, { total: timetable.total_lectures, term: timetable.term.name })
          : say(words.totalEntered, { total: timetable.total_lectures })}
      </p>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      <form noValidate onSubmit={onSubmit} aria-labelledby="timetable-title">
        <TermSelect
          label={say(courseFormWords.term)}
          id={`${code}-termId`}
          current={timetable.term}
          {...field('termId')}
        />
        {rows.length === 0 && <p>{say(words.noMeetings, { code })}</p>}
        <MeetingRows form={{ values, setValues, field }} prefix={code} meetings={meetings}>
          <Button type="submit" disabled={isLoading}>
            {say(words.saveTimetable)}
          </Button>
        </MeetingRows>
      </form>
    </Card>
  );
}
