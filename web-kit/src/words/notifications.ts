/**
 * The Notifications view's own words (its list, New, Mark read, the count) and those of its calendar
 * feed and email cards: each message's English text under its key, its id the key after
 * `notifications.`. They download with those lazily loaded views; the student's and the
 * instructor's Hindi catalogues include their translation (`notificationsHi`), as the view is drawn
 * inside the remote's `Translated`. Each notification itself is said by its code
 * (`NOTIFICATION_HINDI`), and so are the server's answers to the view's and the cards' actions and
 * their refusals (`NOTIFICATIONS_SERVER_CODES`).
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const notificationsWords = defineWords('notifications', {
  // The list.
  unread: '{unread} unread',
  markAllRead: 'Mark all read',
  noneYet: 'No notifications yet. You will be told here when something concerns you.',
  newestFirst: 'Notifications, newest first',
  new: 'New: ',
  open: '{target}: {text}',
  markRead: 'Mark read',
  markReadOf: 'Mark read: {text}',
  pages: 'Notification pages',

  // The calendar feed.
  calendarSubscription: 'Calendar Subscription',
  subscribeToSee:
    'Subscribe to a secret address in Google Calendar, Outlook or Apple Calendar to see {what}. Anyone with the address can read it: revoke it if it leaks.',
  studentFeed: 'your pending and accepted leave, with its status in each title',
  instructorFeed: 'the accepted absences in the courses you teach',
  addressMade:
    'You have an address, made {date}. It is shown only when made: make a new one to see it again (the old one stops working).',
  noAddress: 'You have no calendar address.',
  withLectures: 'With my lectures and holidays',
  yourAddress: 'Your calendar address',
  subscribeInApp: 'Subscribe in my calendar app',
  copyAddress: 'Copy Address',
  makeNewAddress: 'Make New Address',
  createAddress: 'Create Calendar Address',
  revokeAddress: 'Revoke Address',
  copied: 'Calendar address copied.',
  notCopied: 'Copying was not allowed: select the address and copy it yourself.',

  // The email card.
  emailNotifications: 'Email Notifications',
  emailAddress: 'Email address',
  emailHint: 'Notifications are also sent here if your school has set up email.',
  emailMe: 'Email me my notifications',
  saveEmail: 'Save Email Settings',
});

export type NotificationsWordId = WordIds<typeof notificationsWords>;

/** The server's answers to marking read, the calendar address and the email settings, and their refusals, by code. */
export const NOTIFICATIONS_SERVER_CODES = [
  'api.notificationsRead',
  'api.calendarFeedCreated',
  'api.calendarFeedRevoked',
  'api.noCalendarFeed',
  'api.calendarFeedRoles',
  'api.notificationSettingsSaved',
  'api.signInToContinue',
  'api.tooManySignedInRequests',
] as const;

export type NotificationsServerCode = (typeof NOTIFICATIONS_SERVER_CODES)[number];
