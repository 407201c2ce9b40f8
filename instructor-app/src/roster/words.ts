/**
 * The Roster's words (the course's students and their standing, the leave register's download,
 * the attendance register, the absence calendar and who is away): each message's English text
 * under its key, its id the key after `instructor.roster.`. They download with the view; their
 * Hindi (`hi.ts` beside) only when Hindi is in use (`loadWords.ts`).
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const rosterWords = defineWords('instructor.roster', {
  title: 'Roster',
  noCoursesYet:
    "You do not teach any course yet, so there is nothing to review. Courses are added by your school's admin: ask them to add your courses with your Registration No. as the instructor, and they will appear here.",
  course: 'Course',
  courseOption: '{course} - {title}',
  lecturesAndLimit: '{lectures} lectures; leave limit {limit}%.',
  sortBy: 'Sort by',
  sortRisk: 'At risk first',
  sortRollNo: 'Roll No.',
  sortName: 'Name',
  sortPercentage: 'Highest percentage',
  notLoaded: 'The roster could not be loaded. {error}',
  rosterOf: 'Roster of {course}',
  rollNo: 'Roll No.',
  name: 'Name',
  accepted: 'Accepted',
  excused: ' (+{count} excused, not counted)',
  pending: 'Pending',
  percentage: 'Percentage',
  canStillMiss: 'Can still miss',
  held: 'Held',
  attended: 'Attended',
  absentWithoutLeave: 'Absent without leave',
  onLeave: 'On leave',
  attendancePercent: 'Attendance %',
  attendance: 'Attendance',
  attendanceLine: '{percentage}%, {absent} absent',
  status: 'Status',
  riskDanger: 'At risk: over the limit',
  riskWarning: 'At risk: at or near the limit',
  riskOk: 'OK',
  details: 'Details',
  detailsOf: 'Details of {student}',
  pages: 'Pages of the {course} roster',

  // The leave register (CSV).
  downloadRegister: 'Download {course} leave register (CSV)',
  theRegister: 'The register',

  // The attendance register.
  registerTitle: 'Attendance register of {course}',
  registerKey: 'P present, A absent, L late, or the kind of leave; a lecture whose roll is not taken is blank.',
  downloadAttendance: 'Download {course} attendance register (CSV)',
  theAttendanceRegister: 'The attendance register',
  registerNotLoaded: 'The register could not be loaded. {error}',
  noLectureHeld: 'No lecture of {course} has been held yet.',
  registerScrolls: 'Attendance register of {course}, scrolls sideways',
  extra: ' (extra)',
  registerPages: 'Pages of the {course} attendance register',

  // The absence calendar.
  calendarTitle: 'Absence calendar of {course}',
  away: ' away',
  awayAnd: ' away,',
  pendingCount: ' pending',
  cancelled: 'Cancelled',
  noLecture: ' (no lecture)',
  noLectureDay: ' no lecture',
  noLectureThatDay: '{course} has no lecture that day.',
  legend: 'Legend of the absence calendar',
  legendAway: 'Away (accepted leave)',
  legendPending: 'Pending leave',
  legendNoLecture: 'No lecture',
  whoIsAway: 'Who is away',
  awayOn: 'Away on {date}',
  nobodyAway: 'Nobody is away that day.',
  awayNotLoaded: 'Who is away could not be loaded. {error}',
  awayPages: 'Pages of who is away on {date}',
  absentee: '{name} ({rollNo}): {status}',
});

export type RosterWordId = WordIds<typeof rosterWords>;

/** The server's refusals and words the Roster says by their code (docs/translating.md). */
export const ROSTER_SERVER_CODES = [
  'api.notYourCourse',
  'api.noCourse',
  'lecture.holiday',
  'lecture.cancelled',
] as const;

export type RosterServerCode = (typeof ROSTER_SERVER_CODES)[number];
