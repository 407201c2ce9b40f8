/**
 * What a date or time field says of what it cannot read (`DateField`, `TimeField`, whose test
 * holds their English as before): ids `dateField.<key>`. A view that shows one includes `fieldsHi` in
 * its catalogue.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const fieldWords = defineWords('dateField', {
  notADate: '{label} must be a date written {pattern}, such as {example}.',
  noSuchDate: '{label}: there is no date {typed}. Write it as {pattern}, such as {example}.',
  notATime: '{label} must be a time on the 24-hour clock written {pattern}, such as 09:00 or 14:30.',
});

export type FieldWordId = WordIds<typeof fieldWords>;
