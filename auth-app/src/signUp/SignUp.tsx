import { Link } from '@leave/ui/routing';
import type { RemoteAppProps } from '@leave/contract';
import { ApiStoreProvider } from '@leave/web-kit';
import { authApi } from '../api/authApi';
import { AuthPage } from '../AuthPage';
import { SignUpForm } from './SignUpForm';

export default function SignUp({ apiHost }: RemoteAppProps) {
  return (
    <ApiStoreProvider api={authApi} apiHost={apiHost}>
      <AuthPage title="Sign Up">
        <SignUpForm />
        <p>
          <Link to="/">Already have an account? Sign In</Link>
        </p>
      </AuthPage>
    </ApiStoreProvider>
  );
}
