/** What the shell calls each remote when it tells a person about it. */
export const REMOTE_APP_NAMES = {
  auth: 'sign-in app',
  student: 'student app',
  instructor: 'instructor app',
  admin: 'admin app',
} as const;
