import type { RemoteAppProps } from '@leave/contract';
import { ApiStoreProvider } from '@leave/web-kit';
import { authApi } from '../api/authApi';
import { AuthPage } from '../AuthPage';
import { words } from '../words/words';
import { SignInForm } from './SignInForm';

/** /admin without an admin session: the admin signs in here, never on the public form. */
export default function AdminSignIn({ apiHost, onLogin }: RemoteAppProps) {
  return (
    <ApiStoreProvider api={authApi} apiHost={apiHost}>
      <AuthPage title={words.adminSignInTitle}>
        <SignInForm roles={[{ value: 'admin', label: words.admin }]} onLogin={onLogin} apiHost={apiHost} />
      </AuthPage>
    </ApiStoreProvider>
  );
}
