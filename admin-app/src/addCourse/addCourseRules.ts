import { z } from 'zod';
import { input, LEAVE_LIMIT_RANGE } from '@leave/domain';
import { courseFieldRules } from '../shared/courseFields';

/** The domain's rules for a new course, named as the form labels them. */
export const courseFormSchema = z.object({
  ...courseFieldRules,
  leaveLimit: input.wholeNumber('Leave Limit (%)', LEAVE_LIMIT_RANGE.min, LEAVE_LIMIT_RANGE.max),
});
