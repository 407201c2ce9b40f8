import { useState } from 'react';
import type { FormEvent } from 'react';
import { SELF_SERVICE_ROLES } from '@leave/contract';
import type { AccountRef, AccountStatus } from '@leave/contract';
import { Button, Card, FactList, Notice, SelectField, TextField, ViewHeading } from '@leave/ui';
import { ConfirmButton } from '@leave/ui/confirm';
import { errorMessage, useSchemaForm } from '@leave/web-kit';
import { useGetAccountQuery, useResetPasswordMutation, useSetAccountActiveMutation } from '../api/adminApi';
import { useStepUp } from '../twoFactor/useStepUp';

const ROLE_LABEL = { student: 'Student', 'course instructor': 'Instructor' } as const;

const passwordState = (account: AccountStatus) =>
  !account.has_password
    ? 'None yet (imported): reset it to let them sign in'
    : account.must_change_password
      ? 'Temporary: to be changed at the next sign-in'
      : 'Set by the user';

type Outcome = { tone: 'success' | 'error'; text: string; temporary?: string };

/** Find a student's or instructor's account; reset its password, deactivate or reactivate it. */
export function AccountsView() {
  const { validate, field } = useSchemaForm({ role: 'student', userId: '' }, () => import('./accountsRules'));
  const [ref, setRef] = useState<AccountRef | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const account = useGetAccountQuery(ref ?? { role: 'student', user_id: 0 }, { skip: !ref });
  const [resetPassword, reset] = useResetPasswordMutation();
  const [setActive, activation] = useSetAccountActiveMutation();
  const found = ref && account.currentData;
  // A reset and a deactivation ask an admin with two-factor on for a fresh code.
  const { confirmed, dialog } = useStepUp();

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const checked = await validate((rules) => rules.findSchema);
    if (checked) setRef({ role: checked.role, user_id: checked.userId });
  };

  const onReset = async () => {
    if (!ref) return;
    const result = await confirmed((otp) => resetPassword({ ...ref, otp }));
    setOutcome(
      'error' in result
        ? { tone: 'error', text: errorMessage(result.error) }
        : { tone: 'success', text: result.data.message, temporary: result.data.temporary_password },
    );
  };

  const onSetActive = async (active: boolean) => {
    if (!ref) return;
    const result = await confirmed((otp) => setActive({ ...ref, active, otp }));
    setOutcome(
      'error' in result
        ? { tone: 'error', text: errorMessage(result.error) }
        : { tone: 'success', text: result.data.message },
    );
  };

  return (
    <Card aria-labelledby="accounts-title" style={{ maxWidth: 560 }}>
      <ViewHeading id="accounts-title" inCard>
        Accounts
      </ViewHeading>
      {dialog}
      <form role="search" aria-label="Find an account" noValidate onSubmit={find}>
        <SelectField label="Role" {...field('role')}>
          {SELF_SERVICE_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABEL[role]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="User ID"
          hint="Roll No. or Registration No."
          inputMode="numeric"
          autoComplete="off"
          required
          {...field('userId')}
        />
        <Button type="submit">Find</Button>
      </form>
      {ref && account.error && (
        <Notice key={`${ref.role}${ref.user_id}`} tone="error" focusOnShow>
          {errorMessage(account.error)}
        </Notice>
      )}
      {outcome && (
        <Notice key={outcome.text} tone={outcome.tone} focusOnShow onDismiss={() => setOutcome(null)}>
          {outcome.text}
          {outcome.temporary && (
            <>
              {' '}
              Temporary password: <code>{outcome.temporary}</code>
            </>
          )}
        </Notice>
      )}
      {found && (
        <section aria-label={`Account of ${found.name}`} style={{ marginTop: 16 }}>
          <FactList>
            <dt>Name</dt>
            <dd>{found.name}</dd>
            <dt>{ROLE_LABEL[found.role]}</dt>
            <dd>{found.user_id}</dd>
            <dt>Status</dt>
            <dd>{found.active ? 'Active' : 'Deactivated'}</dd>
            <dt>Password</dt>
            <dd>{passwordState(found)}</dd>
          </FactList>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 12 }}>
            <ConfirmButton
              disabled={reset.isLoading}
              questionLabel={`Reset the password of ${found.name}?`}
              question={`Reset the password of ${found.name}? Their password stops working at once, and they sign in with a temporary one that you pass on. This cannot be undone.`}
              confirmLabel="Reset password"
              onConfirm={() => void onReset()}
            >
              Reset Password
            </ConfirmButton>
            {found.active ? (
              <ConfirmButton
                $variant="secondary"
                disabled={activation.isLoading}
                questionLabel={`Deactivate ${found.name}?`}
                question={`Deactivate ${found.name}? They are signed out everywhere at once and cannot sign in until reactivated.`}
                confirmLabel="Deactivate account"
                onConfirm={() => void onSetActive(false)}
              >
                Deactivate
              </ConfirmButton>
            ) : (
              <Button
                type="button"
                $variant="secondary"
                disabled={activation.isLoading}
                onClick={() => void onSetActive(true)}
              >
                Reactivate
              </Button>
            )}
          </div>
        </section>
      )}
    </Card>
  );
}
