import type { Notification } from '@leave/contract';
import type { NotificationTarget } from '@leave/web-kit';

export type InstructorView = 'pending' | 'attendance' | 'course' | 'history' | 'roster' | 'absences';

/**
 * Where an instructor's notification leads: a request to Pending Requests (at its row while it
 * waits), a withdrawal or cancellation to the History of decided leave.
 */
export function instructorNotificationTarget(notification: Notification): NotificationTarget<InstructorView> | null {
  if (notification.kind === 'leave requested') return { view: 'pending', label: 'Open the request' };
  if (notification.kind === 'leave withdrawn' || notification.kind === 'leave cancelled')
    return { view: 'history', label: 'Open History' };
  return null;
}
