import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from '@leave/ui/routing';
import type { z } from 'zod';
import type { SignUpPayload } from '@leave/contract';
import { uiMessages } from '@leave/domain';
import { Button, Notice, SelectField, TextField } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { errorMessage, useSchemaForm } from '@leave/web-kit';
import { sayingRules, useRuleWords } from '@leave/web-kit/words/useRuleWords';
import { useAddUserMutation } from '../api/authApi';
import type { SignInLocationState } from '../signIn/SignIn';
import { signUpWords } from '../words/signUp';
import { SIGN_UP_RULE_WORDS } from '../words/signUpRuleWords';
import { words } from '../words/words';
import type { signUpFormSchema } from './signUpRules';

export const SIGN_UP_ERROR_MESSAGE = uiMessages.signUpFailed;

type Values = {
  role: string;
  name: string;
  userId: string;
  branch: string;
  stream: string;
  joiningYear: string;
  password: string;
};

const EMPTY: Values = { role: 'student', name: '', userId: '', branch: '', stream: '', joiningYear: '', password: '' };

function toPayload(checked: z.infer<ReturnType<typeof signUpFormSchema>>): SignUpPayload {
  const payload = { name: checked.name, user_id: checked.userId, branch: checked.branch, passwd: checked.password };
  return 'stream' in checked && 'joiningYear' in checked
    ? { ...payload, role: checked.role, stream: checked.stream as string, joining_year: checked.joiningYear as number }
    : { ...payload, role: checked.role };
}

// The rules' words download with the Sign Up page, in its lazy chunk beside signUp.ts: a file of
// their own would add an entry to the auth-app's list of files, which the sign-in page downloads.
const loadRuleWords = () => Promise.resolve(SIGN_UP_RULE_WORDS);

export function SignUpForm() {
  const { values, validate, field: ruledField } = useSchemaForm(EMPTY, () => import('./signUpRules'));
  /** A field whose rule's message is in the language in use. */
  const field = sayingRules(ruledField, useRuleWords(loadRuleWords));
  const [problem, setProblem] = useState<string | null>(null);
  const [addUser, { isLoading }] = useAddUserMutation();
  const navigate = useNavigate();
  const intl = useIntl();
  const say = intl.formatMessage;
  const student = values.role === 'student';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = await validate((rules) => rules.signUpFormSchema(values.role));
    if (!checked) return;
    const result = await addUser(toPayload(checked));
    if ('error' in result) {
      console.error('Sign-up failed:', result.error);
      setProblem(errorMessage(result.error, undefined, intl));
      // The spec's alert is for a sign-up the server refused, not for a server that cannot be reached.
      if (typeof (result.error as { status?: unknown }).status === 'number') window.alert(SIGN_UP_ERROR_MESSAGE);
      return;
    }
    navigate('/', { state: { signedUp: true } satisfies SignInLocationState });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={say(signUpWords.form)}>
      {problem && <Notice tone="error">{problem}</Notice>}
      <SelectField label={say(words.role)} required {...field('role')}>
        <option value="student">{say(words.student)}</option>
        <option value="course instructor">{say(words.instructor)}</option>
      </SelectField>
      <TextField label={say(signUpWords.name)} autoComplete="name" required {...field('name')} />
      <TextField
        label={say(student ? signUpWords.rollNo : signUpWords.registrationNo)}
        inputMode="numeric"
        autoComplete="username"
        required
        {...field('userId')}
      />
      <TextField label={say(student ? signUpWords.branch : signUpWords.department)} required {...field('branch')} />
      {student && <TextField label={say(signUpWords.stream)} required {...field('stream')} />}
      {student && (
        <TextField label={say(signUpWords.joiningYear)} type="number" min={1900} required {...field('joiningYear')} />
      )}
      <TextField
        label={say(words.password)}
        type="password"
        autoComplete="new-password"
        required
        {...field('password')}
      />
      <Button type="submit" disabled={isLoading}>
        {say(signUpWords.submit)}
      </Button>
    </form>
  );
}
