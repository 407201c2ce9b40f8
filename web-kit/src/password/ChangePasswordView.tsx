import { useState } from 'react';
import type { Session } from '@leave/contract';
import { Card, Notice, ViewHeading } from '@leave/ui';
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
  return (
    <Card aria-labelledby="change-password-title" style={{ maxWidth: 520 }}>
      <ViewHeading id="change-password-title" inCard>
        Change Password
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
        onChanged={(answer) => setDone(answer.message)}
      />
    </Card>
  );
}
