import { useCallback, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { LectureRoll, RollMark, RollSave, RollSaved } from '@leave/contract';
import { Button, LiveRegion, Notice, TextAreaField, theme, ViewHeading } from '@leave/ui';
import { styled } from '@leave/ui/styled';
import { sayServerMessage, useIntl } from '@leave/ui/i18n';
import type { Words } from '@leave/ui/i18n';
import { errorField, errorMessage } from '../apiStore';
import { useDateFormat } from '../schoolToday/useDateFormat';
import { classListWords as words } from '../words/classList';
import { lectureLineIn, MarkChoice } from './MarkChoice';
import { changedMarks, everyone, markCounts, onAcceptedLeave, startingMark } from './rollMarks';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0;
  button {
    min-height: 44px;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0 0 8px;
  padding: 0;
`;

/** The counts and Save stay in reach at the foot of the screen, however long the class. */
const SaveBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 0;
  background: ${theme.color.surface};
  border-top: 1px solid ${theme.color.border};
  button {
    min-height: 44px;
  }
`;

const MAX_REASON = 500;

type SaveResult = { data: RollSaved } | { error: unknown };

interface ClassListProps {
  roll: LectureRoll;
  /** Sends the changed marks (POST /saveRoll). */
  save: (save: RollSave) => PromiseLike<SaveResult>;
  saving: boolean;
  /** Back to where the lecture was picked. */
  onBack: () => void;
}

/** "2 absent, 1 late, 1 on leave, 56 present" as the class list stands. */
function countWords(intl: Words, counts: ReturnType<typeof markCounts>) {
  return intl.formatMessage(words.counts, { ...counts });
}

/**
 * A lecture's class list in roll order: one tap marks a student absent or late, Everyone present
 * or Everyone absent set all, and Save attendance sends only the marks changed here (the server
 * merges them). The server's answer is announced; a locked roll says why.
 */
export function ClassList({ roll: loaded, save, saving, onBack }: ClassListProps) {
  const format = useDateFormat();
  const intl = useIntl();
  const say = intl.formatMessage;
  // The roll as last saved here, until the list is opened again.
  const [saved, setSaved] = useState<LectureRoll | null>(null);
  const roll = saved ?? loaded;
  // The marks chosen here, by roll number; the others stand as the roll has them.
  const [chosen, setChosen] = useState<ReadonlyMap<number, RollMark>>(new Map());
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<{ message: string; field?: string } | null>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);

  const students = roll.students;
  const markOf = (rollNo: number, fallback: RollMark) => chosen.get(rollNo) ?? fallback;
  const marks = new Map(students.map((s) => [s.roll_no, markOf(s.roll_no, startingMark(s))]));
  const changes = changedMarks(students, marks);
  const counts = markCounts(students, marks);
  const locked = !roll.editable;

  const onMark = useCallback((rollNo: number, mark: RollMark) => {
    setChosen((before) => new Map(before).set(rollNo, mark));
    // "Attendance saved" no longer holds once a mark changes.
    setMessage('');
  }, []);

  const setAll = (marks: ReadonlyMap<number, RollMark>) => {
    setChosen(marks);
    setMessage('');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
    setFailure(null);
    if (roll.reason_needed && !reason.trim()) {
      setFailure({ message: say(words.reasonRequired), field: 'reason' });
      reasonField.current?.focus();
      return;
    }
    const result = await save({
      course_code: roll.course_code,
      date: roll.date,
      marks: changes,
      ...(roll.reason_needed ? { reason: reason.trim() } : {}),
    });
    if ('error' in result) {
      const field = errorField(result.error);
      setFailure({ message: errorMessage(result.error, undefined, intl), field });
      if (field === 'reason') reasonField.current?.focus();
      return;
    }
    setSaved(result.data.roll);
    setChosen(new Map());
    setReason('');
    setMessage(sayServerMessage(intl, result.data));
  };

  const title = say(words.rollOfOn, { course: roll.course_code, date: format.date(roll.date) });
  return (
    <section aria-labelledby="class-list-title">
      <ViewHeading id="class-list-title" pageTitle={say(words.rollOf, { course: roll.course_code })}>
        {title}
      </ViewHeading>
      <Button type="button" $variant="secondary" onClick={onBack} style={{ minHeight: 44 }}>
        {say(words.back)}
      </Button>
      <p>
        {say(words.about, { title: roll.course_title, lecture: lectureLineIn(intl, roll), enrolled: roll.enrolled })}{' '}
        {roll.taken && roll.taken_at
          ? say(words.takenBy, { name: roll.taken_by ?? say(words.someone), at: format.dateTime(roll.taken_at) })
          : say(words.notTaken)}
      </p>
      {locked && roll.locked_reason && (
        <Notice tone="info">
          {roll.locked_why
            ? sayServerMessage(intl, { message: roll.locked_reason, ...roll.locked_why })
            : roll.locked_reason}
        </Notice>
      )}
      <form aria-labelledby="class-list-title" noValidate onSubmit={(event) => void onSubmit(event)}>
        {!locked && (
          <Actions>
            <Button
              type="button"
              $variant="secondary"
              onClick={() =>
                // Students on accepted leave stay on leave: who came anyway is marked one by one.
                setAll(
                  new Map(students.map((s) => [s.roll_no, onAcceptedLeave(s) ? startingMark(s) : 'present'] as const)),
                )
              }
            >
              {say(words.everyonePresent)}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setAll(everyone(students, 'absent'))}>
              {say(words.everyoneAbsent)}
            </Button>
          </Actions>
        )}
        {students.length === 0 ? (
          <p>{say(words.nobodyEnrolled, { course: roll.course_code })}</p>
        ) : (
          <List aria-label={say(words.classListOf, { course: roll.course_code })}>
            {students.map((student) => (
              <li key={student.roll_no}>
                <MarkChoice student={student} mark={marks.get(student.roll_no)!} disabled={locked} onMark={onMark} />
              </li>
            ))}
          </List>
        )}
        {roll.reason_needed && !locked && (
          <TextAreaField
            ref={reasonField}
            label={say(words.reason)}
            hint={say(words.reasonHint)}
            maxLength={MAX_REASON}
            required
            value={reason}
            error={failure?.field === 'reason' ? failure.message : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
        {failure && failure.field !== 'reason' && <Notice tone="error">{failure.message}</Notice>}
        <SaveBar>
          <span>
            {countWords(intl, counts)}
            {changes.length > 0 && say(words.notSaved, { count: changes.length })}
          </span>
          {!locked && (
            <Button type="submit" disabled={saving}>
              {say(words.save)}
            </Button>
          )}
        </SaveBar>
        <LiveRegion>
          {message && (
            <Notice tone="success" quiet>
              {message}
            </Notice>
          )}
        </LiveRegion>
      </form>
    </section>
  );
}
