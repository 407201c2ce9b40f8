import { z } from 'zod';
import { fieldMessages, input, passwordNotId } from '@leave/domain';

import { LABELS } from './changePasswordLabels';

export const changeSchema = (userId: number, withCurrent: boolean) =>
  z
    .object({
      current: withCurrent ? input.enteredPassword(LABELS.current) : z.string(),
      password: input.newPassword(LABELS.password),
      confirm: z.string(),
      otp: z.string(),
    })
    .superRefine((value, ctx) => {
      passwordNotId({ password: value.password, id: userId }, ctx, {
        field: 'password',
        password: LABELS.password,
        id: 'Username',
      });
      if (value.confirm !== value.password)
        ctx.addIssue({
          code: 'custom',
          path: ['confirm'],
          message: fieldMessages.passwordsDiffer(LABELS.confirm).message,
        });
    });
