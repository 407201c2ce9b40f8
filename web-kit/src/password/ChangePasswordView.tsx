import { useState } from 'react';
import type { Session } from '@leave/contract';
import { Card, Notice, ViewHeading } from '@leave/ui';
import { sayServerMessage, useIntl } from '@leave/ui/i18n';
import { passwordWords } from '../words/password';
import { ChangePasswordForm } from './ChangePasswordForm';
import type { ChangePasswordFormProps } from './ChangePasswordForm';

/** The Change Password view every role's dashboard has. */
export function ChangePasswordView({
  session,
  change,
}: {
  session: Session;
  change: ChangePasswordFormProps['change'];
}) {
  const [done, setDone] = useState<string | null>(null);
  const intl = useIntl();
  const say = intl.formatMessage;
  return (
    <Card aria-labelledby="change-password-title" style={{ maxWidth: 520 }}>
      <ViewHeading id="change-password-title" inCard>
        {say(passwordWords.title)}
      </ViewHeading>
      {done && (
        <Notice key={done} tone="success" focusOnShow onDismiss={() => setDone(null)}>
          {done}
        </Notice>
      )}
      <ChangePasswordForm
        userId={session.user_id}
        role={session.role}
        change={change}
        onChanged={(answer) => setDone(sayServerMessage(intl, answer))}
      />
    </Card>
  );
}
