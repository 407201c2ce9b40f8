import { buildDemoSeed, DEMO_PASSWORDS } from '@leave/config';

/** A person the local provider knows: their username is their school id. */
export interface IdpAccount {
  username: string;
  password: string;
  name: string;
  /** The `role` claim: the app's default role rule reads it. */
  role: 'student' | 'instructor';
}

/** Known to the provider, but to no account of the demo: tries the "not set up here" page. */
export const UNKNOWN_PERSON: IdpAccount = {
  username: '9999',
  password: DEMO_PASSWORDS.student,
  name: 'Nikhil Verma',
  role: 'student',
};

/** The demo's students and instructors, with their demo passwords, and the unknown person. */
export function idpAccounts(): IdpAccount[] {
  const demo = buildDemoSeed()
    .users.filter((user) => user.role !== 'admin')
    .map((user) => ({
      username: String(user.user_id),
      password: DEMO_PASSWORDS[user.role],
      name: user.name,
      role: user.role === 'student' ? ('student' as const) : ('instructor' as const),
    }));
  return [...demo, UNKNOWN_PERSON];
}
