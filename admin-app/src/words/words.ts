/**
 * The admin-app's words: each message's English text (its `defaultMessage`, exactly the words the
 * screens said before, the spec's labels among them) under its key; its id is the key after
 * `admin.` (`admin.addCourse`). Other languages are catalogues beside this file, one per language,
 * loaded only for the language in use.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const words = defineWords('admin', {
  dashboard: 'Admin Dashboard',
  gettingStarted: 'Getting started',
  chooseFromMenu: 'Choose Add Course or Add Student to Course from the menu.',
  // The menu, in its groups.
  overview: 'Overview',
  coursesGroup: 'Courses',
  addCourse: 'Add Course',
  editCourse: 'Edit Course',
  leaveLimit: 'Set Leave Limit',
  courses: 'Courses',
  terms: 'Terms & Holidays',
  peopleGroup: 'People',
  addStudentToCourse: 'Add Student to Course',
  students: 'Students',
  instructors: 'Instructors',
  enrolments: 'Enrolments',
  accounts: 'Accounts',
  leaveGroup: 'Leave',
  allLeave: 'All Leave',
  leaveKinds: 'Kinds of Leave',
  leaveByWeek: 'Leave by Week',
  attendanceGroup: 'Attendance',
  attendanceRules: 'Attendance Rules',
  correctRoll: 'Correct a Roll',
  importsGroup: 'Imports',
  importStudents: 'Import Students',
  importEnrolments: 'Import Enrolments',
  importTimetables: 'Import Timetables',
  importRollMarks: 'Import Roll Marks',
  auditGroup: 'Audit',
  auditTrail: 'Audit Trail',
  systemGroup: 'System',
  system: 'System',
  signInOptions: 'Sign-in Options',
  accountGroup: 'Your account',
  twoFactor: 'Two-factor Sign-in',
});

export type WordId = WordIds<typeof words>;
