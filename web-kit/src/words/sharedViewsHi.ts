/**
 * हिन्दी: the views the student's and the instructor's dashboards open alike (Change Password and
 * its rules, Signed-in Devices, a request's supporting documents), one part of their catalogues.
 * Their words and placeholders are checked by sharedViews.test.ts.
 */
import type { DevicesServerCode, DevicesWordId } from './devices';
import { devicesHi } from './devicesHi';
import type { DocumentsServerCode, DocumentsWordId } from './documents';
import { documentsHi } from './documentsHi';
import type { PasswordServerCode, PasswordWordId } from './password';
import { passwordHi } from './passwordHi';
import type { PasswordRuleWordId } from './passwordRuleWords';

export type SharedViewWordId =
  | PasswordWordId
  | PasswordRuleWordId
  | PasswordServerCode
  | DevicesWordId
  | DevicesServerCode
  | DocumentsWordId
  | DocumentsServerCode;

export const sharedViewsHi: Record<SharedViewWordId, string> = { ...passwordHi, ...devicesHi, ...documentsHi };
