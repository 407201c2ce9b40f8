import { Suspense, use, useCallback, useMemo, useState } from 'react';
import type { ComponentType } from 'react';
import { useNavigate } from '@leave/ui/routing';
import { ROLE_HOME, ROLE_SIGN_IN } from '@leave/contract';
import type { RemoteAppProps, RemoteModule, RemoteName, Session } from '@leave/contract';
import { Loading, PageMain } from '@leave/ui';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { useAppDispatch, useAppSelector } from '../hooks';
import { endServerSession } from '../session/serverSession';
import { loggedIn, loggedOut, selectSession, sessionExpired } from '../session/sessionSlice';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useRemoteLoader } from './RemoteLoaderContext';

/** Loads one module of a remote at run time and renders it with the shell's props. */
export function RemoteView({ remote, module }: { remote: RemoteName; module: RemoteModule }) {
  const load = useRemoteLoader();
  const { apiHost, basePath } = useRuntimeConfig();
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);

  const component = useMemo(() => load(remote, module, attempt > 0), [load, remote, module, attempt]);

  const onLogin = (next: Session) => {
    dispatch(loggedIn(next));
    navigate(ROLE_HOME[next.role]);
  };
  const onLogout = () => {
    void endServerSession(apiHost);
    dispatch(loggedOut());
    // Back to the sign-in of the role that signed out: an admin's password is refused on `/`.
    navigate(session ? ROLE_SIGN_IN[session.role] : '/');
  };
  // Stable, because each remote's store is built with it.
  const onSessionExpired = useCallback(() => dispatch(sessionExpired()), [dispatch]);

  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={remote}
      onRetry={() => setAttempt((n) => n + 1)}
      onLogout={session ? onLogout : undefined}
      shellProbe={`${basePath}/config.json`}
    >
      <Suspense
        fallback={
          <PageMain>
            <Loading />
          </PageMain>
        }
      >
        <RemoteMount
          component={component}
          session={session}
          apiHost={apiHost}
          onLogin={onLogin}
          onLogout={onLogout}
          onSessionExpired={onSessionExpired}
        />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** Suspends until the remote's module has loaded; a failed load reaches the error boundary. */
function RemoteMount({ component, ...props }: RemoteAppProps & { component: Promise<ComponentType<RemoteAppProps>> }) {
  const Remote = use(component);
  // The remote's component is loaded at run time, by design; `component` is memoised per load
  // attempt, so its identity (and the remote's state) is stable across renders.
  // eslint-disable-next-line react-hooks/static-components
  return <Remote {...props} />;
}
