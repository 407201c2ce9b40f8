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

/**
 * Student 1001's id as a directory may hold it, with leading zeros: a school id must be written as
 * the app writes it, so this is nobody here (the "not set up here" page), never student 1001.
 */
export const ZERO_PADDED_ID: IdpAccount = {
  username: '0001001',
  password: DEMO_PASSWORDS.student,
  name: 'Aarav Sharma',
  role: 'student',
};

/** The demo's students and instructors, with their demo passwords, the unknown person and the zero-padded id. */
export function idpAccounts(): IdpAccount[] {
  const demo = buildDemoSeed()
    .users.filter((user) => user.role !== 'admin')
    .map((user) => ({
      username: String(user.user_id),
      password: DEMO_PASSWORDS[user.role],
      name: user.name,
      role: user.role === 'student' ? ('student' as const) : ('instructor' as const),
    }));
  return [...demo, UNKNOWN_PERSON, ZERO_PADDED_ID];
}
