/**
 * My Timetable's words (its week, its days and their lines), apart from words.ts so that they
 * download with the view, not with the dashboard's first view. Each message's English text under
 * its key, exactly as the domain's `timetableWords` and `lectureLine` say it; its id is the key
 * after `student.timetable.`. The Hindi is in hi.ts with the others (downloaded only in Hindi).
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';
import { dayLineWords } from './dayLines';

export { cancelledMessage, dayLinesIn } from './dayLines';

export const timetableWords = {
  ...defineWords('student.timetable', {
    chooseWeek: 'Choose a week',
    previousWeek: 'Previous week',
    thisWeek: 'This week',
    nextWeek: 'Next week',
    week: 'Week of {dates}',
    today: '{date} (today)',
    noLectures: 'No lectures',
    yourLeave: 'your leave: {status}',
  }),
  // The words My Timetable shares with Apply Leave's chosen day (dayLines.ts, in the first view).
  ...dayLineWords,
};

export type TimetableWordId = WordIds<typeof timetableWords>;
