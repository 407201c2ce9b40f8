/** Signed-in devices: the list a person sees of their sessions, and signing one out. */
import { z } from 'zod';
import type { SignedInDevice, SignedInDevicePage, SignOutDevice } from '@leave/contract';
import { textValue } from './fields';
import { fieldRules } from './messages';
import { pageInfoSchema, pageQueryFields } from './paging';

/** A device id is 22 base64url characters (see service/src/sessions.ts). */
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

export const signedInDevicesQuerySchema = z.object(pageQueryFields);

export const signOutDeviceSchema = z.object({
  device_id: textValue('device_id').regex(DEVICE_ID, fieldRules.notADeviceId('device_id')),
}) satisfies z.ZodType<SignOutDevice>;

const signedInDeviceSchema = z.object({
  device_id: z.string(),
  device: z.string(),
  client_ip: z.string(),
  signed_in_at: z.string().describe('an instant, ISO 8601'),
  last_seen_at: z.string().describe('an instant, ISO 8601'),
  current: z.boolean().describe('whether this is the session that asked'),
}) satisfies z.ZodType<SignedInDevice>;

export const signedInDevicePageSchema = z
  .object({ items: z.array(signedInDeviceSchema), ...pageInfoSchema })
  .describe(
    'One page of the signed-in user’s sessions, the most recently seen first',
  ) satisfies z.ZodType<SignedInDevicePage>;
