/** The school account's problems, in a module of their own: only the page that shows them downloads them. */
import type { SingleSignOnProblem } from '@leave/contract';

/** Whom to ask, until the server has said (OIDC_HELP_CONTACT's default). */
export const DEFAULT_SSO_HELP_WORDS = 'the school office';

/** The page a sign-in with the school account lands on when it signed nobody in: its title and words. */
export const schoolAccountProblems: Record<SingleSignOnProblem, { title: string; text: (help: string) => string }> = {
  'not-set-up': {
    title: 'Account Not Set Up Here',
    text: (help) =>
      `You signed in with your school account, but it is not linked to an account in Leave Management. Ask ${help} to add you with your roll number or staff id, then sign in again.`,
  },
  deactivated: {
    title: 'Account Deactivated',
    text: (help) =>
      `Your account in Leave Management is deactivated, so it cannot sign in. Ask ${help} if this is a mistake.`,
  },
  failed: {
    title: 'Sign-in Not Completed',
    text: () =>
      "The school's sign-in did not complete: it may have been cancelled, taken too long, or been opened in another browser. Please try again.",
  },
  unavailable: {
    title: 'School Sign-in Unavailable',
    text: () =>
      "The school's sign-in service cannot be reached right now. Try again in a few minutes, or sign in with your password if you have one here.",
  },
};
