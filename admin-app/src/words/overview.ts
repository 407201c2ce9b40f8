/**
 * The Overview's words (the admin's first view), ids after `admin.overview.`. English has a word
 * for one and one for many where a count is said, as English messages stay plain (no plural rule).
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const overviewWords = defineWords('admin.overview', {
  atAGlance: 'The school at a glance',
  students: 'Students',
  openStudents: 'Open Students',
  courses: 'Courses',
  openCourses: 'Open Courses',
  requestsWaiting: 'Requests waiting',
  openPending: 'Open Pending Leave',
  waitingByCourse: 'Requests waiting, by course',
  courseWaitingOne: '{code} {title}: {count} request',
  courseWaitingMany: '{code} {title}: {count} requests',
  noneWaiting: 'No request is waiting for a decision.',
  atRisk: 'Students at risk',
  overTheLimit: 'over the limit',
  nearIt: 'near it',
  openAtRisk: 'Open Courses at Risk',
  furthestOver: 'Students furthest over or nearest their limit',
  studentOver: '{name} ({rollNo}), {code}: {percentage}% of {limit}% — over the limit',
  studentNear: '{name} ({rollNo}), {code}: {percentage}% of {limit}% — near the limit',
  allWithin: "Every student is well within each course's limit.",
  leaveToday: 'Leave today',
  openToday: "Open Today's Leave",
  todayCounts: ': {accepted} accepted, {pending} pending.',
  rollsToday: 'Rolls taken today',
  ofLecturesOne: 'of {count} lecture',
  ofLecturesMany: 'of {count} lectures',
  openCorrectRoll: 'Open Correct a Roll',
  absentOne: ': {count} student marked absent without leave.',
  absentMany: ': {count} students marked absent without leave.',
  recent: 'Recent changes',
  latest: '{count} latest',
  noneYet: 'None yet',
  openAudit: 'Open Audit Trail',
  latestFirst: 'Latest changes, newest first',
});

export type OverviewWordId = WordIds<typeof overviewWords>;
