/**
 * What the web app says in its own words (the spec's, where it gives them): `uiMessages` of
 * messages.ts. A module of its own, re-exported there as a namespace, so that a page's build keeps
 * only the words it uses: as one object literal, every page that showed one of them downloaded
 * them all (about 0.5 KB brotli on `/` and on `/student`).
 */

/** After a course code, on leave the admin has since taken the student out of. */
export const noLongerEnrolled = ' (no longer enrolled)';
export const invalidLogin = 'Invalid Username or Password';
export const notLoggedIn = 'User is not logged in, please sign in to continue.';
export const signUpFailed = 'Error occurred while signing up';
export const somethingWentWrong = 'Something went wrong. Please try again.';
export const cannotReachServer = 'Cannot reach the server. Check your connection and try again.';
/** A form whose rules (downloaded on first use) did not arrive: nothing was sent. */
export const formNotChecked =
  'This form could not be checked: part of the page did not download. Check your connection and try again.';
/** A view downloaded when first opened (not with the dashboard) that did not arrive. */
export const viewNotLoaded =
  'This view could not be shown: part of the page did not download. Check your connection and try again.';
/** A view's code that the server no longer has (its version was removed): reloading gets the live one. */
export const viewGone =
  'This view could not be shown: this version of the page is no longer on the server. Reload the page to get the current version.';
export const serverTooSlow = 'The server took too long to answer. Please try again.';
export const courseNotAdded = 'The course could not be added.';
export const studentNotAdded = 'The student could not be added.';
export const leaveNotAdded = 'Your leave could not be added. Please try again.';
/** A new student's next step. */
export const notEnrolledYet = (rollNo: number) =>
  `You are not enrolled in any course yet. Your school's admin enrols students: ask them to enrol Roll No. ${rollNo} in your courses. You can apply for leave once you are enrolled.`;
/** A new instructor's next step. */
export const noCoursesYet =
  "You do not teach any course yet, so there is nothing to review. Courses are added by your school's admin: ask them to add your courses with your Registration No. as the instructor, and they will appear here.";
/** The session check took too long or the server did not answer. */
export const sessionCheckFailed =
  'The server cannot be reached, so your sign-in could not be checked. Check your connection and try again.';
export const signInOptionsSaved = 'Sign-in options saved';
export const schoolAccountUnavailable =
  'Sign-in with the school account is unavailable right now: try again in a few minutes, or sign in with your password.';
