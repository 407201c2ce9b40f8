/**
 * Add Course's words (ids after `admin.courseForm.`), with those of the parts Edit Course shares
 * with it: the term select and the weekly meetings. A weekday and a semester are said by their own
 * word; the value sent stays the English the contract names.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const courseFormWords = defineWords('admin.courseForm', {
  addCourse: 'Add Course',
  courseCode: 'Course Code',
  courseTitle: 'Course Title',
  instructorId: 'Instructor ID',
  term: 'Term',
  noTerm: 'No term',
  termOfToday: 'The term of today, {date}',
  noTermToday: 'No term holds today, {date}: choose one, or No term',
  semester: 'Semester',
  Autumn: 'Autumn',
  Spring: 'Spring',
  year: 'Year',
  totalLectures: 'Total Lectures',
  leaveLimit: 'Leave Limit (%)',
  weeklyMeetings: 'Weekly meetings (optional)',
  countedFromMeetings: 'Its lectures are counted from these meetings in its term, except on holidays.',
  addMeetingsLater: 'Add them now, or later on Edit Course. Without them every date counts as one lecture.',
  // The weekly meetings.
  meeting: 'Meeting {number}',
  weekday: 'Weekday',
  start: 'Start',
  end: 'End',
  room: 'Room',
  remove: 'Remove',
  removeMeeting: 'Remove meeting {number}',
  addMeeting: 'Add Meeting',
  Monday: 'Monday',
  Tuesday: 'Tuesday',
  Wednesday: 'Wednesday',
  Thursday: 'Thursday',
  Friday: 'Friday',
  Saturday: 'Saturday',
  Sunday: 'Sunday',
});

export type CourseFormWordId = WordIds<typeof courseFormWords>;

/** The server's answers and refusals Add Course says by their code (docs/translating.md). */
export const COURSE_FORM_SERVER_CODES = [
  'api.courseAdded',
  'api.courseExists',
  'api.noInstructor',
  'lecture.noTerm',
  'lecture.timetableNeedsTerm',
] as const;

export type CourseFormServerCode = (typeof COURSE_FORM_SERVER_CODES)[number];
