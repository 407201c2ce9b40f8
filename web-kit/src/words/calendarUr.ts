/** اردو: MonthCalendar's words in Urdu, part of the Urdu catalogue of each view that shows the calendar. */
import type { CalendarWordId } from './calendar';

export const calendarUr: Record<CalendarWordId, string> = {
  'calendar.previousMonth': 'پچھلا مہینہ',
  'calendar.nextMonth': 'اگلا مہینہ',
  'calendar.previousYear': 'پچھلا سال',
  'calendar.nextYear': 'اگلا سال',
  'calendar.today': ' (آج)',
  'calendar.holiday': ' تعطیل: ',
};
