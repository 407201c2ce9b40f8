import { useState } from 'react';
import type { FormEvent } from 'react';
import { SELF_SERVICE_ROLES } from '@leave/contract';
import type { AccountRef, AccountStatus } from '@leave/contract';
import { messages } from '@leave/domain';
import { Button, Card, FactList, Notice, SelectField, TextField, ViewHeading } from '@leave/ui';
import { ConfirmButton } from '@leave/ui/confirm';
import { sayServerMessage, useIntl } from '@leave/ui/i18n';
import type { ServerSaid, Words } from '@leave/ui/i18n';
import { errorMessage, useSchemaForm } from '@leave/web-kit';
import { useGetAccountQuery, useResetPasswordMutation, useSetAccountActiveMutation } from '../api/adminApi';
import { useStepUp } from '../twoFactor/useStepUp';
import { accountsWords as words } from '../words/accounts';
import { sayingRules, useRuleWords } from '../words/useRuleWords';

const ROLE_LABEL = { student: words.student, 'course instructor': words.instructor } as const;

const passwordState = (account: AccountStatus) =>
  !account.has_password
    ? words.passwordNone
    : account.must_change_password
      ? words.passwordTemporary
      : words.passwordSet;

type Outcome = { tone: 'success' | 'error'; text: string; temporary?: string };

/**
 * The server's answer in the language in use: it carries its English only, so its code is found
 * among the answers it can be (in English, the server's words as they came).
 */
const answerIn = (intl: Words, message: string, answers: ServerSaid[]) => {
  const said = answers.find((one) => one.message === message);
  return said ? sayServerMessage(intl, { ...said, message }) : message;
};

/** Find a student's or instructor's account; reset its password, deactivate or reactivate it. */
export function AccountsView() {
  const form = useSchemaForm({ role: 'student', userId: '' }, () => import('./accountsRules'));
  const { validate } = form;
  const field = sayingRules(form.field, useRuleWords());
  const [ref, setRef] = useState<AccountRef | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const account = useGetAccountQuery(ref ?? { role: 'student', user_id: 0 }, { skip: !ref });
  const [resetPassword, reset] = useResetPasswordMutation();
  const [setActive, activation] = useSetAccountActiveMutation();
  const found = ref && account.currentData;
  // A reset and a deactivation ask an admin with two-factor on for a fresh code.
  const { confirmed, dialog } = useStepUp();
  const intl = useIntl();
  const say = intl.formatMessage;

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const checked = await validate((rules) => rules.findSchema);
    if (checked) setRef({ role: checked.role, user_id: checked.userId });
  };

  const onReset = async () => {
    if (!ref || !found) return;
    const result = await confirmed((otp) => resetPassword({ ...ref, otp }));
    setOutcome(
      'error' in result
        ? { tone: 'error', text: errorMessage(result.error, undefined, intl) }
        : {
            tone: 'success',
            text: answerIn(intl, result.data.message, [messages.passwordResetDone(found.name)]),
            temporary: result.data.temporary_password,
          },
    );
  };

  const onSetActive = async (active: boolean) => {
    if (!ref || !found) return;
    const result = await confirmed((otp) => setActive({ ...ref, active, otp }));
    setOutcome(
      'error' in result
        ? { tone: 'error', text: errorMessage(result.error, undefined, intl) }
        : {
            tone: 'success',
            text: answerIn(intl, result.data.message, [
              messages.accountActiveSet(found.name, active),
              messages.accountAlready(found.name, active),
            ]),
          },
    );
  };

  return (
    <Card aria-labelledby="accounts-title" style={{ maxWidth: 560 }}>
      <ViewHeading id="accounts-title" inCard>
        {say(words.title)}
      </ViewHeading>
      {dialog}
      <form role="search" aria-label={say(words.findLabel)} noValidate onSubmit={find}>
        <SelectField label={say(words.role)} {...field('role')}>
          {SELF_SERVICE_ROLES.map((role) => (
            <option key={role} value={role}>
              {say(ROLE_LABEL[role])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={say(words.userId)}
          hint={say(words.userIdHint)}
          inputMode="numeric"
          autoComplete="off"
          required
          {...field('userId')}
        />
        <Button type="submit">{say(words.find)}</Button>
      </form>
      {ref && account.error && (
        <Notice key={`${ref.role}${ref.user_id}`} tone="error" focusOnShow>
          {errorMessage(account.error, undefined, intl)}
        </Notice>
      )}
      {outcome && (
        <Notice key={outcome.text} tone={outcome.tone} focusOnShow onDismiss={() => setOutcome(null)}>
          {outcome.text}
          {outcome.temporary && (
            <>
              {' '}
              {say(words.temporaryPassword)} <code>{outcome.temporary}</code>
            </>
          )}
        </Notice>
      )}
      {found && (
        <section aria-label={say(words.accountOf, { name: found.name })} style={{ marginTop: 16 }}>
          <FactList>
            <dt>{say(words.name)}</dt>
            <dd>{found.name}</dd>
            <dt>{say(ROLE_LABEL[found.role])}</dt>
            <dd>{found.user_id}</dd>
            <dt>{say(words.status)}</dt>
            <dd>{say(found.active ? words.active : words.deactivated)}</dd>
            <dt>{say(words.password)}</dt>
            <dd>{say(passwordState(found))}</dd>
          </FactList>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 12 }}>
            <ConfirmButton
              disabled={reset.isLoading}
              questionLabel={say(words.resetQuestionLabel, { name: found.name })}
              question={say(words.resetQuestion, { name: found.name })}
              confirmLabel={say(words.resetConfirm)}
              keepLabel={say(words.keep)}
              onConfirm={() => void onReset()}
            >
              {say(words.reset)}
            </ConfirmButton>
            {found.active ? (
              <ConfirmButton
                $variant="secondary"
                disabled={activation.isLoading}
                questionLabel={say(words.deactivateQuestionLabel, { name: found.name })}
                question={say(words.deactivateQuestion, { name: found.name })}
                confirmLabel={say(words.deactivateConfirm)}
                keepLabel={say(words.keep)}
                onConfirm={() => void onSetActive(false)}
              >
                {say(words.deactivate)}
              </ConfirmButton>
            ) : (
              <Button
                type="button"
                $variant="secondary"
                disabled={activation.isLoading}
                onClick={() => void onSetActive(true)}
              >
                {say(words.reactivate)}
              </Button>
            )}
          </div>
        </section>
      )}
    </Card>
  );
}
