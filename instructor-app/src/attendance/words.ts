/**
 * Attendance's words (the lectures to take, any lecture of the term; the class list's are the
 * roll's, `@leave/web-kit/words/classList`): each message's English text under its key, its id
 * the key after `instructor.attendance.`. They download with the view; their Hindi (`hi.ts`
 * beside) only when Hindi is in use (`loadWords.ts`).
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const attendanceWords = defineWords('instructor.attendance', {
  title: 'Attendance',
  noCoursesYet:
    "You do not teach any course yet, so there is nothing to review. Courses are added by your school's admin: ask them to add your courses with your Registration No. as the instructor, and they will appear here.",
  anyLecture: 'Any lecture of the term',
  notLoaded: 'The lectures could not be loaded. {error}',
  today: 'Today',
  noneToday: 'None of your courses has a lecture today.',
  todayOnPageOne: 'Today’s lectures are on page 1.',
  earlier: 'Earlier, still open for {days} days',
  noOther: 'No other lecture in the correction window.',
  pages: 'Pages of the lectures to take',
  lecture: '{course} - {title}, {date}',
  lectureAndState: '{lecture}. {state}',
  locked: '. Locked',
  absent: '{count} absent',
  late: '{count} late',
  onLeave: '{count} on leave',
  notTaken: 'Not taken yet',
  notTakenOnLeave: 'Not taken yet ({count} on leave)',
  taken: 'Taken: {away} of {enrolled}',
  everyonePresent: 'everyone present',
});

export type AttendanceWordId = WordIds<typeof attendanceWords>;
