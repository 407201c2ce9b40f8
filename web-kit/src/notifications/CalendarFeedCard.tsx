import { useState } from 'react';
import { styled } from '@leave/ui/styled';
import type { Role } from '@leave/contract';
import { Button, Card, CardTitle, Notice, theme } from '@leave/ui';
import { useApiHost } from '../ApiStoreProvider';
import { errorMessage } from '../apiStore';
import { useDateFormat } from '../schoolToday/useDateFormat';
import {
  useCreateCalendarFeedMutation,
  useGetCalendarFeedQuery,
  useRevokeCalendarFeedMutation,
} from './notificationsApi';

const Address = styled.input`
  width: 100%;
  box-sizing: border-box;
  padding: 8px;
  font: inherit;
  font-family: ui-monospace, monospace;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  margin: 4px 0 8px;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

const WHAT: Record<Exclude<Role, 'admin'>, string> = {
  student: 'your leave, with its status in each title',
  'course instructor': 'the accepted absences in the courses you teach',
};

/** Create, copy and revoke the user's secret calendar address (iCalendar). */
export function CalendarFeedCard({ role }: { role: Exclude<Role, 'admin'> }) {
  const apiHost = useApiHost();
  const dates = useDateFormat();
  const { data } = useGetCalendarFeedQuery();
  const [create, creating] = useCreateCalendarFeedMutation();
  const [revoke, revoking] = useRevokeCalendarFeedMutation();
  const [address, setAddress] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const make = async () => {
    const answer = await create();
    if ('error' in answer) return setOutcome({ tone: 'error', text: errorMessage(answer.error) });
    setAddress(new URL(answer.data.path, apiHost || window.location.origin).toString());
    setOutcome({ tone: 'success', text: answer.data.message });
  };
  const stop = async () => {
    const answer = await revoke();
    setAddress(null);
    setOutcome(
      'error' in answer
        ? { tone: 'error', text: errorMessage(answer.error) }
        : { tone: 'success', text: answer.data.message },
    );
  };
  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      setOutcome({ tone: 'success', text: 'Calendar address copied.' });
    } catch {
      setOutcome({ tone: 'error', text: 'Copying was not allowed: select the address and copy it yourself.' });
    }
  };

  return (
    <Card aria-labelledby="calendar-feed-title">
      <CardTitle id="calendar-feed-title">Calendar Subscription</CardTitle>
      <p>
        Subscribe to a secret address in Google Calendar, Outlook or Apple Calendar to see {WHAT[role]}. Anyone with the
        address can read it: revoke it if it leaks.
      </p>
      {data && !address && (
        <p>
          {data.active
            ? `You have an address, made ${dates.dateTime(data.created_at!)}. It is shown only when made: make a new one to see it again (the old one stops working).`
            : 'You have no calendar address.'}
        </p>
      )}
      {outcome && (
        <Notice key={outcome.text} tone={outcome.tone} focusOnShow onDismiss={() => setOutcome(null)}>
          {outcome.text}
        </Notice>
      )}
      {address && (
        <label>
          Your calendar address
          <Address readOnly value={address} onFocus={(event) => event.target.select()} />
        </label>
      )}
      <Buttons>
        {address && (
          <Button type="button" onClick={() => void copy()}>
            Copy Address
          </Button>
        )}
        <Button type="button" $variant="secondary" disabled={creating.isLoading} onClick={() => void make()}>
          {data?.active ? 'Make New Address' : 'Create Calendar Address'}
        </Button>
        {data?.active && (
          <Button type="button" $variant="danger" disabled={revoking.isLoading} onClick={() => void stop()}>
            Revoke Address
          </Button>
        )}
      </Buttons>
    </Card>
  );
}
