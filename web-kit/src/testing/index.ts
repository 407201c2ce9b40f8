export { renderWithProviders, renderRemote, TEST_API_HOST } from './renderWithProviders';
export { coursePages, DEMO_KIND_PAGE, SCHOOL_DATES, schoolDates, setupMockServer } from './mockServer';
export { dayOfThisMonth, dayTile, tileName } from './calendarDays';
export { openView } from './openView';
export { dayOfThisMonthOn, meeting, testTimetable } from './timetable';
export type { TestCourse } from './timetable';
export { chartTable } from './chartTable';
export { lectureRoll, lectureSummary, rollStudent } from './roll';
export { resetLanguageAfterEach } from './language';
