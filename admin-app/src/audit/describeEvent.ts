import type { AuditAction, AuditEvent, AuditSubject } from '@leave/contract';
import type { DateFormat } from '@leave/domain';

type Described = Pick<AuditEvent, 'action' | 'target' | 'subject' | 'leave'>;

/** "Aarav Sharma (1001)", or "student 1001" once the account is gone. */
export const studentWords = ({ name, roll_no }: AuditSubject) => (name ? `${name} (${roll_no})` : `student ${roll_no}`);

const whose = (subject: AuditSubject) =>
  subject.name ? `${subject.name}'s (${subject.roll_no})` : `student ${subject.roll_no}'s`;

/** What an event was done to, in words, for each kind of target. */
function things({ target, subject, leave }: Described, dates: DateFormat) {
  const owner = subject ? `${whose(subject)} ` : '';
  const [, kind, rest = ''] = /^(\w+(?: instructor)?) (.*)$/.exec(target) ?? [];
  const lecture = /^course (\S+), lecture (\d{4}-\d{2}-\d{2})$/.exec(target);
  return {
    /** "Aarav Sharma's (1001) leave on Mon, 23 Nov 2026 in CS101". */
    leave: leave ? `${owner}leave on ${dates.date(leave.leave_date)} in ${leave.course_code}` : `${owner}${target}`,
    /** "Aarav Sharma's (1001) request 12". */
    request: `${owner}${target}`,
    /** "Aarav Sharma's (1001) account", "course instructor 501's account". */
    account: subject && kind === 'student' ? `${whose(subject)} account` : `${target}'s account`,
    /** "CS101" of "course CS101". */
    course: kind === 'course' ? rest : target,
    /** "CS101's lecture on Tue, 1 Dec 2026" of a roll's target. */
    lecture: lecture ? `${lecture[1]}'s lecture on ${dates.date(lecture[2]!)}` : target,
    /** "Aarav Sharma (1001)" of an enrolment. */
    student: subject ? studentWords(subject) : 'a student',
  };
}

type Things = ReturnType<typeof things>;

/** Each action as a sentence about its target: every action has one (the compiler checks). */
const SENTENCES: Record<AuditAction, (t: Things, target: string) => string> = {
  'user signed up': (t, target) => `Signed up as ${t.student === 'a student' ? target : t.student}`,
  'sign-in refused': (t) => `Sign-in refused for ${t.account}`,
  'access refused': (_, target) => `Access refused to ${target}`,
  'sign-in throttled': (t) => `Sign-in throttled for ${t.account}`,
  'course added': (t) => `Added course ${t.course}`,
  'course edited': (t) => `Edited course ${t.course}`,
  'leave limit set': (t) => `Set the leave limit of ${t.course}`,
  'student enrolled': (t) => `Enrolled ${t.student} in ${t.course}`,
  'student unenrolled': (t) => `Removed ${t.student} from ${t.course}`,
  'students imported': () => 'Imported students',
  'enrolments imported': () => 'Imported enrolments',
  'password reset': (t) => `Reset the password of ${t.account}`,
  'password changed': (t) => `Changed the password of ${t.account}`,
  'account deactivated': (t) => `Deactivated ${t.account}`,
  'account reactivated': (t) => `Reactivated ${t.account}`,
  'leave applied': (t) => `Applied for ${t.leave}`,
  'leave approved': (t) => `Approved ${t.leave}`,
  'leave rejected': (t) => `Rejected ${t.leave}`,
  'leave withdrawn': (t) => `Withdrew ${t.leave}`,
  'leave cancelled': (t) => `Cancelled ${t.leave}`,
  'leave revoked': (t) => `Revoked ${t.leave}`,
  'term added': (_, target) => `Added ${target}`,
  'term edited': (_, target) => `Edited ${target}`,
  'term removed': (_, target) => `Removed ${target}`,
  'holiday added': (_, target) => `Added a holiday to ${target}`,
  'holiday removed': (_, target) => `Removed a holiday from ${target}`,
  'holidays imported': (_, target) => `Imported holidays into ${target}`,
  'timetable set': (t) => `Set the timetable of ${t.course}`,
  'timetables imported': () => 'Imported timetables',
  'timetables copied': (_, target) => `Copied timetables into ${target}`,
  'lecture cancelled': (t) => `Cancelled a lecture of ${t.course}`,
  'lecture added': (t) => `Added a lecture to ${t.course}`,
  'lecture change removed': (t) => `Undid a lecture change of ${t.course}`,
  'request withdrawn': (t) => `Withdrew ${t.request}`,
  'request approved': (t) => `Approved ${t.request}`,
  'request rejected': (t) => `Rejected ${t.request}`,
  'request reopened': (t) => `Reopened ${t.request}`,
  'request resubmitted': (t) => `Resubmitted as ${t.request}`,
  'device signed out': (t) => `Signed a device out of ${t.account}`,
  'signed out everywhere': (t) => `Signed ${t.account} out everywhere`,
  'two-factor enabled': (t) => `Turned on two-factor sign-in for ${t.account}`,
  'two-factor disabled': (t) => `Turned off two-factor sign-in for ${t.account}`,
  'leave kind added': (_, target) => `Added ${target}`,
  'leave kind edited': (_, target) => `Edited ${target}`,
  'request kind set': (t) => `Set the kind of ${t.request}`,
  'documents attached': (t) => `Attached documents to ${t.request}`,
  'document downloaded': (t) => `Downloaded ${t.request}`,
  'document asked': (t) => `Asked for a document for ${t.request}`,
  'documents removed': (t) => `Removed the documents of ${t.request}`,
  'recovery code used': (t) => `Used a recovery code of ${t.account}`,
  'signed in with school account': (t) => `Signed in with the school account to ${t.account}`,
  'sign-in options changed': () => 'Changed the sign-in options',
  'roll taken': (t) => `Took the roll of ${t.lecture}`,
  'roll corrected': (t) => `Corrected the roll of ${t.lecture}`,
  'attendance rules set': () => 'Set the attendance rules',
  'roll marks imported': () => 'Imported roll marks',
};

/**
 * An event as a sentence naming whom and what it was about, its actor apart (the trail's Who):
 * "Revoked Aarav Sharma's (1001) leave on Mon, 23 Nov 2026 in CS101".
 */
export function describeEvent(event: Described, dates: DateFormat): string {
  const sentence = SENTENCES[event.action] as ((t: Things, target: string) => string) | undefined;
  // An action this screen does not know yet (a newer server) reads as the server names it.
  return sentence ? sentence(things(event, dates), event.target) : `${event.action}: ${event.target}`;
}

/** The fields an event's sentence already says (its student; its leave's date and course), left out of its details. */
export const saidBySentence = ({ subject, leave }: Pick<AuditEvent, 'subject' | 'leave'>): string[] => [
  ...(subject ? ['roll_no', 'name'] : []),
  ...(leave ? ['course_code', 'leave_date'] : []),
];
