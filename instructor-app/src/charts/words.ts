/**
 * Absences by Week's words (the charts' titles, summaries, series and axes; ChartFigure's own are
 * `@leave/web-kit/words/chart`): each message's English text under its key, its id the key after
 * `instructor.absences.`. They download with the view; their Hindi (`hi.ts` beside) only when
 * Hindi is in use (`loadWords.ts`).
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const absencesWords = defineWords('instructor.absences', {
  title: 'Absences by Week',
  about:
    "The lectures your students are away from, week by week over {window}: accepted leave that counts toward the course's limit, excused leave of a kind that does not count (such as Institute duty), and leave waiting for your decision.",
  windowOfTerm: '{term} ({from} to {to})',
  windowDates: '{from} to {to}',
  noCoursesYet:
    "You do not teach any course yet, so there is nothing to review. Courses are added by your school's admin: ask them to add your courses with your Registration No. as the instructor, and they will appear here.",
  chartTitle: '{course} - {title}: lectures missed by week',
  nobodyAway: 'No student of {course} is away from a lecture in these weeks.',
  missed: '{total} lectures missed in {course}: {totals}. The most in {busiest}.',
  totals: '{counted} counted, {excused} excused (not counted) and {pending} pending',
  busiest: 'the week of {week} ({count})',
  weekOf: 'Week of',
  lecturesMissed: 'Lectures missed',
  counted: 'Counted',
  excused: 'Excused (not counted)',
  pending: 'Pending',
});

export type AbsencesWordId = WordIds<typeof absencesWords>;
