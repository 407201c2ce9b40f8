import { dictionary } from '@zxcvbn-ts/language-common';

/** The 49,000 most common passwords (zxcvbn's list), loaded once, on the server only. */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'] as string[]);
  return common.has(password.toLowerCase());
}
