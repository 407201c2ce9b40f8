import type { SingleSignOnProblem } from '@leave/contract';

/**
 * Every message a person can read from the product, in one place: what the server answers and
 * what the forms say. Change a word here and both backends and every screen say the new word.
 * Some live in modules of their own, re-exported here, so that a page downloads only the words
 * it shows: the field rules' (fieldMessages.ts, with the forms that check fields), the leave
 * rules' the pages also run (leaveRuleMessages.ts), and the API's answers (apiMessages.ts: the
 * pages show them as the server sends them, so a first screen needs none of them).
 */

export { leaveRuleMessages } from './leaveRuleMessages';
export { messages } from './apiMessages';

/** What the web app says in its own words (the spec's, where it gives them). */
export const uiMessages = {
  /** After a course code, on leave the admin has since taken the student out of. */
  noLongerEnrolled: ' (no longer enrolled)',
  invalidLogin: 'Invalid Username or Password',
  notLoggedIn: 'User is not logged in, please sign in to continue.',
  signUpFailed: 'Error occurred while signing up',
  somethingWentWrong: 'Something went wrong. Please try again.',
  cannotReachServer: 'Cannot reach the server. Check your connection and try again.',
  /** A form whose rules (downloaded on first use) did not arrive: nothing was sent. */
  formNotChecked:
    'This form could not be checked: part of the page did not download. Check your connection and try again.',
  /** A view downloaded when first opened (not with the dashboard) that did not arrive. */
  viewNotLoaded:
    'This view could not be shown: part of the page did not download. Check your connection and try again.',
  /** A view's code that the server no longer has (its version was removed): reloading gets the live one. */
  viewGone:
    'This view could not be shown: this version of the page is no longer on the server. Reload the page to get the current version.',
  serverTooSlow: 'The server took too long to answer. Please try again.',
  courseNotAdded: 'The course could not be added.',
  studentNotAdded: 'The student could not be added.',
  leaveNotAdded: 'Your leave could not be added. Please try again.',
  /** A new student's next step. */
  notEnrolledYet: (rollNo: number) =>
    `You are not enrolled in any course yet. Your school's admin enrols students: ask them to enrol Roll No. ${rollNo} in your courses. You can apply for leave once you are enrolled.`,
  /** A new instructor's next step. */
  noCoursesYet:
    "You do not teach any course yet, so there is nothing to review. Courses are added by your school's admin: ask them to add your courses with your Registration No. as the instructor, and they will appear here.",
  /** The session check took too long or the server did not answer. */
  sessionCheckFailed:
    'The server cannot be reached, so your sign-in could not be checked. Check your connection and try again.',
  signInOptionsSaved: 'Sign-in options saved',
  schoolAccountUnavailable:
    'Sign-in with the school account is unavailable right now: try again in a few minutes, or sign in with your password.',
} as const;

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

export { fieldMessages } from './fieldMessages';
