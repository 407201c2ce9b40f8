import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from '@leave/ui/routing';
import { ROLE_HOME } from '@leave/contract';
import { useAppDispatch, useAppSelector } from '../hooks';
import { logoutHandled, selectEndedByLogout, selectSession } from '../session/sessionSlice';

/** Sign-in and sign-up are for people not signed in; anyone else goes to their dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useAppSelector(selectSession);
  const endedByLogout = useAppSelector(selectEndedByLogout);
  const dispatch = useAppDispatch();
  // Once back on sign-in, a later visit to a dashboard is an ordinary "not logged in".
  useEffect(() => {
    if (endedByLogout) dispatch(logoutHandled());
  }, [endedByLogout, dispatch]);
  return session ? <Navigate to={ROLE_HOME[session.role]} replace /> : children;
}
