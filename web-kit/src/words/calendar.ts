/**
 * MonthCalendar's own words (its arrows' names, today's mark): ids `calendar.<key>`. A view that
 * shows the calendar includes `calendarHi` in its catalogue; elsewhere they are said in English.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const calendarWords = defineWords('calendar', {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  today: ' (today)',
  // Before a holiday's name on its day (HolidayName), read with the date.
  holiday: ' Holiday: ',
});

export type CalendarWordId = WordIds<typeof calendarWords>;
