import { z } from 'zod';
import { input } from '@leave/domain';

/** The trail's filters: only the user ID has a rule (the others are choices or free text). */
export const filterSchema = z.object({
  person: z.string().trim(),
  action: z.string(),
  actorId: input.optional(input.userId('User ID')),
  target: z.string().trim(),
  from: z.string(),
  to: z.string(),
});
