import { z } from 'zod';
import { ROLES } from '@leave/contract';
import { fieldMessages, input, oneOf } from '@leave/domain';

/** The spec's fields, on the domain's rules for a user id and an entered password. */
export const signInSchema = z.object({
  username: input.userId('Username', fieldMessages.signInUsername),
  password: input.enteredPassword('Password'),
  role: oneOf('Role', ROLES),
});
