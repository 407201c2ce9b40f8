import { useState } from 'react';
import type { FormEvent } from 'react';
import type { PasswordSignIn } from '@leave/contract';
import { uiMessages } from '@leave/domain';
import { Button, Card, CheckboxField, Loading, Notice, ViewHeading } from '@leave/ui';
import { errorMessage } from '@leave/web-kit';
import { useGetSignInOptionsQuery, useSetSignInOptionsMutation } from './signInOptionsApi';

type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * How students and instructors sign in: once sign-in with the school's account is set up, the
 * admin may turn their passwords off. The admin's own password always works.
 */
export function SignInOptionsView() {
  const options = useGetSignInOptionsQuery();
  return (
    <Card>
      <ViewHeading inCard>Sign-in Options</ViewHeading>
      {options.data ? (
        options.data.single_sign_on ? (
          <PasswordSignInForm current={options.data.password_sign_in} />
        ) : (
          <p>
            Sign-in with the school account is not set up on this server, so everyone signs in with a password. Your IT
            team turns it on with the OIDC settings described in the operations guide.
          </p>
        )
      ) : options.error ? (
        <Notice tone="error">{errorMessage(options.error)}</Notice>
      ) : (
        <Loading />
      )}
    </Card>
  );
}

function PasswordSignInForm({ current }: { current: PasswordSignIn }) {
  const [choice, setChoice] = useState<PasswordSignIn>(current);
  const [save, saving] = useSetSignInOptionsMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const result = await save({ password_sign_in: choice });
    setOutcome(
      'error' in result
        ? { tone: 'error', text: errorMessage(result.error) }
        : { tone: 'success', text: uiMessages.signInOptionsSaved },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Sign-in options">
      {outcome && (
        <Notice tone={outcome.tone} focusOnShow>
          {outcome.text}
        </Notice>
      )}
      <p>
        Students and instructors can sign in with the school account. Untick a role to turn its passwords off here: its
        members then sign in with the school account only. Your own admin password always works.
      </p>
      <CheckboxField
        label="Students may also sign in with a password"
        checked={choice.student}
        onChange={(event) => setChoice({ ...choice, student: event.target.checked })}
      />
      <CheckboxField
        label="Instructors may also sign in with a password"
        checked={choice['course instructor']}
        onChange={(event) => setChoice({ ...choice, 'course instructor': event.target.checked })}
      />
      <Button type="submit" disabled={saving.isLoading}>
        Save
      </Button>
    </form>
  );
}
