import { useState } from 'react';
import type { FormEvent } from 'react';
import type { PasswordChange, Role } from '@leave/contract';
import { Button, Notice, TextField } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { errorField, errorMessage } from '../apiStore';
import { useSchemaForm } from '../useSchemaForm';
import { AuthenticationCodeField } from './AuthenticationCodeField';
import type { PasswordChanged } from './changePasswordEndpoint';
import { passwordWords } from '../words/password';
import { PASSWORD_RULE_WORDS } from '../words/passwordRuleWords';
import { useRuleWords } from '../words/useRuleWords';

// The rules' words come with the form (a view or a step downloaded when shown): a file of their own
// would add an entry to each remote's list of files, which every first view downloads.
const loadRuleWords = () => Promise.resolve(PASSWORD_RULE_WORDS);

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
  submitLabel,
}: ChangePasswordFormProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const ruleWords = useRuleWords(loadRuleWords);
  const {
    validate,
    field: ruledField,
    setValues,
    showServerError,
  } = useSchemaForm({ current: '', password: '', confirm: '', otp: '' }, () => import('./changePasswordRules'));
  /** A field whose rule's message is in the language in use. */
  const field = (key: 'current' | 'password' | 'confirm' | 'otp') => {
    const props = ruledField(key);
    return { ...props, error: ruleWords(props.error) };
  };
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
        if (!codeAsked) setCodeAsked(errorMessage(result.error, undefined, intl));
        else showServerError(result.error, { otp: 'otp' }, intl);
        return;
      }
      setProblem(errorMessage(result.error, undefined, intl));
      return;
    }
    setCodeAsked(null);
    setValues({ current: '', password: '', confirm: '', otp: '' });
    onChanged(result.data);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={say(passwordWords.form)}>
      {problem && (
        <Notice key={problem} tone="error" focusOnShow>
          {problem}
        </Notice>
      )}
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={userId} readOnly hidden />
      {currentPassword === undefined && (
        <TextField
          label={say(passwordWords.current)}
          type="password"
          autoComplete="current-password"
          required
          {...field('current')}
        />
      )}
      <TextField
        label={say(passwordWords.newPassword)}
        type="password"
        autoComplete="new-password"
        hint={say(passwordWords.newPasswordHint)}
        required
        {...field('password')}
      />
      <TextField
        label={say(passwordWords.confirm)}
        type="password"
        autoComplete="new-password"
        required
        {...field('confirm')}
      />
      {codeAsked && <Notice tone="info">{codeAsked}</Notice>}
      {codeAsked && <AuthenticationCodeField {...field('otp')} />}
      <Button type="submit" disabled={busy}>
        {submitLabel ?? say(passwordWords.submit)}
      </Button>
    </form>
  );
}
