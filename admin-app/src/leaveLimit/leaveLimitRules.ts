import { z } from 'zod';
import { input, LEAVE_LIMIT_RANGE } from '@leave/domain';

/** A course and its new leave limit, on the domain's rules. */
export const limitFormSchema = z.object({
  courseCode: input.required('Course'),
  leaveLimit: input.wholeNumber('Leave Limit (%)', LEAVE_LIMIT_RANGE.min, LEAVE_LIMIT_RANGE.max),
});
