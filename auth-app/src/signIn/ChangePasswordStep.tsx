import type { Credentials, Session } from '@leave/contract';
import { Notice } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { ChangePasswordForm } from '@leave/web-kit';
import { useChangePasswordMutation } from '../api/authApi';
import { words } from '../words/words';

/**
 * Signed in with a temporary password: what the server said, and the new password's form. In a
 * file of its own, downloaded only when a sign-in needs it, not with the sign-in page.
 */
export default function ChangePasswordStep({
  credentials,
  message,
  onLogin,
}: {
  credentials: Credentials;
  message: string;
  onLogin: (session: Session) => void;
}) {
  const intl = useIntl();
  const [changePassword] = useChangePasswordMutation();
  return (
    <>
      <Notice tone="info" focusOnShow>
        {message}
      </Notice>
      <ChangePasswordForm
        userId={credentials.user_id}
        role={credentials.role}
        currentPassword={credentials.passwd}
        change={changePassword}
        onChanged={(answer) => onLogin(answer.session)}
        submitLabel={intl.formatMessage(words.setPasswordAndSignIn)}
      />
    </>
  );
}
