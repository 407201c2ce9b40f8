import { z } from 'zod';
import { fieldMessages } from './messages';
import { IMPORT_MAX_BYTES, megabytes, utf8Bytes } from './importLimits';

/** An import's file, sent as its text: required, and at most IMPORT_MAX_BYTES as a file. */
export const importFileText = (name: string) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? fieldMessages.required(name) : fieldMessages.notText(name)) })
    .min(1, fieldMessages.required(name))
    .refine(
      (text) => utf8Bytes(text) <= IMPORT_MAX_BYTES,
      fieldMessages.fileTooLarge(name, megabytes(IMPORT_MAX_BYTES)),
    );
