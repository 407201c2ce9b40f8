import { z } from 'zod';
import { SELF_SERVICE_ROLES } from '@leave/contract';
import { input, oneOf } from '@leave/domain';

/** The account to look up: a role and a user ID, on the domain's rules. */
export const findSchema = z.object({ role: oneOf('Role', SELF_SERVICE_ROLES), userId: input.userId('User ID') });
