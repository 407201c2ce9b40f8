/**
 * The audit trail's sentences and details (ids after `admin.audit.`), which the Overview's recent
 * changes say too: so they download with the admin's first view, as their English did before,
 * and stay as few as the sentences need. Each event's sentence is its action's word
 * (`admin.audit.event.<action>`, the action as the contract names it), about the things below: a
 * student's leave, request or account, a course, a lecture. The names the trail's data gives in
 * English (a target's kind, a role, a changed field, a value) have no English word here: their
 * English is the name itself, and only the catalogues list them (`auditNames.ts`).
 */
import type { AuditAction } from '@leave/contract';
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const auditWords = defineWords('admin.audit', {
  // Whose a thing is: "Aarav Sharma's (1001)", or "student 1001's" once the account is gone.
  whoseNamed: "{name}'s ({rollNo})",
  whoseNumber: "student {rollNo}'s",
  // A student: "Aarav Sharma (1001)", "student 1001", or none known.
  studentNamed: '{name} ({rollNo})',
  studentNumber: 'student {rollNo}',
  aStudent: 'a student',
  // The things an event is about.
  leaveOf: '{whose} leave on {date} in {code}',
  leaveOn: 'leave on {date} in {code}',
  thingOf: '{whose} {target}',
  accountOf: '{whose} account',
  targetAccount: "{target}'s account",
  lectureOf: "{code}'s lecture on {date}",
  // A lecture's roll as the server names it, "course CS101, lecture 2026-12-01".
  lectureTarget: 'course {code}, lecture {date}',
  // An action a newer server knows and this screen does not, as the server names it.
  unknownAction: '{action}: {target}',
  // Who acted, with no account: nobody signed in, or the server by itself (the documents' sweep).
  nobodySignedIn: 'nobody signed in',
  theServer: 'the server',
  // A change, one line per field: "total lectures from 40 to 80".
  fieldIs: '{name}: {value}',
  fieldSet: '{name} set to {value}',
  fieldCleared: '{name} cleared (was {value})',
  fieldMoved: '{name} from {was} to {is}',
  yes: 'yes',
  no: 'no',
  none: '(none)',
  items: '{count} items',
  dateIn: '{date} in {code}',
});

/** Each action as a sentence about its target: every action has one (the compiler checks). */
export const auditEventWords = defineWords('admin.audit.event', {
  'user signed up': 'Signed up as {student}',
  'sign-in refused': 'Sign-in refused for {account}',
  'access refused': 'Access refused to {target}',
  'sign-in throttled': 'Sign-in throttled for {account}',
  'course added': 'Added course {course}',
  'course edited': 'Edited course {course}',
  'leave limit set': 'Set the leave limit of {course}',
  'student enrolled': 'Enrolled {student} in {course}',
  'student unenrolled': 'Removed {student} from {course}',
  'students imported': 'Imported students',
  'enrolments imported': 'Imported enrolments',
  'password reset': 'Reset the password of {account}',
  'password changed': 'Changed the password of {account}',
  'account deactivated': 'Deactivated {account}',
  'account reactivated': 'Reactivated {account}',
  'leave applied': 'Applied for {leave}',
  'leave approved': 'Approved {leave}',
  'leave rejected': 'Rejected {leave}',
  'leave withdrawn': 'Withdrew {leave}',
  'leave cancelled': 'Cancelled {leave}',
  'leave revoked': 'Revoked {leave}',
  'term added': 'Added {target}',
  'term edited': 'Edited {target}',
  'term removed': 'Removed {target}',
  'holiday added': 'Added a holiday to {target}',
  'holiday removed': 'Removed a holiday from {target}',
  'holidays imported': 'Imported holidays into {target}',
  'timetable set': 'Set the timetable of {course}',
  'timetables imported': 'Imported timetables',
  'timetables copied': 'Copied timetables into {target}',
  'lecture cancelled': 'Cancelled a lecture of {course}',
  'lecture added': 'Added a lecture to {course}',
  'lecture change removed': 'Undid a lecture change of {course}',
  'request withdrawn': 'Withdrew {request}',
  'request approved': 'Approved {request}',
  'request rejected': 'Rejected {request}',
  'request reopened': 'Reopened {request}',
  'request resubmitted': 'Resubmitted as {request}',
  'device signed out': 'Signed a device out of {account}',
  'signed out everywhere': 'Signed {account} out everywhere',
  'two-factor enabled': 'Turned on two-factor sign-in for {account}',
  'two-factor disabled': 'Turned off two-factor sign-in for {account}',
  'leave kind added': 'Added {target}',
  'leave kind edited': 'Edited {target}',
  'request kind set': 'Set the kind of {request}',
  'documents attached': 'Attached documents to {request}',
  'document downloaded': 'Downloaded {request}',
  'document asked': 'Asked for a document for {request}',
  'documents removed': 'Removed the documents of {request}',
  'recovery code used': 'Used a recovery code of {account}',
  'signed in with school account': 'Signed in with the school account to {account}',
  'sign-in options changed': 'Changed the sign-in options',
  'roll taken': 'Took the roll of {lecture}',
  'roll corrected': 'Corrected the roll of {lecture}',
  'attendance rules set': 'Set the attendance rules',
  'roll marks imported': 'Imported roll marks',
} satisfies Record<AuditAction, string>);

export type AuditWordId = WordIds<typeof auditWords> | WordIds<typeof auditEventWords>;
