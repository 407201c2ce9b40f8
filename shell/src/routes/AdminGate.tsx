import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { RemoteView } from '../remotes/RemoteView';
import { logoutHandled, selectEndedByLogout, selectSession } from '../session/sessionSlice';

/** /admin shows the admin dashboard to an admin session and the admin sign-in to anyone else. */
export function AdminGate() {
  const session = useAppSelector(selectSession);
  const endedByLogout = useAppSelector(selectEndedByLogout);
  const dispatch = useAppDispatch();
  // An admin's Logout lands here (as a student's lands on sign-in, see GuestOnly).
  useEffect(() => {
    if (endedByLogout && !session) dispatch(logoutHandled());
  }, [endedByLogout, session, dispatch]);
  return session?.role === 'admin' ? (
    <RemoteView remote="admin" module="App" />
  ) : (
    <RemoteView remote="auth" module="AdminSignIn" />
  );
}
