import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage } from '@leave/contract';
import type { Credentials, Role, Session, VerifyResponse } from '@leave/contract';
import { Button, Notice, requiredFieldErrors, SelectField, TextField, useFormState } from '@leave/ui';
import { useVerifyUserMutation } from '../api/authApi';

export const INVALID_LOGIN_MESSAGE = 'Invalid Username or Password';

export interface RoleOption {
  value: Role;
  label: string;
}

interface SignInFormProps {
  /** The roles to choose from; with one role the select is not shown. */
  roles: RoleOption[];
  onLogin: (session: Session) => void;
}

type Values = { username: string; password: string; role: string };

/** The spec's rule: sign-in succeeds only if the first item echoes what was sent. */
function echoesCredentials(response: VerifyResponse, sent: Credentials): boolean {
  const first = response[0];
  return Boolean(first && first.user_id === sent.user_id && first.passwd === sent.passwd && first.role === sent.role);
}

export function SignInForm({ roles, onLogin }: SignInFormProps) {
  const { values, setErrors, field } = useFormState<Values>({
    username: '',
    password: '',
    role: roles[0]?.value ?? 'student',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [verifyUser, { isLoading }] = useVerifyUserMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found: Partial<Values> = requiredFieldErrors(values, {
      username: 'Username',
      password: 'Password',
      role: 'Role',
    });
    if (!found.username && !/^\d+$/.test(values.username.trim())) {
      found.username = 'Username is your Roll No. or Registration No. (digits only)';
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    const credentials: Credentials = {
      user_id: Number(values.username.trim()),
      passwd: values.password,
      role: values.role as Role,
    };
    const result = await verifyUser(credentials);
    if ('data' in result && result.data && echoesCredentials(result.data, credentials)) {
      onLogin({ user_id: credentials.user_id, role: credentials.role, name: result.data[0]?.name ?? '' });
      return;
    }
    if ('error' in result) {
      console.error('Sign-in failed:', result.error);
      const status = (result.error as { status?: unknown }).status;
      if (status !== 401) setProblem(errorMessage(result.error));
    }
    window.alert(INVALID_LOGIN_MESSAGE);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Sign in">
      {problem && <Notice tone="error">{problem}</Notice>}
      <TextField label="Username" autoComplete="username" inputMode="numeric" required {...field('username')} />
      <TextField label="Password" type="password" autoComplete="current-password" required {...field('password')} />
      {roles.length > 1 && (
        <SelectField label="Role" required {...field('role')}>
          {roles.map((role) => (
            <option key={role.value} value={role.value}>
              {role.label}
            </option>
          ))}
        </SelectField>
      )}
      <Button type="submit" disabled={isLoading}>
        Sign In
      </Button>
    </form>
  );
}
