import { z } from 'zod';
import { DOCUMENT_AFTER_MAX, fieldMessages, input, LEAVE_KIND_NAME_MAX } from '@leave/domain';

/** When a kind needs a document, as the form asks it. */
export const DOCUMENT_CHOICES = ['never', 'always', 'days', 'lectures'] as const;
export type DocumentChoice = (typeof DOCUMENT_CHOICES)[number];

/** A kind's name and, when a document is needed beyond some days or lectures, how many: the domain's rules. */
export const leaveKindFormSchema = z
  .object({
    name: input.lineOfText('Name', LEAVE_KIND_NAME_MAX),
    documentWhen: z.enum(DOCUMENT_CHOICES),
    documentAfter: z.string(),
  })
  .transform((form, context) => {
    const beyond = form.documentWhen === 'days' || form.documentWhen === 'lectures';
    const after = beyond
      ? input.wholeNumber('After how many', 1, DOCUMENT_AFTER_MAX).safeParse(form.documentAfter)
      : undefined;
    if (after && !after.success) {
      context.addIssue({
        code: 'custom',
        path: ['documentAfter'],
        message: after.error.issues[0]?.message ?? fieldMessages.required('After how many').message,
      });
      return z.NEVER;
    }
    return {
      name: form.name,
      document_after: form.documentWhen === 'never' ? null : form.documentWhen === 'always' ? 0 : after!.data!,
      document_unit: form.documentWhen === 'lectures' ? ('lectures' as const) : ('days' as const),
    };
  });
