import { z } from 'zod';
import { clockTime, fieldMessages, input, isoDate, optionalText, TERM_TEXT_MAX, text } from '@leave/domain';

/** A date typed into a date box: required, then the domain's rule for a calendar date. */
const dateField = (name: string) => input.required(name).pipe(isoDate(name));

/** Cancelling a lecture, on the server's rules (cancelLectureSchema), named as the form labels them. */
export const cancelFormSchema = z.object({
  date: dateField('Date'),
  reason: text('Reason', TERM_TEXT_MAX.cancelReason),
});

/** An extra lecture, on the server's rules (extraLectureSchema), named as the form labels them. */
export const addFormSchema = z
  .object({
    date: dateField('Date'),
    start: input.optional(clockTime('Start')),
    end: input.optional(clockTime('End')),
    room: optionalText('Room', TERM_TEXT_MAX.room),
  })
  .superRefine((lecture, ctx) => {
    if (lecture.start && lecture.end && lecture.end <= lecture.start) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: fieldMessages.endNotAfterStart('End', 'Start').message });
    }
  });
