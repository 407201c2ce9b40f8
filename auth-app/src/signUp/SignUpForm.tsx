import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from '@leave/ui/routing';
import { z } from 'zod';
import { SELF_SERVICE_ROLES } from '@leave/contract';
import type { SignUpPayload } from '@leave/contract';
import { input, nextYear, oneOf, passwordNotId, TEXT_MAX, uiMessages } from '@leave/domain';
import { Button, Notice, SelectField, TextField } from '@leave/ui';
import { errorMessage, useSchemaForm } from '@leave/web-kit';
import { useAddUserMutation } from '../api/authApi';
import type { SignInLocationState } from '../signIn/SignIn';

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

/** Labels that depend on the role, as the spec words them. */
function labelsFor(role: string) {
  const student = role === 'student';
  return {
    role: 'Role',
    name: 'Name',
    userId: student ? 'Roll No.' : 'Registration No.',
    branch: student ? 'Branch' : 'Department',
    ...(student ? { stream: 'Stream', joiningYear: 'Joining Year' } : {}),
    password: 'Password',
  };
}

/** The domain's rules for each field, named as the form labels them; students also give stream and year. */
function signUpFormSchema(role: string) {
  const labels = labelsFor(role);
  const common = z.object({
    role: oneOf(labels.role, SELF_SERVICE_ROLES),
    name: input.text(labels.name, TEXT_MAX.name),
    userId: input.userId(labels.userId),
    branch: input.text(labels.branch, TEXT_MAX.branch),
    password: input.newPassword(labels.password),
  });
  const notId = (value: { password: string; userId: number }, ctx: z.RefinementCtx) =>
    passwordNotId({ password: value.password, id: value.userId }, ctx, {
      field: 'password',
      password: labels.password,
      id: labels.userId,
    });
  if (role !== 'student') return common.superRefine(notId);
  return common
    .extend({
      stream: input.text('Stream', TEXT_MAX.stream),
      joiningYear: input.year('Joining Year', nextYear),
    })
    .superRefine(notId);
}

function toPayload(checked: z.infer<ReturnType<typeof signUpFormSchema>>): SignUpPayload {
  const payload = { name: checked.name, user_id: checked.userId, branch: checked.branch, passwd: checked.password };
  return 'stream' in checked && 'joiningYear' in checked
    ? { ...payload, role: checked.role, stream: checked.stream as string, joining_year: checked.joiningYear as number }
    : { ...payload, role: checked.role };
}

export function SignUpForm() {
  const { values, validate, field } = useSchemaForm<Values>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [addUser, { isLoading }] = useAddUserMutation();
  const navigate = useNavigate();
  const labels = labelsFor(values.role);
  const student = values.role === 'student';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = validate(signUpFormSchema(values.role));
    if (!checked) return;
    const result = await addUser(toPayload(checked));
    if ('error' in result) {
      console.error('Sign-up failed:', result.error);
      setProblem(errorMessage(result.error));
      // The spec's alert is for a sign-up the server refused, not for a server that cannot be reached.
      if (typeof (result.error as { status?: unknown }).status === 'number') window.alert(SIGN_UP_ERROR_MESSAGE);
      return;
    }
    navigate('/', { state: { signedUp: true } satisfies SignInLocationState });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Sign up">
      {problem && <Notice tone="error">{problem}</Notice>}
      <SelectField label={labels.role} required {...field('role')}>
        <option value="student">Student</option>
        <option value="course instructor">Instructor</option>
      </SelectField>
      <TextField label={labels.name} autoComplete="name" required {...field('name')} />
      <TextField label={labels.userId} inputMode="numeric" autoComplete="username" required {...field('userId')} />
      <TextField label={labels.branch} required {...field('branch')} />
      {student && <TextField label="Stream" required {...field('stream')} />}
      {student && <TextField label="Joining Year" type="number" min={1900} required {...field('joiningYear')} />}
      <TextField label={labels.password} type="password" autoComplete="new-password" required {...field('password')} />
      <Button type="submit" disabled={isLoading}>
        Sign Up
      </Button>
    </form>
  );
}
