import { ConfigError, LANGUAGE_CODES } from '@leave/contract';
import type { LanguageCode } from '@leave/contract';

/**
 * SCHOOL_LANGUAGE: the school's language, checked at start-up. The pages are in it until a person
 * chooses one, and an account that never chose gets its emails in it; unset, English.
 */
export function schoolLanguageFrom(env: NodeJS.ProcessEnv): LanguageCode | undefined {
  const value = env.SCHOOL_LANGUAGE;
  if (value === undefined || value === '') return undefined;
  if (!LANGUAGE_CODES.includes(value as LanguageCode)) {
    throw new ConfigError(`SCHOOL_LANGUAGE must be one of ${LANGUAGE_CODES.join(', ')}, got "${value}"`);
  }
  return value as LanguageCode;
}
