/**
 * The roll's words (`@leave/web-kit/roll`: the class list, each student's marks, the lecture
 * picker, a roll that could not be read): each message's English text under its key, its id the
 * key after `classList.` (not `roll.`: those are the server's codes). A view that shows the roll
 * includes `classListHi` in its catalogue (the instructor's Attendance, the admin's Correct a Roll).
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const classListWords = defineWords('classList', {
  rollOf: 'Roll of {course}',
  rollOfOn: 'Roll of {course}, {date}',
  back: 'Back to lectures',
  about: '{title}: {lecture}. {enrolled} enrolled.',
  extraLecture: ' (extra lecture)',
  takenBy: 'Taken by {name}, {at}.',
  someone: 'someone',
  notTaken: 'Not taken yet: everyone starts as present, or on leave with accepted leave.',
  everyonePresent: 'Everyone present',
  everyoneAbsent: 'Everyone absent',
  nobodyEnrolled: 'Nobody is enrolled in {course}.',
  classListOf: 'Class list of {course}',
  reason: 'Reason for the correction',
  reasonHint: 'The correction window has closed: the reason is kept in the audit trail.',
  reasonRequired: 'Reason is required: say why the roll is corrected after its window.',
  counts: '{present} present, {absent} absent, {late} late, {onLeave} on leave',
  notSaved: '; {count} not saved',
  save: 'Save attendance',
  notLoaded: 'The roll could not be loaded. {error}',
  present: 'Present',
  absent: 'Absent',
  late: 'Late',
  onLeave: 'On leave',
  acceptedLeave: 'Accepted leave: {kind}',
  pendingLeave: 'Pending leave: {kind}',
  // The lecture picker.
  course: 'Course',
  chooseCourse: 'Choose a course',
  courseOption: '{course} - {title}',
  courseRequired: 'Course is required',
  date: 'Date of the lecture',
  dateRequired: 'Date of the lecture is required',
  open: 'Open the roll',
});

export type ClassListWordId = WordIds<typeof classListWords>;

/** The server's refusals the roll can show, said by their code (docs/translating.md). */
export const CLASS_LIST_SERVER_CODES = [
  'api.notYourCourse',
  'api.noCourse',
  'roll.noLecture',
  'roll.cancelled',
  'roll.notYet',
  'roll.windowClosed',
  'roll.reasonNeeded',
  'roll.notEnrolled',
  // A save's answer.
  'roll.saved',
] as const;

export type ClassListServerCode = (typeof CLASS_LIST_SERVER_CODES)[number];
