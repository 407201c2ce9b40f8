/**
 * The demo accounts, apart from the rest of the demo seed: the test kit's API client signs in with
 * them in every backend suite's file, and the seed's module loads the domain's rules and schemas.
 */
import type { Role } from '@leave/contract';

/** The demo accounts, listed in the README and used by every test kit. */
export const DEMO_ACCOUNTS = {
  student: { id: 1001, password: 'student123', name: 'Aarav Sharma' },
  instructor: { id: 501, password: 'teacher123', name: 'Dr. Meera Iyer' },
  admin: { id: 1, password: 'admin123', name: 'Admin' },
} as const;

/** The role each demo account signs in as. */
export const DEMO_ROLES = {
  student: 'student',
  instructor: 'course instructor',
  admin: 'admin',
} as const satisfies Record<keyof typeof DEMO_ACCOUNTS, Role>;

/** Every demo account of a role shares one password. */
export const DEMO_PASSWORDS: Record<Role, string> = {
  student: DEMO_ACCOUNTS.student.password,
  'course instructor': DEMO_ACCOUNTS.instructor.password,
  admin: DEMO_ACCOUNTS.admin.password,
};
