import { z } from 'zod';
import { input } from '@leave/domain';

/** The filters: only the roll number has a rule (the others are choices or dates). */
export const filterSchema = z.object({
  course: z.string(),
  status: z.string(),
  rollNo: input.optional(input.userId('Roll No.')),
  from: z.string(),
  to: z.string(),
});
