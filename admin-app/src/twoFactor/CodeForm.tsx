import type { FormEvent } from 'react';
import { OTP_FIELD } from '@leave/contract';
import { Button, TextField } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { useSchemaForm } from '@leave/web-kit';
import { stepUpWords } from '../words/stepUp';
import { twoFactorWords } from '../words/twoFactor';
import { sayingRules, useRuleWords } from '../words/useRuleWords';

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

/** One field, the authenticator's code, checked by the server's rule and then sent; in the language in use. */
export function CodeForm({ label, submitLabel, busy, send, onRefused, appCodeOnly }: CodeFormProps) {
  const form = useSchemaForm({ code: '' }, () => import('./twoFactorRules'));
  const { validate, showServerError } = form;
  const field = sayingRules(form.field, useRuleWords());
  const intl = useIntl();
  const say = intl.formatMessage;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await validate((rules) => rules.codeSchema);
    if (!checked) return;
    const result = await send(checked.code);
    if ('error' in result && result.error && !showServerError(result.error, { [OTP_FIELD]: 'code' }, intl))
      onRefused(result.error);
  };
  return (
    <form noValidate aria-label={label} onSubmit={submit}>
      <TextField
        label={say(stepUpWords.code)}
        hint={say(appCodeOnly ? twoFactorWords.appCodeHint : stepUpWords.codeHint)}
        autoComplete="one-time-code"
        {...field('code')}
      />
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
