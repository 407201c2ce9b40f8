import { z } from 'zod';
import { WEEKDAYS } from '@leave/contract';
import type { Meeting, TimetablePayload } from '@leave/contract';
import { clockTime, fieldMessages, lectureMessages, oneOf, optionalText, TERM_TEXT_MAX } from '@leave/domain';
import { meetingKeys } from './meetingKeys';

/** Each meeting row's fields (`rows` are the rows' keys, in order), as the form labels them. */
export const meetingRules = (rows: number[]) =>
  Object.fromEntries(
    rows.flatMap((row) => {
      const keys = meetingKeys(row);
      return [
        [keys.weekday, oneOf('Weekday', WEEKDAYS)],
        [keys.start, clockTime('Start')],
        [keys.end, clockTime('End')],
        [keys.room, optionalText('Room', TERM_TEXT_MAX.room)],
      ];
    }),
  );

/** The rules across rows: each ends after it starts, one meeting a weekday, and a term for any. */
export function checkMeetings(form: Record<string, unknown>, rows: number[], courseCode: string, ctx: z.RefinementCtx) {
  const seen = new Set<unknown>();
  for (const row of rows) {
    const keys = meetingKeys(row);
    const [weekday, start, end] = [form[keys.weekday], form[keys.start], form[keys.end]] as string[];
    if (end! <= start!) {
      ctx.addIssue({
        code: 'custom',
        path: [keys.end],
        message: fieldMessages.endNotAfterStart('End', 'Start').message,
      });
    }
    if (seen.has(weekday)) {
      ctx.addIssue({
        code: 'custom',
        path: [keys.weekday],
        message: fieldMessages.weekdayRepeated('Weekday', weekday!).message,
      });
    }
    seen.add(weekday);
  }
  if (rows.length && !form.termId) {
    ctx.addIssue({ code: 'custom', path: ['termId'], message: lectureMessages.timetableNeedsTerm(courseCode).message });
  }
}

/** The meetings as the API takes them. */
export const meetingsOf = (form: Record<string, unknown>, rows: number[]): Meeting[] =>
  rows.map((row) => {
    const keys = meetingKeys(row);
    const room = form[keys.room] as string | undefined;
    return {
      weekday: form[keys.weekday] as (typeof WEEKDAYS)[number],
      start: form[keys.start] as string,
      end: form[keys.end] as string,
      room: room || null,
    };
  });

/**
 * The timetable form: its term, and one weekday, start, end and room per meeting row, checked with
 * the domain's rules as the form labels them, and sent as /setTimetable takes it.
 */
export const timetableFormSchema = (courseCode: string, rows: number[]) =>
  z
    .looseObject({ termId: z.string(), ...meetingRules(rows) })
    .superRefine((form, ctx) => checkMeetings(form, rows, courseCode, ctx))
    .transform((form): TimetablePayload => ({
      course_code: courseCode,
      term_id: form.termId ? Number(form.termId) : null,
      meetings: meetingsOf(form, rows),
    }));
