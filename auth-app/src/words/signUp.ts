/**
 * The Sign Up page's words (English exactly as the spec words the form), downloaded with that page
 * alone; ids `auth.signUp.*`. Role, Student, Instructor and Password are the sign-in form's words.
 * The form's rule messages are matched to their words in `signUpRuleWords.ts` (another language only).
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const signUpWords = defineWords('auth.signUp', {
  title: 'Sign Up',
  form: 'Sign up',
  name: 'Name',
  rollNo: 'Roll No.',
  registrationNo: 'Registration No.',
  branch: 'Branch',
  department: 'Department',
  stream: 'Stream',
  joiningYear: 'Joining Year',
  submit: 'Sign Up',
  toSignIn: 'Already have an account? Sign In',
  retrySchoolSignIn: 'Try the school sign-in again',
  backToSignIn: 'Back to Sign In',
});

export type SignUpWordId = WordIds<typeof signUpWords>;
