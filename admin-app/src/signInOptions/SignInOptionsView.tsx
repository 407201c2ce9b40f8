import { useState } from 'react';
import type { FormEvent } from 'react';
import type { PasswordSignIn } from '@leave/contract';
import { Button, Card, CheckboxField, Loading, Notice, ViewHeading } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { errorMessage } from '@leave/web-kit';
import { signInOptionsWords as words } from '../words/signInOptions';
import { useGetSignInOptionsQuery, useSetSignInOptionsMutation } from './signInOptionsApi';

type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * How students and instructors sign in: once sign-in with the school's account is set up, the
 * admin may turn their passwords off. The admin's own password always works.
 */
export function SignInOptionsView() {
  const options = useGetSignInOptionsQuery();
  const intl = useIntl();
  const say = intl.formatMessage;
  return (
    <Card>
      <ViewHeading inCard>{say(words.title)}</ViewHeading>
      {options.data ? (
        options.data.single_sign_on ? (
          <PasswordSignInForm current={options.data.password_sign_in} />
        ) : (
          <p>{say(words.notSetUp)}</p>
        )
      ) : options.error ? (
        <Notice tone="error">{errorMessage(options.error, undefined, intl)}</Notice>
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
  const intl = useIntl();
  const say = intl.formatMessage;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const result = await save({ password_sign_in: choice });
    setOutcome(
      'error' in result
        ? { tone: 'error', text: errorMessage(result.error, undefined, intl) }
        : { tone: 'success', text: say(words.saved) },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={say(words.formLabel)}>
      {outcome && (
        <Notice tone={outcome.tone} focusOnShow>
          {outcome.text}
        </Notice>
      )}
      <p>{say(words.about)}</p>
      <CheckboxField
        label={say(words.students)}
        checked={choice.student}
        onChange={(event) => setChoice({ ...choice, student: event.target.checked })}
      />
      <CheckboxField
        label={say(words.instructors)}
        checked={choice['course instructor']}
        onChange={(event) => setChoice({ ...choice, 'course instructor': event.target.checked })}
      />
      <Button type="submit" disabled={saving.isLoading}>
        {say(words.save)}
      </Button>
    </form>
  );
}
