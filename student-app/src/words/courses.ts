/**
 * The words of the course cards (View Courses) and My Progress, apart from words.ts so that they
 * download with those views, not with the dashboard's first view. Each message's English text
 * under its key, exactly as the screens said it (the spec's card labels among them); its id is the
 * key after `student.courses.`. The Hindi is in hi.ts with the others (downloaded only in Hindi).
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const courseWords = defineWords('student.courses', {
  // The course cards.
  yourCourses: 'Your Courses',
  yourCoursesList: 'Your courses',
  courseCode: 'Course Code',
  rollNumber: 'Roll Number',
  leavePercentage: 'Leave Percentage (%)',

  // My Progress.
  about:
    "Week by week over {window}: the lectures you were away from (accepted leave that counts, excused leave of a kind that does not count, and leave still pending) and your leave percentage at the end of each week, against the course's limit.",
  windowOfTerm: '{term} ({from} to {to})',
  windowDates: '{from} to {to}',
  chartTitle: '{course}: leave percentage by week, against the {limit}% limit',
  summary: '{course} reaches {last}% of its {lectures} lectures by the last week, {where}. Lectures away: {totals}.',
  overLimit: 'over its {limit}% limit',
  withinLimit: 'within its {limit}% limit',
  totals: '{counted} counted, {excused} excused (not counted) and {pending} pending',
  passes: 'It passes the limit in the week of {week}.',
  weekOf: 'Week of',
  counted: 'Counted',
  excused: 'Excused (not counted)',
  pending: 'Pending',
  leavePercentageSeries: 'Leave percentage',
  limit: 'Limit',
  leftAxis: 'Leave percentage (%)',
  rightAxis: 'Lectures',
});

export type CourseWordId = WordIds<typeof courseWords>;
