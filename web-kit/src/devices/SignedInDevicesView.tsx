import { useState } from 'react';
import { styled } from '@leave/ui/styled';
import type { SignedInDevice } from '@leave/contract';
import { pageCount } from '@leave/domain';
import { Button, Card, Loading, Notice, theme, ViewHeading } from '@leave/ui';
import { sayServerMessage, useIntl } from '@leave/ui/i18n';
import { Pager } from '@leave/ui/pager';
import { errorMessage } from '../apiStore';
import { LoadFailure } from '../LoadFailure';
import { useDateFormat } from '../schoolToday/useDateFormat';
import { devicesWords as words } from '../words/devices';
import { pagerWordsIn } from '../words/pager';
import {
  DEVICES_PAGE_SIZE,
  useGetSignedInDevicesQuery,
  useSignOutDeviceMutation,
  useSignOutEverywhereMutation,
} from './devicesApi';

const List = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 16px;
  padding: 10px 0;
  border-bottom: 1px solid ${theme.color.border};
`;

const About = styled.div`
  flex: 1 1 220px;
  overflow-wrap: anywhere;
`;

const Detail = styled.span`
  display: block;
  color: ${theme.color.muted};
  font-size: 0.9rem;
`;

/**
 * Every browser signed in to this account, the most recently seen first, each with a way to sign
 * it out; and a way to sign out everywhere (this browser too, so `onSignedOut` returns to sign-in).
 */
export function SignedInDevicesView({ onSignedOut }: { onSignedOut: () => void }) {
  const [page, setPage] = useState(1);
  const dates = useDateFormat();
  const intl = useIntl();
  const say = intl.formatMessage;
  const nameOf = (device: SignedInDevice) => device.device || say(words.unknownDevice);
  const { data, error, isLoading, refetch } = useGetSignedInDevicesQuery({ page, page_size: DEVICES_PAGE_SIZE });
  const [signOutDevice, signingOut] = useSignOutDeviceMutation();
  const [signOutEverywhere, signingOutEverywhere] = useSignOutEverywhereMutation();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const busy = signingOut.isLoading || signingOutEverywhere.isLoading;

  const signOut = async (device: SignedInDevice) => {
    const answer = await signOutDevice({ device_id: device.device_id });
    if ('error' in answer) return setOutcome({ tone: 'error', text: errorMessage(answer.error, undefined, intl) });
    if (device.current) return onSignedOut();
    setOutcome({ tone: 'success', text: sayServerMessage(intl, answer.data) });
  };

  const everywhere = async () => {
    const answer = await signOutEverywhere();
    if ('error' in answer) return setOutcome({ tone: 'error', text: errorMessage(answer.error, undefined, intl) });
    onSignedOut();
  };

  const list = () => {
    if (isLoading) return <Loading />;
    if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} />;
    const pages = pageCount(data.total, DEVICES_PAGE_SIZE);
    return (
      <>
        <List aria-label={say(words.list)}>
          {data.items.map((device) => (
            <Item key={device.device_id}>
              <About>
                <strong>{nameOf(device)}</strong>
                {device.current && say(words.thisDevice)}
                <Detail>
                  {say(words.seen, {
                    address: device.client_ip || say(words.unknownAddress),
                    signedIn: dates.dateTime(device.signed_in_at),
                    lastSeen: dates.dateTime(device.last_seen_at),
                  })}
                </Detail>
              </About>
              <Button
                type="button"
                $variant="secondary"
                disabled={busy}
                aria-label={say(words.signOutDevice, {
                  device: device.current ? say(words.thisDeviceNamed, { device: nameOf(device) }) : nameOf(device),
                  lastSeen: dates.dateTime(device.last_seen_at),
                })}
                onClick={() => void signOut(device)}
              >
                {say(words.signOut)}
              </Button>
            </Item>
          ))}
        </List>
        <Pager
          label={say(words.pages)}
          page={page}
          pageCount={pages}
          onPage={setPage}
          words={pagerWordsIn(intl, page, pages)}
        />
      </>
    );
  };

  return (
    <Card aria-labelledby="devices-title">
      <ViewHeading id="devices-title" inCard>
        {say(words.title)}
      </ViewHeading>
      <p>{say(words.about)}</p>
      {outcome && (
        <Notice key={outcome.text} tone={outcome.tone} focusOnShow onDismiss={() => setOutcome(null)}>
          {outcome.text}
        </Notice>
      )}
      {list()}
      <Button type="button" disabled={busy || !data} onClick={() => void everywhere()}>
        {say(words.signOutEverywhere)}
      </Button>
    </Card>
  );
}
