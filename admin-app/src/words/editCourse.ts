/**
 * Edit Course's words (ids after `admin.editCourse.`): the course's fields, its timetable and its
 * lecture changes. The fields Add Course has too (title, instructor, semester, year, total) and the
 * weekly meetings and term select are `courseForm.ts`'s, the course select `courseChoice.ts`'s.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const editCourseWords = defineWords('admin.editCourse', {
  title: 'Edit Course',
  courseDetails: 'Course details',
  fromTerm: 'From its term, {term}: change the term below to change it',
  countedFromTimetable: 'Counted from the timetable below ({term}): change the meetings to change it',
  save: 'Save Course',
  notChanged: 'The course could not be changed.',
  timetableNotLoaded: 'The timetable of {code} could not be loaded. {error}',
  // Its timetable.
  timetableOf: 'Timetable of {code}',
  timetableAbout:
    "The weekdays {code} meets, at most once each. It then has a lecture on each of those days in its term, except on the term's holidays. With no meeting it has no timetable: every date counts as one lecture.",
  totalLectures: 'Total lectures:',
  totalInTerm: '{total} in {term}, counted from this timetable',
  totalEntered: '{total}, as entered above (no timetable)',
  noMeetings: 'No weekly meetings: {code} has no timetable.',
  saveTimetable: 'Save Timetable',
  timetableNotSaved: 'The timetable could not be saved.',
  // Its lecture changes.
  changes: 'Cancelled and Extra Lectures',
  noChanges:
    'None. A lecture of {code} is cancelled, or an extra one added, by its instructor; either can be undone here.',
  changesOf: 'Lecture changes of {code}',
  date: 'Date',
  change: 'Change',
  details: 'Details',
  action: 'Action',
  cancelled: 'Cancelled',
  extra: 'Extra lecture',
  undoCancellation: 'Undo the cancellation on {date}',
  undoExtra: 'Undo the extra lecture on {date}',
  undo: 'Undo',
  notUndone: 'The change could not be undone.',
});

export type EditCourseWordId = WordIds<typeof editCourseWords>;

/**
 * The server's answers and refusals Edit Course says by their code (docs/translating.md), besides
 * those Add Course and Set Leave Limit list (`api.noCourse`, `api.noInstructor`, `lecture.noTerm`,
 * `lecture.timetableNeedsTerm`), which the same catalogue says. An answer carries only its English:
 * the view gives its code (`outcomeOf`).
 */
export const EDIT_COURSE_SERVER_CODES = [
  'api.courseEdited',
  'api.courseUnchanged',
  'lecture.totalFromTimetable',
  'lecture.timetableSet',
  'lecture.timetableCleared',
  'lecture.noLecturesLeft',
  'lecture.lectureChangeRemoved',
  'lecture.noLectureChange',
] as const;

export type EditCourseServerCode = (typeof EDIT_COURSE_SERVER_CODES)[number];
