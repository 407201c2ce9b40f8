import { z } from 'zod';
import { fieldRules } from './messages';
import { IMPORT_MAX_BYTES, megabytes, utf8Bytes } from './importLimits';

/** An import's file, sent as its text: required, and at most IMPORT_MAX_BYTES as a file. */
export const importFileText = (name: string) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? fieldRules.required(name) : fieldRules.notText(name)) })
    .min(1, fieldRules.required(name))
    .refine((text) => utf8Bytes(text) <= IMPORT_MAX_BYTES, fieldRules.fileTooLarge(name, megabytes(IMPORT_MAX_BYTES)));
