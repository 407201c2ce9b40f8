import type { Notification } from '@leave/contract';
import type { NotificationTarget } from '@leave/web-kit';

export type StudentView = 'leave' | 'course' | 'progress' | 'timetable' | 'requests';

/**
 * Where a student's notification leads: a lecture's change to that day of My Timetable, an
 * enrolment to the courses, anything about leave to its request in My Requests.
 */
export function studentNotificationTarget(notification: Notification): NotificationTarget<StudentView> | null {
  if (notification.lecture_date) return { view: 'timetable', label: 'Open the day' };
  if (notification.kind === 'enrolled') return { view: 'course', label: 'Open my courses' };
  if (notification.request_id !== null) return { view: 'requests', label: 'Open the request' };
  return null;
}
