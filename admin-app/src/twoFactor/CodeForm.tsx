import type { FormEvent } from 'react';
import { OTP_FIELD } from '@leave/contract';
import { Button, TextField } from '@leave/ui';
import { useSchemaForm } from '@leave/web-kit';

interface CodeFormProps {
  /** The form's accessible name: "Turn on two-factor sign-in". */
  label: string;
  submitLabel: string;
  busy: boolean;
  /**
   * Sends the code. A refusal naming the code field (wrong, or already used) is shown under the
   * field; any other is the caller's to show (`onRefused`).
   */
  send: (code: string) => PromiseLike<{ error?: unknown }>;
  onRefused: (error: unknown) => void;
  /** Enrolment takes the app's code only: a recovery code does not prove the new secret. */
  appCodeOnly?: boolean;
}

/** One field, the authenticator's code, checked by the server's rule and then sent. */
export function CodeForm({ label, submitLabel, busy, send, onRefused, appCodeOnly }: CodeFormProps) {
  const { validate, field, showServerError } = useSchemaForm({ code: '' }, () => import('./twoFactorRules'));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await validate((rules) => rules.codeSchema);
    if (!checked) return;
    const result = await send(checked.code);
    if ('error' in result && result.error && !showServerError(result.error, { [OTP_FIELD]: 'code' }))
      onRefused(result.error);
  };
  return (
    <form noValidate aria-label={label} onSubmit={submit}>
      <TextField
        label="Authentication code"
        hint={
          appCodeOnly
            ? '6 digits from your authenticator app'
            : '6 digits from your authenticator app, or a recovery code'
        }
        autoComplete="one-time-code"
        {...field('code')}
      />
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
