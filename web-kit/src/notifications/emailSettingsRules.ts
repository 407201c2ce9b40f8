import { z } from 'zod';
import { notificationSettingsSchema } from '@leave/domain';

/** The email field, on the domain's rule for it. */
export const emailOnly = z.object({ email: notificationSettingsSchema.shape.email });
