import { FormattedMessage } from '@leave/ui/i18n';
import { Link } from '@leave/ui/routing';
import type { RemoteAppProps } from '@leave/contract';
import { ApiStoreProvider } from '@leave/web-kit';
import { authApi } from '../api/authApi';
import { AuthPage } from '../AuthPage';
import { signUpWords } from '../words/signUp';
import { SignUpForm } from './SignUpForm';

export default function SignUp({ apiHost }: RemoteAppProps) {
  return (
    <ApiStoreProvider api={authApi} apiHost={apiHost}>
      <AuthPage title={signUpWords.title}>
        <SignUpForm />
        <p>
          <Link to="/">
            <FormattedMessage {...signUpWords.toSignIn} />
          </Link>
        </p>
      </AuthPage>
    </ApiStoreProvider>
  );
}
