/**
 * The course select that Edit Course, Add Student to Course and Enrolments begin with (ids after
 * `admin.courseChoice.`): its label, its first option and each course, and why it may be empty.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const courseChoiceWords = defineWords('admin.courseChoice', {
  course: 'Course',
  loading: 'Loading...',
  selectCourse: 'Select a course',
  courseOption: '{code} - {title}',
  coursesNotLoaded: 'The courses could not be loaded. {error}',
});

export type CourseChoiceWordId = WordIds<typeof courseChoiceWords>;
