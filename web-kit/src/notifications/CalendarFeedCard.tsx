import { useEffect, useId, useRef, useState } from 'react';
import { styled } from '@leave/ui/styled';
import type { Role } from '@leave/contract';
import { Button, Card, CardTitle, CheckboxField, Notice, theme } from '@leave/ui';
import { sayServerMessage, useIntl } from '@leave/ui/i18n';
import { useApiHost } from '../ApiStoreProvider';
import { errorMessage } from '../apiStore';
import { useDateFormat } from '../schoolToday/useDateFormat';
import { notificationsWords as say } from '../words/notifications';
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

const WHAT = { student: say.studentFeed, 'course instructor': say.instructorFeed } as const;

/**
 * The address a calendar app subscribes to: `webcal:` opens the device's calendar app at a tap
 * (Apple Calendar, Outlook; Android hands it to the app that takes it), `http(s):` is what a web
 * calendar's "From URL" takes.
 */
export const webcalAddress = (address: string) => address.replace(/^https?:/, 'webcal:');

/** The address with or without the lectures and holidays of the user's courses. */
const withLectures = (address: string, lectures: boolean) => {
  const url = new URL(address);
  if (lectures) url.searchParams.set('lectures', 'true');
  else url.searchParams.delete('lectures');
  return url.toString();
};

/**
 * Create, subscribe to, copy and revoke the user's secret calendar address (iCalendar): in the
 * Notifications view, and beside the student's calendar (`inCard={false}` drops the card's frame).
 */
export function CalendarFeedCard({ role, inCard = true }: { role: Exclude<Role, 'admin'>; inCard?: boolean }) {
  const apiHost = useApiHost();
  const dates = useDateFormat();
  const intl = useIntl();
  const titleId = useId();
  const { data } = useGetCalendarFeedQuery();
  const [create, creating] = useCreateCalendarFeedMutation();
  const [revoke, revoking] = useRevokeCalendarFeedMutation();
  const [made, setMade] = useState<string | null>(null);
  const [lectures, setLectures] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const subscribe = useRef<HTMLAnchorElement>(null);
  const address = made && withLectures(made, lectures);

  // Once made, the one tap left is Subscribe: the focus waits on it.
  useEffect(() => {
    if (made) subscribe.current?.focus();
  }, [made]);

  const make = async () => {
    const answer = await create();
    if ('error' in answer) return setOutcome({ tone: 'error', text: errorMessage(answer.error, undefined, intl) });
    setMade(new URL(answer.data.path, apiHost || window.location.origin).toString());
    setOutcome({ tone: 'success', text: sayServerMessage(intl, answer.data) });
  };
  const stop = async () => {
    const answer = await revoke();
    setMade(null);
    setOutcome(
      'error' in answer
        ? { tone: 'error', text: errorMessage(answer.error, undefined, intl) }
        : { tone: 'success', text: sayServerMessage(intl, answer.data) },
    );
  };
  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      setOutcome({ tone: 'success', text: intl.formatMessage(say.copied) });
    } catch {
      setOutcome({ tone: 'error', text: intl.formatMessage(say.notCopied) });
    }
  };

  const body = (
    <>
      <CardTitle id={titleId}>{intl.formatMessage(say.calendarSubscription)}</CardTitle>
      <p>{intl.formatMessage(say.subscribeToSee, { what: intl.formatMessage(WHAT[role]) })}</p>
      {data && !made && (
        <p>
          {data.active
            ? intl.formatMessage(say.addressMade, { date: dates.dateTime(data.created_at!) })
            : intl.formatMessage(say.noAddress)}
        </p>
      )}
      <CheckboxField
        label={intl.formatMessage(say.withLectures)}
        checked={lectures}
        onChange={(event) => setLectures(event.target.checked)}
      />
      {outcome && (
        <Notice key={outcome.text} tone={outcome.tone} focusOnShow={!made} onDismiss={() => setOutcome(null)}>
          {outcome.text}
        </Notice>
      )}
      {address && (
        <label>
          {intl.formatMessage(say.yourAddress)}
          <Address readOnly value={address} onFocus={(event) => event.target.select()} />
        </label>
      )}
      <Buttons>
        {address && (
          <Button as="a" ref={subscribe} href={webcalAddress(address)}>
            {intl.formatMessage(say.subscribeInApp)}
          </Button>
        )}
        {address && (
          <Button type="button" $variant="secondary" onClick={() => void copy()}>
            {intl.formatMessage(say.copyAddress)}
          </Button>
        )}
        <Button
          type="button"
          $variant={address ? 'secondary' : 'primary'}
          disabled={creating.isLoading}
          onClick={() => void make()}
        >
          {intl.formatMessage(data?.active ? say.makeNewAddress : say.createAddress)}
        </Button>
        {data?.active && (
          <Button type="button" $variant="danger" disabled={revoking.isLoading} onClick={() => void stop()}>
            {intl.formatMessage(say.revokeAddress)}
          </Button>
        )}
      </Buttons>
    </>
  );
  return inCard ? <Card aria-labelledby={titleId}>{body}</Card> : <section aria-labelledby={titleId}>{body}</section>;
}
