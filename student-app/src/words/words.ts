/**
 * The student-app's words: each message's id and its English text (the `defaultMessage`, exactly
 * the words the screens said before, the spec's labels among them). Other languages are
 * catalogues beside this file, one per language, loaded only for the language in use.
 */
import { defineMessages } from '@leave/ui/i18n';

export const words = defineMessages({
  // The dashboard's menu and its notice.
  applyLeave: { id: 'student.menu.applyLeave', defaultMessage: 'Apply Leave' },
  viewCourses: { id: 'student.menu.viewCourses', defaultMessage: 'View Courses' },
  myProgress: { id: 'student.menu.myProgress', defaultMessage: 'My Progress' },
  myTimetable: { id: 'student.menu.myTimetable', defaultMessage: 'My Timetable' },
  myRequests: { id: 'student.menu.myRequests', defaultMessage: 'My Requests' },
  notLoaded: { id: 'student.dashboard.notLoaded', defaultMessage: 'The latest data could not be loaded: {error}' },

  // Apply Leave.
  selectedDate: { id: 'student.applyLeave.selectedDate', defaultMessage: 'You selected date: {date}' },
  leaveApplied: {
    id: 'student.applyLeave.applied',
    defaultMessage: 'Leave applied for {date}. It is pending approval.',
  },
  applyAgain: { id: 'student.applyLeave.applyAgain', defaultMessage: 'Apply again on this date' },
  applyForAnother: {
    id: 'student.applyLeave.applyForAnother',
    defaultMessage: 'Apply for another course on this date',
  },

  // The leave percentage.
  percentageTitle: { id: 'student.percentage.title', defaultMessage: 'Current Leave Percentage' },
  notEnrolled: { id: 'student.percentage.notEnrolled', defaultMessage: 'You are not enrolled in any course yet.' },
  againstLimit: { id: 'student.percentage.againstLimit', defaultMessage: '{course} against its limit' },

  // The calendar and its legend.
  calendar: { id: 'student.calendar.label', defaultMessage: 'Leave calendar' },
  legend: { id: 'student.calendar.legend', defaultMessage: 'Legend' },
  rejectedLeave: { id: 'student.calendar.rejected', defaultMessage: 'Rejected Leave' },
  acceptedLeave: { id: 'student.calendar.accepted', defaultMessage: 'Accepted Leave' },
  pendingLeave: { id: 'student.calendar.pending', defaultMessage: 'Pending Leave' },
  absentWithoutLeave: { id: 'student.calendar.absent', defaultMessage: 'Absent without leave' },
  selectedDay: { id: 'student.calendar.selectedDay', defaultMessage: 'Selected day' },
  today: { id: 'student.calendar.today', defaultMessage: 'Today' },
  holiday: { id: 'student.calendar.holiday', defaultMessage: 'Holiday (its name on the day)' },

  // The Add Leave form.
  addLeave: { id: 'student.addLeave.title', defaultMessage: 'Add Leave' },
  leaveDate: { id: 'student.addLeave.leaveDate', defaultMessage: 'Leave Date' },
  userId: { id: 'student.addLeave.userId', defaultMessage: 'User ID' },
  userRole: { id: 'student.addLeave.userRole', defaultMessage: 'User Role' },
  kind: { id: 'student.addLeave.kind', defaultMessage: 'Kind of leave' },
  reason: { id: 'student.addLeave.reason', defaultMessage: 'Reason' },
  courseCode: { id: 'student.addLeave.courseCode', defaultMessage: 'Course Code' },
  chooseFrom: { id: 'student.addLeave.chooseFrom', defaultMessage: 'Choose from {codes}' },
  alsoFor: { id: 'student.addLeave.alsoFor', defaultMessage: 'Also for' },
  allCourses: { id: 'student.addLeave.allCourses', defaultMessage: 'All my courses' },
  toDate: { id: 'student.addLeave.toDate', defaultMessage: 'To date (optional, for several days)' },
  includeWeekends: { id: 'student.addLeave.includeWeekends', defaultMessage: 'Include weekends' },
  submit: { id: 'student.addLeave.submit', defaultMessage: 'Submit' },
  whatApprovalWouldDo: { id: 'student.addLeave.preview', defaultMessage: 'What approval would do' },
});

export type WordId = (typeof words)[keyof typeof words]['id'];
