import { useState } from 'react';
import type { FormEvent } from 'react';
import type { PasswordChange, Role } from '@leave/contract';
import { Button, Notice, TextField } from '@leave/ui';
import { errorField, errorMessage } from '../apiStore';
import { useSchemaForm } from '../useSchemaForm';
import { AuthenticationCodeField } from './AuthenticationCodeField';
import type { PasswordChanged } from './changePasswordEndpoint';
import { LABELS } from './changePasswordLabels';

type Change = (body: PasswordChange) => PromiseLike<{ data?: PasswordChanged; error?: unknown }>;

export interface ChangePasswordFormProps {
  userId: number;
  role: Role;
  /** The password already proved (a temporary one just typed to sign in); the form asks for it if absent. */
  currentPassword?: string;
  change: Change;
  onChanged: (answer: PasswordChanged) => void;
  submitLabel?: string;
}

/** New password twice (and the current one unless given), checked by the domain's rules before it is sent. */
export function ChangePasswordForm({
  userId,
  role,
  currentPassword,
  change,
  onChanged,
  submitLabel = 'Change Password',
}: ChangePasswordFormProps) {
  const { validate, field, setValues, showServerError } = useSchemaForm(
    { current: '', password: '', confirm: '', otp: '' },
    () => import('./changePasswordRules'),
  );
  const [problem, setProblem] = useState<string | null>(null);
  // An admin with two-factor sign-in on is asked for a code: the server says so by naming `otp`.
  const [codeAsked, setCodeAsked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = await validate((rules) => rules.changeSchema(userId, currentPassword === undefined));
    if (!checked) return;
    setBusy(true);
    const result = await change({
      user_id: userId,
      role,
      passwd: currentPassword ?? checked.current,
      new_passwd: checked.password,
      ...(codeAsked ? { otp: checked.otp.trim() } : {}),
    });
    setBusy(false);
    if (result.error || !result.data) {
      if (errorField(result.error) === 'otp') {
        if (!codeAsked) setCodeAsked(errorMessage(result.error));
        else showServerError(result.error, { otp: 'otp' });
        return;
      }
      setProblem(errorMessage(result.error));
      return;
    }
    setCodeAsked(null);
    setValues({ current: '', password: '', confirm: '', otp: '' });
    onChanged(result.data);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change password">
      {problem && (
        <Notice key={problem} tone="error" focusOnShow>
          {problem}
        </Notice>
      )}
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={userId} readOnly hidden />
      {currentPassword === undefined && (
        <TextField
          label={LABELS.current}
          type="password"
          autoComplete="current-password"
          required
          {...field('current')}
        />
      )}
      <TextField
        label={LABELS.password}
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters; not a common password, not your Username"
        required
        {...field('password')}
      />
      <TextField label={LABELS.confirm} type="password" autoComplete="new-password" required {...field('confirm')} />
      {codeAsked && <Notice tone="info">{codeAsked}</Notice>}
      {codeAsked && <AuthenticationCodeField {...field('otp')} />}
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
