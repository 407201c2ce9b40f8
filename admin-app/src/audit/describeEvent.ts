import type { AuditEvent, AuditSubject } from '@leave/contract';
import type { DateFormat } from '@leave/domain';
import type { MessageDescriptor } from '@leave/ui/i18n';
import { auditEventWords, auditWords as words } from '../words/audit';
import { auditName, inEnglish } from './describeChange';
import type { Say } from './describeChange';

type Described = Pick<AuditEvent, 'action' | 'target' | 'subject' | 'leave'>;

/** "Aarav Sharma (1001)", or "student 1001" once the account is gone. */
export const studentWords = ({ name, roll_no }: AuditSubject, say: Say = inEnglish) =>
  name
    ? say(words.studentNamed, { name, rollNo: String(roll_no) })
    : say(words.studentNumber, { rollNo: String(roll_no) });

const whose = (say: Say, subject: AuditSubject) =>
  subject.name
    ? say(words.whoseNamed, { name: subject.name, rollNo: String(subject.roll_no) })
    : say(words.whoseNumber, { rollNo: String(subject.roll_no) });

const LECTURE = /^course (\S+), lecture (\d{4}-\d{2}-\d{2})$/;
/** A target that is a kind alone (what a whole import or a setting changed). */
const WHOLE = /^(students|enrolments|rolls|timetables|attendance rules|password sign-in)$/;
/** A target's kind and the rest: "course instructor" and "501" of "course instructor 501". */
const KIND = /^(leave kind|course instructor|\w+) (.*)$/;

/**
 * A target as the server names it ("leave 27", "term Autumn 2026", "students"), its kind in the
 * language in use (`auditNames.ts`); a lecture's, its course and date as they came.
 */
export function targetWords(target: string, say: Say = inEnglish): string {
  const lecture = LECTURE.exec(target);
  if (lecture) return say(words.lectureTarget, { code: lecture[1]!, date: lecture[2]! });
  if (WHOLE.test(target)) return auditName(say, 'kind', target);
  const [, kind, rest] = KIND.exec(target) ?? [];
  return kind ? `${auditName(say, 'kind', kind)} ${rest}` : target;
}

/** What an event was done to, in words, for each kind of target. */
function things({ target, subject, leave }: Described, dates: DateFormat, say: Say) {
  const [, kind, rest = ''] = /^(\w+(?: instructor)?) (.*)$/.exec(target) ?? [];
  const lecture = LECTURE.exec(target);
  const named = targetWords(target, say);
  const owned = (thing: MessageDescriptor, values: Record<string, string>) =>
    subject ? say(thing, { ...values, whose: whose(say, subject) }) : values.target!;
  return {
    named,
    /** "Aarav Sharma's (1001) leave on Mon, 23 Nov 2026 in CS101". */
    leave: leave
      ? say(subject ? words.leaveOf : words.leaveOn, {
          ...(subject ? { whose: whose(say, subject) } : {}),
          date: dates.date(leave.leave_date),
          code: leave.course_code,
        })
      : owned(words.thingOf, { target: named }),
    /** "Aarav Sharma's (1001) request 12". */
    request: owned(words.thingOf, { target: named }),
    /** "Aarav Sharma's (1001) account", "course instructor 501's account". */
    account:
      subject && kind === 'student'
        ? say(words.accountOf, { whose: whose(say, subject) })
        : say(words.targetAccount, { target: named }),
    /** "CS101" of "course CS101". */
    course: kind === 'course' ? rest : named,
    /** "CS101's lecture on Tue, 1 Dec 2026" of a roll's target. */
    lecture: lecture ? say(words.lectureOf, { code: lecture[1]!, date: dates.date(lecture[2]!) }) : named,
    /** "Aarav Sharma (1001)" of an enrolment. */
    student: subject ? studentWords(subject, say) : say(words.aStudent),
  };
}

/**
 * An event as a sentence naming whom and what it was about, its actor apart (the trail's Who):
 * "Revoked Aarav Sharma's (1001) leave on Mon, 23 Nov 2026 in CS101", in the language `say`
 * speaks (English unless given).
 */
export function describeEvent(event: Described, dates: DateFormat, say: Say = inEnglish): string {
  const sentence = (auditEventWords as Record<string, MessageDescriptor | undefined>)[event.action];
  // An action this screen does not know yet (a newer server) reads as the server names it.
  if (!sentence) return say(words.unknownAction, { action: event.action, target: event.target });
  const { named, ...about } = things(event, dates, say);
  // One who signed up with no student record is named by the target (an instructor's account).
  const student = event.action === 'user signed up' && !event.subject ? named : about.student;
  return say(sentence, { ...about, student, target: event.action === 'access refused' ? event.target : named });
}

/** The fields an event's sentence already says (its student; its leave's date and course), left out of its details. */
export const saidBySentence = ({ subject, leave }: Pick<AuditEvent, 'subject' | 'leave'>): string[] => [
  ...(subject ? ['roll_no', 'name'] : []),
  ...(leave ? ['course_code', 'leave_date'] : []),
];
