/**
 * View Courses' words (the Courses Taught table, a course's timetable, cancelling and adding a
 * lecture, its changes with Undo): each message's English text under its key, its id the key
 * after `instructor.courses.`. They download with the view; their Hindi (`hi.ts` beside) only
 * when Hindi is in use (`loadWords.ts`).
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const coursesWords = defineWords('instructor.courses', {
  title: 'Courses Taught',
  noCoursesYet:
    "You do not teach any course yet, so there is nothing to review. Courses are added by your school's admin: ask them to add your courses with your Registration No. as the instructor, and they will appear here.",
  courseCode: 'Course Code',
  courseTitle: 'Course Title',
  semester: 'Semester',
  year: 'Year',
  totalStudents: 'Total Students',
  totalLectures: 'Total Lectures',
  timetableOf: 'Timetable of {course}',
  course: 'Course',
  courseOption: '{course} - {title}',
  timetableNotLoaded: 'The timetable could not be loaded. {error}',
  oneLecture: '{count} lecture',
  manyLectures: '{count} lectures',
  noTimetable:
    "{course} has no timetable: every date counts as one lecture ({lectures} in all). Lectures can be cancelled or added once your school's admin gives it a timetable.",
  termLectures: ': {lectures} in all.',
  weeklyLectures: 'Weekly lectures of {course}',
  daysAnd: '{days} and {last}',
  changes: 'Cancelled and extra lectures',
  noChanges: 'None: {course} meets as its timetable says.',
  cancelledOn: 'Cancelled: {date}',
  cancelledOnBecause: 'Cancelled: {date} ({reason})',
  extraOn: 'Extra lecture: {lecture}',
  undoCancellation: 'Undo the cancellation of {date}',
  undoExtra: 'Undo the extra lecture on {date}',
  undo: 'Undo',
  addLecture: 'Add a lecture',
  date: 'Date',
  start: 'Start (optional)',
  end: 'End (optional)',
  room: 'Room (optional)',
  add: 'Add lecture',
  cancelLecture: 'Cancel a lecture',
  meetsOn: 'A day {course} meets: {days}',
  reason: 'Reason',
  reasonHint: 'Every student of the course is told, with this reason',
  cancel: 'Cancel lecture',
});

export type CoursesWordId = WordIds<typeof coursesWords>;

/** The server's refusals View Courses says by their code (docs/translating.md). */
export const COURSES_SERVER_CODES = [
  'api.notYourCourse',
  'api.noCourse',
  'lecture.noTimetable',
  'lecture.noLectureToCancel',
  'lecture.lectureExists',
  'lecture.extraOutsideTerm',
  'lecture.noLectureChange',
  'lecture.lectureCancelledDone',
  'lecture.extraLectureAdded',
  'lecture.lectureChangeRemoved',
] as const;

export type CoursesServerCode = (typeof COURSES_SERVER_CODES)[number];
