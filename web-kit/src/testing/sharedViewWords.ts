/**
 * The words of the views the student's and the instructor's dashboards open alike (Change Password
 * and its rules, Signed-in Devices, a request's documents), and a value for each of their
 * placeholders: for each catalogue's test that includes their Hindi.
 */
import { DEVICES_SERVER_CODES, devicesWords } from '../words/devices';
import { DOCUMENTS_SERVER_CODES, documentsWords } from '../words/documents';
import { PASSWORD_SERVER_CODES, passwordWords } from '../words/password';
import { passwordRuleWords } from '../words/passwordRuleWords';

export const SHARED_VIEW_WORDS = [
  ...Object.values(passwordWords),
  ...Object.values(passwordRuleWords),
  ...Object.values(devicesWords),
  ...Object.values(documentsWords),
];

/** The server's answers and refusals these views say by their code. */
export const SHARED_VIEW_SERVER_CODES: readonly string[] = [
  ...PASSWORD_SERVER_CODES,
  ...DEVICES_SERVER_CODES,
  ...DOCUMENTS_SERVER_CODES,
];

export const SHARED_VIEW_VALUES = {
  min: 8,
  max: 128,
  name: '',
  device: '',
  address: '',
  signedIn: '',
  lastSeen: '',
  megabytes: 5,
  files: 5,
  size: 12,
};

/** A value for each placeholder of what a date or time field says (`fieldWords`), with no letter of its own. */
export const FIELD_VALUES = { label: '', typed: '31/12/2026', pattern: '', example: '03/12/2026' };
