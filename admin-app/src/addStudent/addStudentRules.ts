import { z } from 'zod';
import { input, TEXT_MAX } from '@leave/domain';

/** The domain's rules for an enrolment, named as the form labels them. */
export const enrolmentFormSchema = z.object({
  courseCode: input.required('Course'),
  studentName: input.optional(input.text('Student Name', TEXT_MAX.name)),
  studentId: input.userId('Student ID'),
});
