import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from '@leave/ui/routing';
import type { Role } from '@leave/contract';
import { uiMessages } from '@leave/domain';
import { useAppDispatch, useAppSelector } from '../hooks';
import { logoutHandled, selectEndedByLogout, selectSession } from '../session/sessionSlice';

export const NOT_LOGGED_IN_MESSAGE = uiMessages.notLoggedIn;

/** A dashboard only for a session of `role`; anyone else is told so and sent to sign in. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const session = useAppSelector(selectSession);
  const endedByLogout = useAppSelector(selectEndedByLogout);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const allowed = session?.role === role;
  const warned = useRef(false);

  useEffect(() => {
    if (allowed || warned.current) return;
    warned.current = true;
    if (endedByLogout) dispatch(logoutHandled());
    else window.alert(NOT_LOGGED_IN_MESSAGE);
    navigate('/', { replace: true });
  }, [allowed, endedByLogout, dispatch, navigate]);

  return allowed ? children : null;
}
