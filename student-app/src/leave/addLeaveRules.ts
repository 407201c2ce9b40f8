import { z } from 'zod';
import { addDays } from '@leave/contract';
import type { IsoDate } from '@leave/contract';
import { fieldMessages, input, MAX_RANGE_DAYS, TEXT_MAX } from '@leave/domain';

/** The domain's rules for the form's fields, named as the form labels them. */
export const leaveFormSchema = (date: IsoDate, allCourses: boolean) =>
  z.object({
    reason: input.text('Reason', TEXT_MAX.reason),
    courseCode: allCourses ? z.string() : input.courseCode('Course Code'),
    toDate: z
      .string()
      .refine((to) => !to || to >= date, fieldMessages.rangeBackwards('To date'))
      .refine(
        (to) => !to || to <= addDays(date, MAX_RANGE_DAYS - 1),
        fieldMessages.rangeTooLong('To date', MAX_RANGE_DAYS - 1),
      ),
  });
