import { z } from 'zod';
import { ROLES } from '@leave/contract';
import { fieldMessages, input, oneOf, secondFactorCode } from '@leave/domain';

/** The spec's fields, on the domain's rules for a user id and an entered password. */
export const signInSchema = z.object({
  username: input.userId('Username', fieldMessages.signInUsername.message),
  password: input.enteredPassword('Password'),
  role: oneOf('Role', ROLES),
});

/** The second step of an admin's sign-in with two-factor on: the same fields and the app's code. */
export const signInWithCodeSchema = signInSchema.extend({
  otp: secondFactorCode('Authentication code'),
});
