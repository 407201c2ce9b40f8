import { Link, useLocation } from '@leave/ui/routing';
import { ROLE_SIGN_IN } from '@leave/contract';
import type { RemoteAppProps } from '@leave/contract';
import { Notice } from '@leave/ui';
import { ApiStoreProvider } from '@leave/web-kit';
import { authApi } from '../api/authApi';
import { AuthPage } from '../AuthPage';
import { SchoolAccountButton } from '../schoolAccount/SchoolAccountButton';
import { SignInForm } from './SignInForm';
import type { RoleOption } from './SignInForm';

export const SIGN_IN_ROLES: RoleOption[] = [
  { value: 'student', label: 'Student' },
  { value: 'course instructor', label: 'Instructor' },
];

/** The state sign-up leaves behind when it sends the user here. */
export interface SignInLocationState {
  signedUp?: boolean;
}

export default function SignIn({ apiHost, onLogin }: RemoteAppProps) {
  const state = useLocation().state as SignInLocationState | null;
  return (
    <ApiStoreProvider api={authApi} apiHost={apiHost}>
      <AuthPage title="Sign In">
        {state?.signedUp && <Notice tone="success">Your account was created. Sign in to continue.</Notice>}
        <SchoolAccountButton apiHost={apiHost} />
        <SignInForm roles={SIGN_IN_ROLES} onLogin={onLogin} />
        <p>
          <Link to="/signup">Don&apos;t have an account? Sign Up</Link>
        </p>
        <p>
          <Link to={ROLE_SIGN_IN.admin}>School admin? Sign in here</Link>
        </p>
      </AuthPage>
    </ApiStoreProvider>
  );
}
