/**
 * Add Student to Course's words (ids after `admin.addStudent.`) and Enrolments' (after
 * `admin.enrolments.`); the course select is `courseChoice.ts`'s, the pager's words `lists.ts`'s.
 * English says a count in three words (none, one, many), as its messages stay plain.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const addStudentWords = defineWords('admin.addStudent', {
  title: 'Add Student to Course',
  studentId: 'Student ID',
  studentName: 'Student Name',
  nameHint: 'Optional: if given, it must be the name of this Roll No.',
  add: 'Add Student',
  rollNoIs: 'Roll No. {rollNo} is {name}.',
  // The domain's uiMessages.studentNotAdded.
  notAdded: 'The student could not be added.',
});

export const enrolmentWords = defineWords('admin.enrolments', {
  title: 'Enrolments',
  notLoaded: 'The enrolments could not be loaded. {error}',
  nobody: 'Nobody is enrolled.',
  oneEnrolled: '1 student enrolled',
  manyEnrolled: '{count} students enrolled',
  table: 'Enrolments in {code}',
  rollNo: 'Roll No.',
  name: 'Name',
  accepted: 'Accepted',
  pending: 'Pending',
  action: 'Action',
  removeFrom: 'Remove {name} from {code}',
  removeAsk: 'Remove {name} from {code}?',
  removeQuestion: 'Remove {name} ({rollNo}) from {code}? Their leave in it is kept, marked "no longer enrolled".',
  remove: 'Remove',
  keep: 'Keep',
  pages: 'Pages of {code} enrolments',
  download: 'Download {code} enrolments (CSV)',
  what: 'The enrolments',
  leaveKept:
    'Removing a student keeps their leave in the course, marked "no longer enrolled"; enrolling them again brings the course back.',
});

export type EnrolmentWordId = WordIds<typeof addStudentWords> | WordIds<typeof enrolmentWords>;

/**
 * The server's answers and refusals Add Student to Course and Enrolments say by their code
 * (docs/translating.md), besides `api.noCourse`, which Set Leave Limit lists. An answer carries
 * only its English: the view finds the domain message it is (`outcomeOf`).
 */
export const ENROLMENT_SERVER_CODES = [
  'api.enrolled',
  'api.noStudent',
  'api.studentNameMismatch',
  'api.alreadyEnrolled',
  'api.unenrolled',
  'api.notEnrolledIn',
] as const;

export type EnrolmentServerCode = (typeof ENROLMENT_SERVER_CODES)[number];
