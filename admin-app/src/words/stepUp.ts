/**
 * The two-factor step-up dialog's words (ids after `admin.stepUp.`): the dialog a dangerous action
 * (an import, a password reset, a deactivation) opens when the server asks for a current code,
 * and the server's words it says by their code.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const stepUpWords = defineWords('admin.stepUp', {
  title: 'Confirm with your authenticator',
  code: 'Authentication code',
  codeHint: '6 digits from your authenticator app, or a recovery code',
  checking: 'Checking the code…',
  confirm: 'Confirm',
  cancel: 'Cancel',
});

export type StepUpWordId = WordIds<typeof stepUpWords>;

/** Why the server asks for a code, and its refusal of a wrong one, said by their code. */
export const STEP_UP_SERVER_CODES = ['api.stepUpNeeded', 'api.secondFactorWrong'] as const;

export type StepUpServerCode = (typeof STEP_UP_SERVER_CODES)[number];
