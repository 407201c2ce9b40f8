// The month calendar: imported only by the views that show one, which bring react-calendar with
// them (a module that reads the browser's time zone as it loads), not by everything on web-kit.
export { MonthCalendar } from './MonthCalendar';
export type { MonthCalendarProps } from './MonthCalendar';
