import { z } from 'zod';
import type { HolidayPayload, IsoDate, TermPayload } from '@leave/contract';
import { fieldMessages, input, isoDate, TERM_TEXT_MAX } from '@leave/domain';
import { OTHER_COUNTRY } from './countries';

/** A date picked in a date field: required, then the domain's date rule. */
const day = (name: string) => z.string().min(1, fieldMessages.required(name)).pipe(isoDate(name));

/** The term form, named as it labels its fields, sent as /addTerm and /editTerm take it. */
export const termFormSchema = z
  .object({
    name: input.lineOfText('Term name', TERM_TEXT_MAX.name),
    firstDay: day('First day'),
    lastDay: day('Last day'),
  })
  .superRefine((term, ctx) => {
    if (term.lastDay < term.firstDay) {
      ctx.addIssue({
        code: 'custom',
        path: ['lastDay'],
        message: fieldMessages.dateBefore('Last day', 'First day').message,
      });
    }
  })
  .transform((term): TermPayload => ({ name: term.name, first_day: term.firstDay, last_day: term.lastDay }));

/** A holiday: one day, or a break from its first to its last day. */
export const holidayFormSchema = z
  .object({
    name: input.lineOfText('Holiday name', TERM_TEXT_MAX.holiday),
    fromDate: day('First day'),
    toDate: input.optional(isoDate('Last day')),
  })
  .superRefine((holiday, ctx) => {
    if (holiday.toDate && holiday.toDate < holiday.fromDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['toDate'],
        message: fieldMessages.dateBefore('Last day', 'First day').message,
      });
    }
  })
  .transform((holiday): Omit<HolidayPayload, 'term_id'> => ({
    name: holiday.name,
    from_date: holiday.fromDate as IsoDate,
    ...(holiday.toDate ? { to_date: holiday.toDate } : {}),
  }));

/** The country a list of public holidays is for: a code from the list, or typed; a region if any. */
export const publicHolidaysFormSchema = z
  .object({
    country: z.string(),
    otherCountry: z.string().trim(),
    region: z.string().trim(),
  })
  .transform((form) => ({ ...form, code: form.country === OTHER_COUNTRY ? form.otherCountry : form.country }))
  .superRefine((form, ctx) => {
    if (!/^[A-Za-z]{2}$/.test(form.code)) {
      ctx.addIssue({
        code: 'custom',
        path: [form.country === OTHER_COUNTRY ? 'otherCountry' : 'country'],
        message: form.code
          ? fieldMessages.notACountry('Country code').message
          : fieldMessages.required('Country code').message,
      });
    }
    if (form.region && !/^[A-Za-z0-9]{1,5}$/.test(form.region)) {
      ctx.addIssue({
        code: 'custom',
        path: ['region'],
        message: fieldMessages.oneOf('Region code', ['a region code such as KA or CA']).message,
      });
    }
  })
  .transform((form) => ({
    country: form.code.toUpperCase(),
    ...(form.region ? { region: form.region.toUpperCase() } : {}),
  }));
