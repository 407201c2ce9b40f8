import type { RemoteName, Role, Session } from '@leave/contract';
import type { RemoteModule } from './federation';

const ROLE_REMOTE: Record<Role, RemoteName> = { student: 'student', 'course instructor': 'instructor', admin: 'admin' };

/**
 * The remote module the first screen most likely shows, guessed from the address and the tab's
 * last session, so that it can load while the session is checked instead of after.
 */
export function firstRemote(pathname: string, stored: Session | null): [RemoteName, RemoteModule] | undefined {
  if (stored) return [ROLE_REMOTE[stored.role], 'App'];
  if (pathname.endsWith('/signup')) return ['auth', 'SignUp'];
  if (pathname.endsWith('/admin')) return ['auth', 'AdminSignIn'];
  return ['auth', 'SignIn'];
}
