import type { IsoDate, PageInfo, PageRequest, Role, SaidResponse } from './types';

/** What a notification tells its reader about. */
export const NOTIFICATION_KINDS = [
  'leave requested',
  'leave withdrawn',
  'leave cancelled',
  'leave approved',
  'leave rejected',
  'leave revoked',
  'leave reopened',
  'enrolled',
  'near leave limit',
  'import finished',
  'lecture cancelled',
  'lecture added',
  'document asked',
  'marked absent',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One thing a user is told about, in the bell, the live event stream and (if set up) email. */
export interface Notification {
  notification_id: number;
  kind: NotificationKind;
  /** What happened, in a sentence ready to show or mail (dates as DD/MM/YYYY). */
  text: string;
  /** An instant, ISO 8601. */
  at: string;
  read: boolean;
  /** The course and leave it is about, when it is about one. */
  course_code: string | null;
  leave_id: number | null;
  /** The request that leave was applied for in, so that opening the notification opens that request. */
  request_id: number | null;
  /** The lecture's date, for a cancelled or added lecture (the timetable opens on that day). */
  lecture_date: IsoDate | null;
  /**
   * What it says as data (issue 62): its message's code in domain/src/notificationMessages.ts and
   * that message's values by name, for a page or an email to say it in the reader's language; null
   * for a notification stored before codes (then `text` is all there is).
   */
  code?: string | null;
  params?: Record<string, string | number | boolean | null> | null;
}

/** Whom a notification is for. */
export interface Recipient {
  role: Role;
  user_id: number;
}

/** GET /notifications: newest first. */
export type NotificationsQuery = PageRequest;

export interface NotificationPage extends PageInfo {
  items: Notification[];
  /** How many of all the user's notifications are unread. */
  unread: number;
}

/** POST /readNotifications: these, or all of them. */
export interface ReadNotifications {
  notification_ids?: number[];
  all?: true;
}

export interface NotificationsRead extends SaidResponse {
  unread: number;
}

/** GET /calendarFeed: whether the user has a secret calendar address, and since when. */
export interface CalendarFeedStatus {
  active: boolean;
  /** An instant, ISO 8601; null when there is none. */
  created_at: string | null;
}

/**
 * POST /createCalendarFeed: the new secret address's path on the API (the token is shown this
 * once: only its hash is kept). Any address made before stops working.
 */
export interface CalendarFeedCreated extends SaidResponse {
  path: string;
  created_at: string;
}

/** GET and POST /notificationSettings: where email notifications go, and whether to send them. */
export interface NotificationSettings {
  email: string | null;
  email_notifications: boolean;
}

/** What the live event stream (GET /events) sends besides each new notification. */
export const LIVE_EVENTS = {
  notification: 'notification',
  ready: 'ready',
  signedOut: 'signed-out',
  reconnect: 'reconnect',
} as const;
