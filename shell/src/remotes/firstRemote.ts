import type { RemoteName, Role, Session } from '@leave/contract';
import type { RemoteModule } from './federation';

/** The remote that shows each role's dashboard. */
export const ROLE_REMOTE: Record<Role, RemoteName> = {
  student: 'student',
  'course instructor': 'instructor',
  admin: 'admin',
};

/**
 * The remote module the first screen most likely shows, guessed from the address (under any base
 * path) and the tab's last session, so that it can load while the session is checked instead of
 * after. A wrong guess costs one download.
 */
export function firstRemote(pathname: string, stored: Session | null): [RemoteName, RemoteModule] {
  const page = pathname.split('/').filter(Boolean).pop();
  if (page === 'student' || page === 'instructor') return [page, 'App'];
  if (page === 'signup') return ['auth', 'SignUp'];
  if (page === 'admin') return stored?.role === 'admin' ? ['admin', 'App'] : ['auth', 'AdminSignIn'];
  return stored ? [ROLE_REMOTE[stored.role], 'App'] : ['auth', 'SignIn'];
}
