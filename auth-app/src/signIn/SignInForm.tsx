import { lazy, Suspense, useState } from 'react';
import type { FormEvent } from 'react';
import { OTP_FIELD } from '@leave/contract';
import type { Credentials, Role, Session, VerifyResponse } from '@leave/contract';
import { Button, Loading, Notice, SelectField, TextField } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { MessageDescriptor } from '@leave/ui/i18n';
import { errorMessage, useSchemaForm } from '@leave/web-kit';
import { settleAccountLanguage } from '@leave/web-kit/accountLanguage';
import { useVerifyUserMutation } from '../api/authApi';
import { sayingRules, useRuleWords } from '@leave/web-kit/words/useRuleWords';
import { words } from '../words/words';

export interface RoleOption {
  value: Role;
  label: MessageDescriptor;
}

interface SignInFormProps {
  /** The roles to choose from; with one role the select is not shown. */
  roles: RoleOption[];
  onLogin: (session: Session) => void;
  apiHost: string;
}

// Only a sign-in with a temporary password needs it: downloaded then, not with the page.
const ChangePasswordStep = lazy(() => import('./ChangePasswordStep'));
// Only an admin with two-factor sign-in is asked for a code: downloaded then.
const AuthenticationCodeField = lazy(() => import('./AuthenticationCodeStep'));

type Values = { username: string; password: string; role: string; otp: string };

/** The spec's rule: sign-in succeeds only if the first item echoes what was sent. */
function echoesCredentials(response: VerifyResponse, sent: Credentials): boolean {
  const first = response[0];
  return Boolean(first && first.user_id === sent.user_id && first.role === sent.role);
}

// The rules' words are loaded only for a language other than English: the English page does not
// download them twice (the domain's text is the English).
const loadRuleWords = () => import('../words/ruleWords').then((module) => module.RULE_WORDS);

export function SignInForm({ roles, onLogin, apiHost }: SignInFormProps) {
  const initial: Values = { username: '', password: '', role: roles[0]?.value ?? 'student', otp: '' };
  const { validate, field: ruledField, showServerError } = useSchemaForm(initial, () => import('./signInRules'));
  const intl = useIntl();
  /** A field whose rule's message is in the language in use. */
  const field = sayingRules(ruledField, useRuleWords(loadRuleWords));
  const [problem, setProblem] = useState<string | null>(null);
  /** Signed in with a temporary password: kept in memory only until the new one is set. */
  const [mustChange, setMustChange] = useState<{ credentials: Credentials; message: string } | null>(null);
  /** The server asked for an authenticator code (an admin with two-factor on): what it said. */
  const [codeAsked, setCodeAsked] = useState<string | null>(null);
  const [verifyUser, { isLoading }] = useVerifyUserMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = await validate((rules) => (codeAsked ? rules.signInWithCodeSchema : rules.signInSchema));
    if (!checked) return;

    const credentials: Credentials = { user_id: checked.username, passwd: checked.password, role: checked.role };
    if ('otp' in checked) credentials.otp = String(checked.otp);
    const result = await verifyUser(credentials);
    if ('data' in result && result.data && echoesCredentials(result.data, credentials)) {
      settleAccountLanguage(apiHost, result.data[0]?.language);
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
        if (codeAsked) showServerError(result.error, { [OTP_FIELD]: 'otp' }, intl);
        else setCodeAsked(errorMessage(result.error, undefined, intl));
        return;
      }
      if (status === 403 && body?.field === 'new_passwd') {
        setMustChange({ credentials, message: errorMessage(result.error, undefined, intl) });
        return;
      }
      if (status !== 401) {
        setProblem(errorMessage(result.error, undefined, intl));
        return;
      }
    }
    window.alert(intl.formatMessage(words.invalidLogin));
  };

  if (mustChange) {
    return (
      <Suspense fallback={<Loading />}>
        <ChangePasswordStep {...mustChange} onLogin={onLogin} />
      </Suspense>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={intl.formatMessage(words.form)}>
      {problem && <Notice tone="error">{problem}</Notice>}
      {codeAsked && <Notice tone="info">{codeAsked}</Notice>}
      <TextField
        label={intl.formatMessage(words.username)}
        autoComplete="username"
        inputMode="numeric"
        required
        {...field('username')}
      />
      <TextField
        label={intl.formatMessage(words.password)}
        type="password"
        autoComplete="current-password"
        required
        {...field('password')}
      />
      {roles.length > 1 && (
        <SelectField label={intl.formatMessage(words.role)} required {...field('role')}>
          {roles.map((role) => (
            <option key={role.value} value={role.value}>
              {intl.formatMessage(role.label)}
            </option>
          ))}
        </SelectField>
      )}
      {codeAsked && (
        <Suspense fallback={null}>
          <AuthenticationCodeField {...field('otp')} />
        </Suspense>
      )}
      <Button type="submit" disabled={isLoading}>
        {intl.formatMessage(words.submit)}
      </Button>
    </form>
  );
}
