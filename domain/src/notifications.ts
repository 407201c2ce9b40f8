/** Notifications: their requests, answers and the sentences they say. */
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '@leave/contract';
import type {
  CalendarFeedCreated,
  CalendarFeedStatus,
  IsoDate,
  Notification,
  NotificationPage,
  NotificationSettings,
  NotificationsRead,
  ReadNotifications,
} from '@leave/contract';
import type { DateFormat } from './dateFormat';
import { recordId } from './fields';
import { fieldRules } from './messages';
import { PAGE_SIZE } from './pages';
import { pageInfoSchema, pageQueryFields } from './paging';
import { listOf } from './requests';
import { saidMessageSchema } from './responses';

export const notificationsQuerySchema = z.object(pageQueryFields);

export const readNotificationsSchema = z
  .object({
    notification_ids: listOf('notification_ids', recordId('notification_ids'), PAGE_SIZE.max).optional(),
    all: z.literal(true, { error: fieldRules.onlyTrue('all') }).optional(),
  })
  .superRefine((value, context) => {
    if (!value.all && !value.notification_ids?.length) {
      context.addIssue({
        code: 'custom',
        path: ['notification_ids'],
        message: fieldRules.required('notification_ids'),
      });
    }
  }) satisfies z.ZodType<ReadNotifications>;

/** An email address as people type it: something@somewhere.tld, at most 254 characters (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

export const notificationSettingsSchema = z.object({
  email: z
    .string({ error: fieldRules.notText('email') })
    .trim()
    .max(EMAIL_MAX_LENGTH, fieldRules.tooLong('email', EMAIL_MAX_LENGTH))
    .refine((value) => value === '' || z.email().safeParse(value).success, fieldRules.notAnEmail('email'))
    .transform((value) => (value === '' ? null : value.toLowerCase()))
    .nullable()
    .transform((value) => value ?? null),
  email_notifications: z.boolean({ error: fieldRules.notTrueOrFalse('email_notifications') }),
}) satisfies z.ZodType<NotificationSettings, unknown>;

/** GET /calendar.ics: the secret token of the address. */
export const calendarTokenQuerySchema = z.object({
  token: z.string({ error: fieldRules.required('token') }).max(200, fieldRules.tooLong('token', 200)),
  /** `true`: the feed also carries the lectures of the owner's courses and their terms' holidays. */
  lectures: z.enum(['true', 'false'], { error: fieldRules.notTrueOrFalse('lectures') }).optional(),
});

const notificationSchema = z.object({
  notification_id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  text: z.string(),
  at: z.string().describe('an instant, ISO 8601'),
  read: z.boolean(),
  course_code: z.string().nullable(),
  leave_id: z.number().int().nullable(),
  request_id: z.number().int().nullable().describe('the request of that leave, opened with the notification'),
  lecture_date: z.string().nullable().describe('a cancelled or added lecture’s date, YYYY-MM-DD'),
  code: z
    .string()
    .nullable()
    .optional()
    .describe('its message’s code (notification.leaveDecided), null for one stored before codes'),
  params: z
    // A null value as a nullable string: OpenAPI 3.0 has no null type (as the error body's params).
    .record(z.string(), z.union([z.string().nullable(), z.number(), z.boolean()]))
    .nullable()
    .optional()
    .describe('its message’s values by name (dates YYYY-MM-DD), null for one stored before codes'),
}) satisfies z.ZodType<Notification>;

export const notificationPageSchema = z
  .object({ items: z.array(notificationSchema), unread: z.number().int().nonnegative(), ...pageInfoSchema })
  .describe('One page of the signed-in user’s notifications, newest first') satisfies z.ZodType<NotificationPage>;

export const notificationsReadSchema = saidMessageSchema
  .extend({ unread: z.number().int().nonnegative() })
  .describe('Marked read: how many are still unread') satisfies z.ZodType<NotificationsRead>;

export const calendarFeedStatusSchema = z
  .object({ active: z.boolean(), created_at: z.string().nullable() })
  .describe('Whether a secret calendar address is active') satisfies z.ZodType<CalendarFeedStatus>;

export const calendarFeedCreatedSchema = saidMessageSchema
  .extend({ path: z.string(), created_at: z.string() })
  .describe('The new secret calendar address (shown this once)') satisfies z.ZodType<CalendarFeedCreated>;

export const notificationSettingsAnswerSchema = z
  .object({ email: z.string().nullable(), email_notifications: z.boolean() })
  .describe('Where email notifications go') satisfies z.ZodType<NotificationSettings>;

/** GET /events: where a stream opened again by the page (not by the browser's own reconnect) resumes. */
export const liveEventsQuerySchema = z.object({
  last_event_id: z
    .string()
    .regex(/^\d{1,15}$/, fieldRules.tooManyDigits('last_event_id', 15))
    .optional()
    .describe(
      "The last event id the page saw, when it opens the stream again itself (the browser's EventSource sends it as Last-Event-ID only on its own reconnects); the header wins",
    ),
});

export const liveEventsSchema = z
  .string()
  .describe(
    'Server-Sent Events: `ready` (id: the latest notification id) on connecting, then `notification` (JSON; id: its notification_id) for each new one; a reconnect with Last-Event-ID receives those it missed; `signed-out` when the session ends; `reconnect` when the instance is stopping (the stream ends and the browser reconnects within a second, to another instance behind a proxy)',
  );

