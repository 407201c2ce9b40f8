import { z } from 'zod';
import { addDays } from '@leave/contract';
import type { IsoDate } from '@leave/contract';
import { fieldMessages, input, MAX_RANGE_DAYS, TEXT_MAX } from '@leave/domain';
import type { Words } from '@leave/ui/i18n';

/** The domain's rules for the form's fields, named as the form labels them. */
const fieldRules = (date: IsoDate, allCourses: boolean) =>
  z.object({
    reason: input.text('Reason', TEXT_MAX.reason),
    courseCode: allCourses ? z.string() : input.courseCode('Course Code'),
    toDate: z
      .string()
      .refine((to) => !to || to >= date, fieldMessages.rangeBackwards('To date'))
      .refine(
        (to) => !to || to <= addDays(date, MAX_RANGE_DAYS - 1),
        fieldMessages.rangeTooLong('To date', MAX_RANGE_DAYS - 1),
      ),
  });

/**
 * The form's rules, their messages said in the language of `words`: another language's catalogue
 * words each under its English, which is its id (`words/leaveRuleWords.ts`); English says the
 * domain's text as it is. Said here, in the rules' own file (downloaded when the form is first
 * checked), not in the form: the form is in the student's first view, at its weight limit.
 */
export const leaveFormSchema = (date: IsoDate, allCourses: boolean, words: Words) => {
  const rules = fieldRules(date, allCourses);
  return z.unknown().transform((form, ctx) => {
    const result = rules.safeParse(form);
    if (result.success) return result.data;
    for (const { path, message } of result.error.issues) {
      ctx.addIssue({ code: 'custom', path, message: words.formatMessage({ id: message, defaultMessage: message }) });
    }
    return z.NEVER;
  });
};
