/**
 * The page the shell shows when a remote could not be loaded or failed (RemoteErrorBoundary): each
 * message's English text under its key, exactly as the page said it; its id is the key after
 * `shell.failure.`. The shell draws this page itself on every first view, and the failure may be
 * the connection's, so no file is asked for when it shows: the English is in the shell's start,
 * the other languages in the shell's catalogue (hi.ts, ur.ts), there before the shell's first draw.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const failureWords = defineWords('shell.failure', {
  title: 'Could not load',
  heading: 'Sorry, the {label} could not be loaded.',
  // What the heading calls each remote (its {label}).
  auth: 'sign-in page',
  student: 'student dashboard',
  instructor: 'instructor dashboard',
  admin: 'admin dashboard',
  // Why, once known: a version the shell refused (its sentence is in releases.ts, which comes
  // with the refusal), one gone from the server, the remote's server or the connection.
  refused: '{sentence} The rest of the app keeps working.',
  gone: 'This version of it is no longer on the server: reload the page to get the current one.',
  host: 'Your connection works, but the server of the {label} did not answer: try again in a moment. The rest of the app keeps working.',
  connection: 'Your connection seems to be down: check it and try again.',
  unknown: 'Check your connection and try again. The rest of the app keeps working.',
  retry: 'Retry',
  logout: 'Logout',
});

export type FailureWordId = WordIds<typeof failureWords>;
