/**
 * The Two-factor Sign-in view's words (ids after `admin.twoFactor.`): setting up an authenticator
 * app, the recovery codes shown once (and the file they download as), turning it off; and the
 * server's answers and refusals it says by code. The code field's label and hint are the step-up
 * dialog's (`stepUp.ts`), the same field.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const twoFactorWords = defineWords('admin.twoFactor', {
  title: 'Two-factor sign-in',
  status: 'Status',
  on: 'On: signing in asks for a code from your authenticator app',
  codesLeft: 'Recovery codes left',
  cannotTurnOff: 'Every admin must use two-factor sign-in here, so it cannot be turned off.',
  turnOffHeading: 'Turn off',
  turnOffLabel: 'Turn off two-factor sign-in',
  turnOff: 'Turn Off',
  mustSetUp: 'Every admin must set up two-factor sign-in before using the dashboard.',
  about:
    'Two-factor sign-in asks for a 6-digit code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or FreeOTP) after your password, and again before a password reset, a deactivation or an import.',
  setUp: 'Set Up Two-factor Sign-in',
  steps: 'Steps to set up two-factor sign-in',
  scan: 'Scan this QR code with your authenticator app:',
  qrCode: 'QR code to add this account to your authenticator app',
  onThisPhone: 'On this phone? Open the authenticator app with the account filled in:',
  addToApp: 'Add to my authenticator app',
  typeKey: 'Or type this key into the app (the spaces are only for reading):',
  enterCode: 'Enter the code the app shows to turn two-factor sign-in on:',
  turnOnLabel: 'Turn on two-factor sign-in',
  turnOn: 'Turn On',
  appCodeHint: '6 digits from your authenticator app',
  // The recovery codes, shown once.
  recoveryCodes: 'Recovery codes',
  copied: 'Recovery codes copied.',
  notCopied: 'Copying was not allowed: select the codes and copy them yourself.',
  copy: 'Copy Codes',
  download: 'Download Codes (.txt)',
  print: 'Print Codes',
  saved: 'I Have Saved My Recovery Codes',
  // The file they download as.
  fileTitle: 'Leave Management: two-factor recovery codes',
  fileAbout: 'Each code signs you in once, in place of a code from your authenticator app.',
});

export type TwoFactorWordId = WordIds<typeof twoFactorWords>;

/** The server's answers and refusals the view says by code (docs/translating.md). */
export const TWO_FACTOR_SERVER_CODES = [
  'api.twoFactorEnabled',
  'api.twoFactorDisabled',
  'api.twoFactorAlreadyOn',
  'api.twoFactorNotStarted',
  'api.twoFactorNotOn',
  'api.twoFactorStillRequired',
  // Every other admin call's refusal until an admin who must has set it up.
  'api.twoFactorRequired',
] as const;

export type TwoFactorServerCode = (typeof TWO_FACTOR_SERVER_CODES)[number];
