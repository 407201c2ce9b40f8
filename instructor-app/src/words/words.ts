/**
 * The instructor-app's words: each message's English text (its `defaultMessage`, exactly the words
 * the screens said before, the spec's labels among them) under its key; its id is the key after
 * `instructor.` (`instructor.pendingRequests`). Other languages are catalogues beside this file,
 * one per language, loaded only for the language in use.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const words = defineWords('instructor', {
  // The dashboard's menu.
  viewCourses: 'View Courses',
  pendingRequests: 'Pending Requests',
  attendance: 'Attendance',
  history: 'History',
  roster: 'Roster',
  absencesByWeek: 'Absences by Week',
});

export type WordId = WordIds<typeof words>;
