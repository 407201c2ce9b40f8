import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROLE_HOME } from '@leave/contract';
import type { RemoteName, Session } from '@leave/contract';
import { Loading } from '@leave/ui';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { useAppDispatch, useAppSelector } from '../hooks';
import { loggedIn, loggedOut, selectSession } from '../session/sessionSlice';
import type { RemoteModule } from './federation';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useRemoteLoader } from './RemoteLoaderContext';

const LABELS: Record<RemoteName, string> = {
  auth: 'sign-in page',
  student: 'student dashboard',
  instructor: 'instructor dashboard',
  admin: 'admin dashboard',
};

/** Loads one module of a remote at run time and renders it with the shell's props. */
export function RemoteView({ remote, module }: { remote: RemoteName; module: RemoteModule }) {
  const load = useRemoteLoader();
  const { apiHost } = useRuntimeConfig();
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);

  const RemoteComponent = useMemo(
    () => lazy(async () => ({ default: await load(remote, module, attempt > 0) })),
    [load, remote, module, attempt],
  );

  const onLogin = (next: Session) => {
    dispatch(loggedIn(next));
    navigate(ROLE_HOME[next.role]);
  };
  const onLogout = () => {
    dispatch(loggedOut());
    navigate('/');
  };

  return (
    <RemoteErrorBoundary key={attempt} label={LABELS[remote]} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Loading />}>
        <RemoteComponent session={session} apiHost={apiHost} onLogin={onLogin} onLogout={onLogout} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
