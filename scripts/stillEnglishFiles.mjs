/**
 * The screens' files still written in English (docs/translating.md): the string lint
 * (eslint.config.mjs, WORDS_FROM_CATALOGUES) passes over them until their words move into a
 * catalogue. Take a file off the list when it is translated (`npm run lint` fails on a listed file
 * with no English left: scripts/checkStillEnglish.ts); a new file is never added.
 */
export const STILL_ENGLISH_FILES = [
  'admin-app/src/accounts/AccountsView.tsx',
  'admin-app/src/audit/AuditTrail.tsx',
  'admin-app/src/twoFactor/CodeForm.tsx',
  'admin-app/src/twoFactor/RecoveryCodes.tsx',
  'admin-app/src/twoFactor/TwoFactorView.tsx',
  'instructor-app/src/InstructorDashboard.tsx',
  'shell/src/remotes/RemoteErrorBoundary.tsx',
  'web-kit/src/devices/SignedInDevicesView.tsx',
  'web-kit/src/documents/AttachDocuments.tsx',
  'web-kit/src/documents/DocumentLinks.tsx',
  'web-kit/src/password/AuthenticationCodeField.tsx',
  'web-kit/src/password/ChangePasswordForm.tsx',
  'web-kit/src/password/ChangePasswordView.tsx',
];
