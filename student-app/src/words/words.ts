/**
 * The student-app's words: each message's English text (its `defaultMessage`, exactly the words
 * the screens said before, the spec's labels among them) under its key; its id is the key after
 * `student.` (`student.applyLeave`). Other languages are catalogues beside this file, one per
 * language, loaded only for the language in use.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const words = defineWords('student', {
  // The dashboard's menu and its notice.
  applyLeave: 'Apply Leave',
  viewCourses: 'View Courses',
  myProgress: 'My Progress',
  myTimetable: 'My Timetable',
  myRequests: 'My Requests',
  notLoaded: 'The latest data could not be loaded: {error}',

  // Apply Leave.
  selectedDate: 'You selected date: {date}',
  leaveApplied: 'Leave applied for {date}. It is pending approval.',
  applyAgain: 'Apply again on this date',
  applyForAnother: 'Apply for another course on this date',

  // The leave percentage.
  percentageTitle: 'Current Leave Percentage',
  notEnrolled: 'You are not enrolled in any course yet.',
  notEnrolledYet:
    "You are not enrolled in any course yet. Your school's admin enrols students: ask them to enrol Roll No. {rollNo} in your courses. You can apply for leave once you are enrolled.",
  againstLimit: '{course} against its limit',

  // The calendar and its legend.
  calendar: 'Leave calendar',
  legend: 'Legend',
  rejectedLeave: 'Rejected Leave',
  acceptedLeave: 'Accepted Leave',
  pendingLeave: 'Pending Leave',
  absentWithoutLeave: 'Absent without leave',
  selectedDay: 'Selected day',
  today: 'Today',
  holiday: 'Holiday (its name on the day)',
  // What a day's tile says to a screen reader: the student's leave, and the roll.
  acceptedOnDay: ' (accepted leave)',
  pendingOnDay: ' (pending leave)',
  rejectedOnDay: ' (rejected leave)',
  withdrawnOnDay: ' (withdrawn leave)',
  cancelledOnDay: ' (cancelled leave)',
  absentFrom: 'absent from {code}',
  lateTo: 'late to {code}',
  presentAt: 'present at {code} despite leave',
  onLeaveFrom: 'on leave from {code}',

  // The Add Leave form.
  addLeave: 'Add Leave',
  leaveDate: 'Leave Date',
  userId: 'User ID',
  userRole: 'User Role',
  kind: 'Kind of leave',
  reason: 'Reason',
  courseCode: 'Course Code',
  chooseFrom: 'Choose from {codes}',
  alsoFor: 'Also for',
  allCourses: 'All my courses',
  toDate: 'To date (optional, for several days)',
  includeWeekends: 'Include weekends',
  submit: 'Submit',
  // The server's refusal of the day's one course, said of its date and course (the date as the form has it).
  notAppliedFor: 'Not applied: {date} {course}: {why}',
  whatApprovalWouldDo: 'What approval would do',

  // Apply Leave's term line (its name and dates are data).
  termWeek: 'Week {week} of {weeks}.',
  lecturesAfterToday: 'Lectures after today: {courses}.',

  // The chosen day's lectures and roll.
  lecturesOn: 'Lectures on {date}',
  yourLecturesOn: 'Your lectures on {date}',
  loading: 'Loading...',
  nothingOnDay: 'None of your courses has a lecture on this day',
  leaveNotCounted: 'Your leave in {code}: {why}',
  rollOnDay: 'The roll on this day',
  markedAbsent: 'You were marked absent from {code} without leave.',
  markedLate: 'You were marked late to {code}.',
  markedPresent: 'You were marked present at {code}: your leave that day is not counted as missed.',
  awayOnLeave: 'You were away from {code} on leave.',
  applyFor: 'Apply for leave for {code}',
  subscribe: 'Subscribe to my leave calendar',

  // Each course's standing under its bar (Apply Leave and the course cards).
  ofLimit: '{percentage}% of the {limit}% limit.',
  overLimit: 'Over the limit.',
  limitReached: 'Limit reached.',
  closeToLimit: 'Close to the limit.',
  canStillMiss: 'You can still miss {lectures}.',
  pending: '+{lectures} pending.',
  attended: 'Attended {attended} of {held} held, {percentage}%.',
  absentWithLectures: 'Absent without leave: {lectures}.',
  lecture: '{count} lecture',
  lectures: '{count} lectures',

  // A notification's button to what it is about.
  openDay: 'Open the day',
  openCourses: 'Open my courses',
  openRequest: 'Open the request',
});

export type WordId = WordIds<typeof words>;

/** The server's refusals a student meets applying for leave, by their codes (refusalCodes.ts). */
export type { ApplyRefusalCode } from './refusalCodes';
