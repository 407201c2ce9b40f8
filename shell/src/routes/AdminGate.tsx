import { useAppSelector } from '../hooks';
import { RemoteView } from '../remotes/RemoteView';
import { selectSession } from '../session/sessionSlice';

/** /admin shows the admin dashboard to an admin session and the admin sign-in to anyone else. */
export function AdminGate() {
  const session = useAppSelector(selectSession);
  return session?.role === 'admin' ? (
    <RemoteView remote="admin" module="App" />
  ) : (
    <RemoteView remote="auth" module="AdminSignIn" />
  );
}
