import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ROLE_HOME } from '@leave/contract';
import { useAppSelector } from '../hooks';
import { selectSession } from '../session/sessionSlice';

/** Sign-in and sign-up are for people not signed in; anyone else goes to their dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useAppSelector(selectSession);
  return session ? <Navigate to={ROLE_HOME[session.role]} replace /> : children;
}
