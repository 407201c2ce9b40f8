import { useState } from 'react';
import type { FormEvent } from 'react';
import { OTP_FIELD } from '@leave/contract';
import type { Credentials, Role, Session, VerifyResponse } from '@leave/contract';
import { uiMessages } from '@leave/domain';
import { Button, Notice, SelectField, TextField } from '@leave/ui';
import { AuthenticationCodeField, ChangePasswordForm, errorMessage, useSchemaForm } from '@leave/web-kit';
import { useChangePasswordMutation, useVerifyUserMutation } from '../api/authApi';

export const INVALID_LOGIN_MESSAGE = uiMessages.invalidLogin;

export interface RoleOption {
  value: Role;
  label: string;
}

interface SignInFormProps {
  /** The roles to choose from; with one role the select is not shown. */
  roles: RoleOption[];
  onLogin: (session: Session) => void;
}

type Values = { username: string; password: string; role: string; otp: string };

/** The spec's rule: sign-in succeeds only if the first item echoes what was sent. */
function echoesCredentials(response: VerifyResponse, sent: Credentials): boolean {
  const first = response[0];
  return Boolean(first && first.user_id === sent.user_id && first.role === sent.role);
}

export function SignInForm({ roles, onLogin }: SignInFormProps) {
  const initial: Values = { username: '', password: '', role: roles[0]?.value ?? 'student', otp: '' };
  const { validate, field, showServerError } = useSchemaForm(initial, () => import('./signInRules'));
  const [problem, setProblem] = useState<string | null>(null);
  /** Signed in with a temporary password: kept in memory only until the new one is set. */
  const [mustChange, setMustChange] = useState<{ credentials: Credentials; message: string } | null>(null);
  /** The server asked for an authenticator code (an admin with two-factor on): what it said. */
  const [codeAsked, setCodeAsked] = useState<string | null>(null);
  const [verifyUser, { isLoading }] = useVerifyUserMutation();
  const [changePassword] = useChangePasswordMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = await validate((rules) => (codeAsked ? rules.signInWithCodeSchema : rules.signInSchema));
    if (!checked) return;

    const credentials: Credentials = { user_id: checked.username, passwd: checked.password, role: checked.role };
    if ('otp' in checked) credentials.otp = String(checked.otp);
    const result = await verifyUser(credentials);
    if ('data' in result && result.data && echoesCredentials(result.data, credentials)) {
      onLogin({ user_id: credentials.user_id, role: credentials.role, name: result.data[0]?.name ?? '' });
      return;
    }
    if ('error' in result) {
      console.error('Sign-in failed:', result.error);
      // The spec's alert is for wrong credentials only; throttling and network trouble are told once, inline.
      const status = (result.error as { status?: unknown }).status;
      const body = (result.error as { data?: { field?: string } }).data;
      // The password was right; an admin with two-factor on sends the same call again with a code.
      if (status === 401 && body?.field === OTP_FIELD) {
        if (codeAsked) showServerError(result.error, { [OTP_FIELD]: 'otp' });
        else setCodeAsked(errorMessage(result.error));
        return;
      }
      if (status === 403 && body?.field === 'new_passwd') {
        setMustChange({ credentials, message: errorMessage(result.error) });
        return;
      }
      if (status !== 401) {
        setProblem(errorMessage(result.error));
        return;
      }
    }
    window.alert(INVALID_LOGIN_MESSAGE);
  };

  if (mustChange) {
    const { credentials, message } = mustChange;
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
          submitLabel="Set Password and Sign In"
        />
      </>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Sign in">
      {problem && <Notice tone="error">{problem}</Notice>}
      {codeAsked && <Notice tone="info">{codeAsked}</Notice>}
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
      {codeAsked && <AuthenticationCodeField {...field('otp')} />}
      <Button type="submit" disabled={isLoading}>
        Sign In
      </Button>
    </form>
  );
}