const saying = (comment: string | null) => (comment ? ` Comment: “${comment}”` : '');

/** The sentences of notifications that carry no date, in the bell and in email. */
export const notificationTexts = {
  enrolled: (course: string, title: string) => `You were enrolled in ${course} (${title}).`,
  nearLimit: (course: string, percentage: number, limit: number) =>
    `Your accepted leave in ${course} is now ${percentage}% of its lectures; its limit is ${limit}%.`,
  studentsImported: (added: number) => `Import Students finished: ${added} student${added === 1 ? '' : 's'} added.`,
  enrolmentsImported: (added: number) =>
    `Import Enrolments finished: ${added} enrolment${added === 1 ? '' : 's'} added.`,
};

const lecturesWord = (n: number) => `${n} ${n === 1 ? 'lecture' : 'lectures'}`;

/**
 * The sentences of notifications about dates, their dates written in the school's one format
 * (a notification is kept as written, so it is written as every screen writes dates).
 */
export const datedNotificationTexts = (dates: DateFormat) => {
  const on = (date: IsoDate) => dates.date(date);
  const span = (from: IsoDate, to: IsoDate) => (from === to ? `on ${on(from)}` : `from ${on(from)} to ${on(to)}`);
  return {
    leaveRequested: (student: string, rollNo: number, course: string, date: IsoDate) =>
      `${student} (Roll No. ${rollNo}) asked for leave in ${course} on ${on(date)}.`,
    leaveWithdrawn: (student: string, rollNo: number, course: string, date: IsoDate) =>
      `${student} (Roll No. ${rollNo}) withdrew their leave request in ${course} on ${on(date)}.`,
    leaveCancelled: (student: string, rollNo: number, course: string, date: IsoDate) =>
      `${student} (Roll No. ${rollNo}) cancelled their approved leave in ${course} on ${on(date)}.`,
    leaveDecided: (
      status: 'approved' | 'rejected',
      course: string,
      date: IsoDate,
      by: string,
      comment: string | null,
    ) => `Your leave in ${course} on ${on(date)} was ${status} by ${by}.${saying(comment)}`,
    leaveReopened: (course: string, date: IsoDate, by: string, comment: string | null) =>
      `Your rejected leave in ${course} on ${on(date)} was reopened by ${by}: it is pending again.${saying(comment)}`,
    requestReopened: (course: string, from: IsoDate, to: IsoDate, leaves: number, by: string, comment: string | null) =>
      `Your rejected leave in ${course} ${span(from, to)} (${leaves} ${leaves === 1 ? 'leave' : 'leaves'}) was reopened by ${by}: it is pending again.${saying(comment)}`,
    leaveRevoked: (course: string, date: IsoDate, by: string, comment: string | null) =>
      `Your approved leave in ${course} on ${on(date)} was revoked by ${by}.${saying(comment)}`,
    documentAsked: (instructor: string, course: string, from: IsoDate, comment: string | null) =>
      `${instructor} asks for a supporting document for your leave in ${course} from ${on(from)}: attach it from My Requests.${
        comment ? ` ${comment}` : ''
      }`,
    lectureCancelled: (course: string, date: IsoDate, reason: string) =>
      `${course}'s lecture on ${on(date)} is cancelled: ${reason}. Your leave that day is kept and no longer counts.`,
    lectureCancelledForClass: (course: string, date: IsoDate, reason: string) =>
      `${course}'s lecture on ${on(date)} is cancelled: ${reason}.`,
    extraLecture: (course: string, date: IsoDate, start: string | null, end: string | null, room: string | null) =>
      `${course} has an extra lecture on ${on(date)}${start && end ? `, ${start}-${end}` : ''}${room ? `, ${room}` : ''}.`,
    lectureBack: (course: string, date: IsoDate) => `${course}'s lecture on ${on(date)} takes place again.`,
    extraLectureRemoved: (course: string, date: IsoDate, onLeave: boolean) =>
      `The extra lecture of ${course} on ${on(date)} is removed.${onLeave ? ' Your leave that day is kept and no longer counts.' : ''}`,
    requestApplied: (student: string, rollNo: number, course: string, from: IsoDate, to: IsoDate, lectures: number) =>
      `${student} (Roll No. ${rollNo}) asked for leave in ${course} from ${on(from)} to ${on(to)} (${lecturesWord(lectures)}).`,
    requestDecided: (
      status: 'approved' | 'rejected',
      course: string,
      from: IsoDate,
      to: IsoDate,
      lectures: number,
      by: string,
      comment: string | null,
    ) =>
      `Your leave in ${course} ${span(from, to)} (${lecturesWord(lectures)}) was ${status} by ${by}.${saying(comment)}`,
    requestWithdrawn: (student: string, rollNo: number, course: string, from: IsoDate, to: IsoDate) =>
      `${student} (Roll No. ${rollNo}) withdrew their leave request in ${course} ${span(from, to)}.`,
  };
};

/** Email subjects, by kind. */
export const notificationSubject = (notification: Pick<Notification, 'kind' | 'course_code'>) =>
  `Leave Management: ${notification.kind}${notification.course_code ? ` (${notification.course_code})` : ''}`;
