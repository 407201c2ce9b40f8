import { useState } from 'react';
import type { FormEvent } from 'react';
import type { NotificationSettings } from '@leave/contract';
import { Button, Card, CardTitle, CheckboxField, Loading, Notice, TextField } from '@leave/ui';
import { sayServerMessage, useIntl } from '@leave/ui/i18n';
import { errorMessage } from '../apiStore';
import { LoadFailure } from '../LoadFailure';
import { useSchemaForm } from '../useSchemaForm';
import { notificationsWords as say } from '../words/notifications';
import { useGetNotificationSettingsQuery, useSaveNotificationSettingsMutation } from './notificationsApi';

function EmailSettingsForm({ saved }: { saved: NotificationSettings }) {
  const [save, saving] = useSaveNotificationSettingsMutation();
  const intl = useIntl();
  const form = useSchemaForm({ email: saved.email ?? '' }, () => import('./emailSettingsRules'));
  const [on, setOn] = useState(saved.email_notifications);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await form.validate((rules) => rules.emailOnly);
    if (!checked) return;
    const answer = await save({ email: checked.email, email_notifications: on });
    setOutcome(
      'error' in answer
        ? { tone: 'error', text: errorMessage(answer.error, undefined, intl) }
        : { tone: 'success', text: sayServerMessage(intl, answer.data) },
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={intl.formatMessage(say.emailAddress)}
        hint={intl.formatMessage(say.emailHint)}
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <CheckboxField
        label={intl.formatMessage(say.emailMe)}
        checked={on}
        onChange={(event) => setOn(event.target.checked)}
      />
      {outcome && (
        <Notice key={outcome.text} tone={outcome.tone} focusOnShow onDismiss={() => setOutcome(null)}>
          {outcome.text}
        </Notice>
      )}
      <Button type="submit" disabled={saving.isLoading}>
        {intl.formatMessage(say.saveEmail)}
      </Button>
    </form>
  );
}

/** Where email notifications go, and the opt-out (mail is sent only where the school has set it up). */
export function EmailSettingsCard() {
  const { data, error, isLoading, refetch } = useGetNotificationSettingsQuery();
  const intl = useIntl();
  return (
    <Card aria-labelledby="email-settings-title">
      <CardTitle id="email-settings-title">{intl.formatMessage(say.emailNotifications)}</CardTitle>
      {isLoading && <Loading />}
      {!isLoading && !data && <LoadFailure error={error} onRetry={() => void refetch()} />}
      {data && <EmailSettingsForm saved={data} />}
    </Card>
  );
}
