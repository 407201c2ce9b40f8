import { z } from 'zod';
import { LANGUAGE_CODES } from '@leave/contract';
import type { LanguageChoice } from '@leave/contract';
import { fieldRules } from './messages';

/** A language the pages have a catalogue for: `en`, `hi` or `ur`. */
export const languageCodeSchema = z.enum(LANGUAGE_CODES, { error: fieldRules.oneOf('language', LANGUAGE_CODES) });

/** POST /saveLanguage: the language the signed-in person reads the pages and their emails in. */
export const languageChoiceSchema = z.object({ language: languageCodeSchema }) satisfies z.ZodType<LanguageChoice>;
