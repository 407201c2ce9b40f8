import { memo } from 'react';
import type { Lecture, RollMark, RollStudent } from '@leave/contract';
import { lectureLine } from '@leave/domain';
import { styled } from '@leave/ui/styled';
import { theme } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { Words } from '@leave/ui/i18n';
import { classListWords as words } from '../words/classList';
import { onAcceptedLeave } from './rollMarks';

/** The choices in one order for everyone, so a thumb finds Absent in the same place on every row. */
const CHOICES: RollMark[] = ['present', 'absent', 'late'];

const WORDS = { present: words.present, absent: words.absent, late: words.late } satisfies Record<RollMark, unknown>;

const Row = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 4px 12px;
  margin: 0;
  padding: 6px 0;
  border: none;
  border-bottom: 1px solid ${theme.color.border};
  min-width: 0;
  /* A phone stacks the name over the three choices, each a thumb wide. */
  @media (max-width: 520px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The legend is the row's name; floated, it lays out like the text it is. */
const Who = styled.legend`
  float: inline-start;
  padding: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const LeaveNote = styled.span`
  display: block;
  font-weight: 400;
  font-size: 0.9rem;
  color: ${theme.color.muted};
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(5.5rem, 1fr));
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  overflow: hidden;
`;

const tone: Record<RollMark, { bg: string; fg: string }> = {
  present: { bg: theme.color.success, fg: theme.color.onSuccess },
  absent: { bg: theme.color.danger, fg: theme.color.onDanger },
  late: { bg: theme.color.pending, fg: theme.color.onPending },
};

/**
 * A choice is a native radio button (arrow keys move within a student, Tab to the next one), its
 * label a 44 px tall tap target. The chosen one is filled in its colour and says so with a tick,
 * never by colour alone.
 */
const Choice = styled.label<{ $mark: RollMark; $leave: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 4px 6px;
  cursor: pointer;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  text-align: center;
  & + & {
    border-inline-start: 1px solid ${theme.color.border};
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    background: ${({ $mark, $leave }) => ($mark === 'absent' && $leave ? theme.color.primary : tone[$mark].bg)};
    color: ${({ $mark, $leave }) => ($mark === 'absent' && $leave ? theme.color.onPrimary : tone[$mark].fg)};
    font-weight: 700;
  }
  &:has(input:checked) span::before {
    content: '✓ ' / '';
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.color.focus};
    outline-offset: -3px;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
  }
`;

/** The leave beside a student's mark: accepted ("On leave: Medical leave") or pending. */
export function leaveNote(student: RollStudent): string | null {
  if (!student.leave) return null;
  return `${student.leave.status === 'accepted' ? 'Accepted leave' : 'Pending leave'}: ${student.leave.kind}`;
}

/** The leave beside a student's mark in the language in use. */
function leaveNoteIn(intl: Words, student: RollStudent): string | null {
  if (!student.leave) return null;
  const word = student.leave.status === 'accepted' ? words.acceptedLeave : words.pendingLeave;
  return intl.formatMessage(word, { kind: student.leave.kind });
}

/** "CS101 10:00-11:00, Room 12 (extra lecture)" (the domain's `lectureLine`), in the language in use. */
export function lectureLineIn(intl: Words, lecture: Pick<Lecture, 'course_code' | 'start' | 'end' | 'room' | 'extra'>) {
  return lectureLine({ ...lecture, extra: false }) + (lecture.extra ? intl.formatMessage(words.extraLecture) : '');
}

interface MarkChoiceProps {
  student: RollStudent;
  mark: RollMark;
  disabled: boolean;
  onMark: (rollNo: number, mark: RollMark) => void;
}

/**
 * One student's row of the class list: who they are, their leave, and Present / Absent / Late.
 * For a student on accepted leave, Absent reads "On leave": an absence with leave is not missed
 * as one without is.
 */
export const MarkChoice = memo(function MarkChoice({ student, mark, disabled, onMark }: MarkChoiceProps) {
  const onLeave = onAcceptedLeave(student);
  const intl = useIntl();
  const note = leaveNoteIn(intl, student);
  return (
    <Row disabled={disabled}>
      <Who>
        {student.roll_no} {student.name}
        {note && <LeaveNote>{note}</LeaveNote>}
      </Who>
      <Choices>
        {CHOICES.map((choice) => (
          <Choice key={choice} $mark={choice} $leave={onLeave}>
            <input
              type="radio"
              name={`mark-${student.roll_no}`}
              value={choice}
              checked={mark === choice}
              onChange={() => onMark(student.roll_no, choice)}
            />
            <span>{intl.formatMessage(choice === 'absent' && onLeave ? words.onLeave : WORDS[choice])}</span>
          </Choice>
        ))}
      </Choices>
    </Row>
  );
});
