/** हिन्दी: MonthCalendar's words in Hindi, part of the catalogue of each view that shows the calendar. */
import type { CalendarWordId } from './calendar';

export const calendarHi: Record<CalendarWordId, string> = {
  'calendar.previousMonth': 'पिछला महीना',
  'calendar.nextMonth': 'अगला महीना',
  'calendar.previousYear': 'पिछला वर्ष',
  'calendar.nextYear': 'अगला वर्ष',
  'calendar.today': ' (आज)',
  'calendar.holiday': ' छुट्टी: ',
};
