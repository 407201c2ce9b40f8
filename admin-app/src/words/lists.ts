/**
 * The admin lists' words (ids after `admin.lists.`): the controls every list shares, and the
 * Students, Courses and Instructors lists' own. Each list says its count in three English words
 * (none, one, many), as English messages stay plain (no plural rule).
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const listWords = defineWords('admin.lists', {
  // Every list's controls.
  sortBy: 'Sort by',
  order: 'Order',
  ascending: 'Ascending',
  descending: 'Descending',
  rowsPerPage: 'Rows per page',
  search: 'Search',
  filter: 'Filter',
  matching: '{count} matching "{q}"',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {pages}',
  // Shared columns.
  name: 'Name',
  courses: 'Courses',
  // Students.
  students: 'Students',
  searchStudents: 'Search by name or Roll No.',
  noStudents: 'No students',
  oneStudent: '1 student',
  manyStudents: '{count} students',
  studentsNotLoaded: 'The students could not be loaded.',
  studentPages: 'Pages of students',
  downloadStudents: 'Download students (CSV)',
  studentsList: 'The students list',
  rollNo: 'Roll No.',
  branch: 'Branch',
  stream: 'Stream',
  joiningYear: 'Joining Year',
  // Courses.
  searchCourses: 'Search by code, title or instructor',
  noCourses: 'No courses',
  oneCourse: '1 course',
  manyCourses: '{count} courses',
  coursesNotLoaded: 'The courses could not be loaded.',
  coursePages: 'Pages of courses',
  downloadCourses: 'Download courses (CSV)',
  coursesList: 'The courses list',
  courseCode: 'Course Code',
  courseTitle: 'Course Title',
  instructor: 'Instructor',
  semester: 'Semester',
  enrolled: 'Enrolled',
  totalLectures: 'Total Lectures',
  leaveLimit: 'Leave Limit',
  // Instructors.
  instructors: 'Instructors',
  searchInstructors: 'Search by name or Registration No.',
  noInstructors: 'No instructors',
  oneInstructor: '1 instructor',
  manyInstructors: '{count} instructors',
  instructorsNotLoaded: 'The instructors could not be loaded.',
  instructorPages: 'Pages of instructors',
  downloadInstructors: 'Download instructors (CSV)',
  instructorsList: 'The instructors list',
  registrationNo: 'Registration No.',
  department: 'Department',
});

export type ListWordId = WordIds<typeof listWords>;
