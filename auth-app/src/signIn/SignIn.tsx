import { Link, useLocation } from '@leave/ui/routing';
import { ROLE_SIGN_IN } from '@leave/contract';
import type { RemoteAppProps } from '@leave/contract';
import { Notice } from '@leave/ui';
import { FormattedMessage } from '@leave/ui/i18n';
import { ApiStoreProvider } from '@leave/web-kit';
import { authApi } from '../api/authApi';
import { AuthPage } from '../AuthPage';
import { SchoolAccountButton } from '../schoolAccount/SchoolAccountButton';
import { words } from '../words/words';
import { SignInForm } from './SignInForm';
import type { RoleOption } from './SignInForm';

export const SIGN_IN_ROLES: RoleOption[] = [
  { value: 'student', label: words.student },
  { value: 'course instructor', label: words.instructor },
];

/** The state sign-up leaves behind when it sends the user here. */
export interface SignInLocationState {
  signedUp?: boolean;
}

export default function SignIn({ apiHost, onLogin }: RemoteAppProps) {
  const state = useLocation().state as SignInLocationState | null;
  return (
    <ApiStoreProvider api={authApi} apiHost={apiHost}>
      <AuthPage title={words.signInTitle}>
        {state?.signedUp && (
          <Notice tone="success">
            <FormattedMessage {...words.signedUp} />
          </Notice>
        )}
        <SchoolAccountButton apiHost={apiHost} />
        <SignInForm roles={SIGN_IN_ROLES} onLogin={onLogin} apiHost={apiHost} />
        <p>
          <Link to="/signup">
            <FormattedMessage {...words.toSignUp} />
          </Link>
        </p>
        <p>
          <Link to={ROLE_SIGN_IN.admin}>
            <FormattedMessage {...words.toAdminSignIn} />
          </Link>
        </p>
      </AuthPage>
    </ApiStoreProvider>
  );
}
