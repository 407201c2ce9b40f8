import type { Notification } from '@leave/contract';
import type { Words } from '@leave/ui/i18n';
import type { NotificationTarget } from '@leave/web-kit';
import { words } from './words/words';

export type StudentView = 'leave' | 'course' | 'progress' | 'timetable' | 'requests';

/**
 * Where a student's notification leads: a lecture's change to that day of My Timetable, an
 * enrolment to the courses, anything about leave to its request in My Requests.
 */
export function studentNotificationTarget(
  notification: Notification,
  intl: Words,
): NotificationTarget<StudentView> | null {
  const target = (view: StudentView, label: Parameters<Words['formatMessage']>[0]) => ({
    view,
    label: intl.formatMessage(label),
  });
  if (notification.lecture_date) return target('timetable', words.openDay);
  if (notification.kind === 'enrolled') return target('course', words.openCourses);
  if (notification.request_id !== null) return target('requests', words.openRequest);
  return null;
}
