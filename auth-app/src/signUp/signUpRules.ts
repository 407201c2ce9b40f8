import { z } from 'zod';
import { SELF_SERVICE_ROLES } from '@leave/contract';
import { input, nextYear, oneOf, passwordNotId, TEXT_MAX } from '@leave/domain';
import { labelsFor } from './signUpLabels';

/** The domain's rules for each field, named as the form labels them; students also give stream and year. */
export function signUpFormSchema(role: string) {
  const labels = labelsFor(role);
  const common = z.object({
    role: oneOf(labels.role, SELF_SERVICE_ROLES),
    name: input.personName(labels.name, TEXT_MAX.name),
    userId: input.userId(labels.userId),
    branch: input.lineOfText(labels.branch, TEXT_MAX.branch),
    password: input.newPassword(labels.password),
  });
  const notId = (value: { password: string; userId: number }, ctx: z.RefinementCtx) =>
    passwordNotId({ password: value.password, id: value.userId }, ctx, {
      field: 'password',
      password: labels.password,
      id: labels.userId,
    });
  if (role !== 'student') return common.superRefine(notId);
  return common
    .extend({
      stream: input.lineOfText('Stream', TEXT_MAX.stream),
      joiningYear: input.year('Joining Year', nextYear),
    })
    .superRefine(notId);
}
