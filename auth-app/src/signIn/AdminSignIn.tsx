import type { RemoteAppProps } from '@leave/contract';
import { ApiStoreProvider } from '@leave/web-kit';
import { authApi } from '../api/authApi';
import { AuthPage } from '../AuthPage';
import { SignInForm } from './SignInForm';

/** /admin without an admin session: the admin signs in here, never on the public form. */
export default function AdminSignIn({ apiHost, onLogin }: RemoteAppProps) {
  return (
    <ApiStoreProvider api={authApi} apiHost={apiHost}>
      <AuthPage title="Admin Sign In">
        <SignInForm roles={[{ value: 'admin', label: 'Admin' }]} onLogin={onLogin} />
      </AuthPage>
    </ApiStoreProvider>
  );
}
