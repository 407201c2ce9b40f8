import type { RemoteName } from './runtimeConfig';
import type { Role } from './types';

/** The modules the remotes expose to the shell. */
export type RemoteModule = 'App' | 'SignIn' | 'SignUp' | 'AdminSignIn' | 'SchoolAccountProblem';

/** The remote that shows each role's dashboard. */
export const ROLE_REMOTE: Record<Role, RemoteName> = {
  student: 'student',
  'course instructor': 'instructor',
  admin: 'admin',
};

/**
 * The remote module the first screen most likely shows, guessed from the address (under any base
 * path) and the role most likely signed in (the shell: its tab's last session; the shell's server:
 * the admin, for a browser with a cookie on /admin), so that it can load while the session is
 * checked instead of after. A wrong guess costs one download.
 */
export function firstRemote(pathname: string, role: Role | null | undefined): [RemoteName, RemoteModule] {
  const page = pathname.split('/').filter(Boolean).pop();
  if (page === 'student' || page === 'instructor') return [page, 'App'];
  if (page === 'signup') return ['auth', 'SignUp'];
  if (page === 'school-account') return ['auth', 'SchoolAccountProblem'];
  if (page === 'admin') return role === 'admin' ? ['admin', 'App'] : ['auth', 'AdminSignIn'];
  return role ? [ROLE_REMOTE[role], 'App'] : ['auth', 'SignIn'];
}
