import { randomBytes } from 'node:crypto';
import ical from 'ical-generator';
import type { ICalCalendar } from 'ical-generator';
import { addDays } from '@leave/contract';
import type { Leave, LeaveWithHistory } from '@leave/contract';
import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  calendarTokenQuerySchema,
  holdsItsDate,
  saidMessageSchema,
  messages,
  refusal,
  termLectures,
} from '@leave/domain';
import { z } from 'zod';
import { defineEndpoint, ok, refused } from '../endpoint';
import type { Outcome } from '../endpoint';
import { hashToken } from '../sessions';
import type { Storage } from '../storage';
import { recipientOf } from './notifications';

/** The feed's address on the API; the token is its only key. */
export const CALENDAR_PATH = '/calendar.ics';
/** The most events a feed lists: the newest. */
const FEED_MAX_EVENTS = 2_000;

const onlyStudentsAndInstructors = (role: string): Outcome | null =>
  role === 'admin' ? refused(refusal(403, messages.calendarFeedRoles)) : null;

export const calendarFeed = defineEndpoint({
  method: 'GET',
  path: '/calendarFeed',
  summary: 'Whether the signed-in student or instructor has a secret calendar address, and since when',
  tag: 'notifications',
  access: 'signed in',
  responses: { 200: calendarFeedStatusSchema },
  async handle({ store, session }) {
    const created_at = await store.calendarFeeds.createdAt(recipientOf(session));
    return ok({ active: created_at !== null, created_at });
  },
});

export const createCalendarFeed = defineEndpoint({
  method: 'POST',
  path: '/createCalendarFeed',
  summary:
    'Makes a new secret iCalendar address for the signed-in student (their pending and accepted leave) or instructor (accepted absences in their courses), shown once; any earlier one stops working',
  tag: 'notifications',
  access: 'signed in',
  responses: { 201: calendarFeedCreatedSchema },
  async handle({ store, session }) {
    const notAllowed = onlyStudentsAndInstructors(session.role);
    if (notAllowed) return notAllowed;
    const token = randomBytes(24).toString('base64url');
    const created_at = await store.calendarFeeds.replace(recipientOf(session), hashToken(token));
    return ok({ ...messages.calendarFeedCreated, path: `${CALENDAR_PATH}?token=${token}`, created_at }, 201);
  },
});

export const revokeCalendarFeed = defineEndpoint({
  method: 'POST',
  path: '/revokeCalendarFeed',
  summary: "Stops the signed-in user's secret calendar address working (it then answers 404)",
  tag: 'notifications',
  access: 'signed in',
  responses: { 200: saidMessageSchema },
  async handle({ store, session }) {
    const revoked = await store.calendarFeeds.revoke(recipientOf(session));
    if (!revoked) return refused(refusal(404, messages.noCalendarFeed));
    return ok(messages.calendarFeedRevoked);
  },
});

export const calendarFile = defineEndpoint({
  method: 'GET',
  path: CALENDAR_PATH,
  operationId: 'calendarFile',
  summary:
    'A secret calendar address (RFC 5545), for calendar apps to subscribe to: no session, the token is the key; 404 once revoked',
  tag: 'notifications',
  access: 'anyone',
  sessionless: true,
  query: calendarTokenQuerySchema,
  produces: 'text/calendar',
  responses: { 200: z.string().describe('an iCalendar file: one all-day event per pending or accepted leave') },
  async handle({ store, query }) {
    const owner = await store.calendarFeeds.ownerOf(hashToken(query.token));
    if (!owner) return refused(refusal(404, messages.calendarFeedNotFound));
    const calendar =
      owner.role === 'student'
        ? studentCalendar(await store.leaves.ofStudent(owner.user_id))
        : instructorCalendar(await acceptedAbsences(store, owner.user_id));
    if (query.lectures === 'true') {
      const codes =
        owner.role === 'student'
          ? (await store.enrolments.tallies(owner.user_id)).map((tally) => tally.course_code)
          : (await store.courses.taughtBy(owner.user_id)).map((course) => course.course_code);
      await addLecturesAndHolidays(store, calendar, codes);
    }
    return {
      status: 200,
      body: calendar.toString(),
      file: { contentType: 'text/calendar; charset=utf-8', filename: 'leave.ics', inline: true },
      headers: { 'Cache-Control': 'private, max-age=300' },
    };
  },
});

const newCalendar = (name: string) =>
  ical({ name, prodId: { company: 'Leave Management', product: 'Leave feed', language: 'EN' }, ttl: 60 * 60 });

/** All day on the leave's calendar date, whatever the reader's time zone. */
const allDay = (date: string) => ({ start: new Date(`${date}T00:00:00Z`), allDay: true });

/**
 * The student's leave that may still keep them away: pending and accepted. Rejected leave (and
 * withdrawn or cancelled, which the store does not list here) is no day off, so it is no event:
 * once rejected, the event goes from the subscriber's calendar at its next refresh.
 */
function studentCalendar(leaves: Leave[]) {
  const calendar = newCalendar('My leave');
  for (const leave of leaves.filter((one) => holdsItsDate(one.status)).slice(-FEED_MAX_EVENTS)) {
    calendar.createEvent({
      id: `leave-${leave.leave_id}@leave-management`,
      ...allDay(leave.leave_date),
      summary: `Leave in ${leave.course_code} (${leave.status})`,
      description: leave.reason,
    });
  }
  return calendar;
}

function instructorCalendar(leaves: LeaveWithHistory[]) {
  const calendar = newCalendar('Absences in my courses');
  for (const leave of leaves) {
    calendar.createEvent({
      id: `absence-${leave.leave_id}@leave-management`,
      ...allDay(leave.leave_date),
      summary: `${leave.student_name} (Roll No. ${leave.user_id}) absent from ${leave.course_code}`,
    });
  }
  return calendar;
}

/**
 * Each lecture of these courses in their terms, at the school's times (floating: the times are
 * the school's, as a timetable reads), and each holiday of their terms, all day.
 */
async function addLecturesAndHolidays(store: Storage, calendar: ICalCalendar, codes: string[]) {
  const calendars = codes.length ? await store.timetables.calendarsOf(codes) : [];
  const lectures = calendars.flatMap((course) => termLectures(course)).slice(0, FEED_MAX_EVENTS);
  for (const lecture of lectures) {
    const at = (time: string | null, fallback: string) => new Date(`${lecture.date}T${time ?? fallback}:00Z`);
    calendar.createEvent({
      id: `lecture-${lecture.course_code}-${lecture.date}@leave-management`,
      start: at(lecture.start, '00:00'),
      end: at(lecture.end, lecture.start ? lecture.start : '23:59'),
      floating: true,
      summary: `${lecture.course_code} lecture${lecture.extra ? ' (extra)' : ''}`,
      ...(lecture.room ? { location: lecture.room } : {}),
    });
  }
  const termIds = [...new Set(calendars.flatMap((course) => (course.term ? [course.term.term_id] : [])))];
  for (const holiday of termIds.length ? await store.terms.holidaysOf(termIds) : []) {
    calendar.createEvent({
      id: `holiday-${holiday.holiday_id}@leave-management`,
      start: new Date(`${holiday.from_date}T00:00:00Z`),
      end: new Date(`${addDays(holiday.to_date, 1)}T00:00:00Z`),
      allDay: true,
      summary: `Holiday: ${holiday.name}`,
    });
  }
}

const acceptedAbsences = async (store: Storage, instructorId: number) =>
  (await store.leaves.page({ instructor_id: instructorId, status: 'accepted' }, { offset: 0, limit: FEED_MAX_EVENTS }))
    .items;
