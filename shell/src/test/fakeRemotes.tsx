import type { ComponentType } from 'react';
import type { RemoteAppProps, RemoteModule, RemoteName } from '@leave/contract';
import type { RemoteLoader } from '../remotes/federation';

/** Stand-ins for the remotes: each shows which one it is and offers the shell's callbacks. */
function fakeRemote(label: string): ComponentType<RemoteAppProps> {
  return function FakeRemote({ session, apiHost, onLogin, onLogout, onSessionExpired }: RemoteAppProps) {
    return (
      <div>
        <h1>{label}</h1>
        <p>session: {session ? `${session.user_id} ${session.role} ${session.name}` : 'none'}</p>
        <p>api: {apiHost}</p>
        <button onClick={() => onLogin({ user_id: 1001, role: 'student', name: 'Aarav' })}>fake student login</button>
        <button onClick={() => onLogin({ user_id: 501, role: 'course instructor', name: 'Dr. Iyer' })}>
          fake instructor login
        </button>
        <button onClick={onLogout}>fake logout</button>
        <button onClick={onSessionExpired}>fake session expired</button>
      </div>
    );
  };
}

const components: Record<string, ComponentType<RemoteAppProps>> = {
  'auth/SignIn': fakeRemote('Fake sign in'),
  'auth/SignUp': fakeRemote('Fake sign up'),
  'auth/AdminSignIn': fakeRemote('Fake admin sign in'),
  'student/App': fakeRemote('Fake student app'),
  'instructor/App': fakeRemote('Fake instructor app'),
  'admin/App': fakeRemote('Fake admin app'),
};

export function fakeLoader(): jest.MockedFunction<RemoteLoader> {
  return jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(
    async (remote: RemoteName, module: RemoteModule) => {
      const component = components[`${remote}/${module}`];
      if (!component) throw new Error(`no fake for ${remote}/${module}`);
      return component;
    },
  );
}
