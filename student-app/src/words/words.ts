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
  whatApprovalWouldDo: 'What approval would do',
});

export type WordId = WordIds<typeof words>;

/** The server's refusals a student meets applying for leave, by their codes (refusalCodes.ts). */
export type { ApplyRefusalCode } from './refusalCodes';
