import { useState } from 'react';
import { styled } from '@leave/ui/styled';
import type { Notification, Role } from '@leave/contract';
import { hindiValues, pageCount } from '@leave/domain';
import { Button, Card, Loading, Notice, theme, ViewHeading } from '@leave/ui';
import { sayServerMessage, useIntl } from '@leave/ui/i18n';
import type { Words } from '@leave/ui/i18n';
import type { DateFormat } from '@leave/domain';
import { Pager } from '@leave/ui/pager';
import { errorMessage } from '../apiStore';
import { LoadFailure } from '../LoadFailure';
import { SchoolDateTime } from '../schoolToday/SchoolDates';
import { useDateFormat } from '../schoolToday/useDateFormat';
import { frameWords } from '../words/frame';
import { notificationsWords as say } from '../words/notifications';
import { pagerWordsIn } from '../words/pager';
import { CalendarFeedCard } from './CalendarFeedCard';
import { EmailSettingsCard } from './EmailSettingsCard';
import { NOTIFICATIONS_PAGE_SIZE, useGetNotificationsQuery, useReadNotificationsMutation } from './notificationsApi';

const List = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
`;

const Item = styled.li<{ $unread: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;
  padding: 10px 12px;
  border-inline-start: 4px solid ${({ $unread }) => ($unread ? theme.color.primary : 'transparent')};
  border-bottom: 1px solid ${theme.color.border};
  background: ${({ $unread }) => ($unread ? theme.color.background : 'transparent')};
`;

const Text = styled.p`
  flex: 1 1 240px;
  margin: 0;
  overflow-wrap: anywhere;
`;

const When = styled.span`
  color: ${theme.color.muted};
  font-size: 0.9rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  margin-bottom: 12px;
`;

interface NotificationsViewProps {
  role: Role;
  /** The words of the button that opens what a notification is about, or null if it leads nowhere. */
  targetOf?: (notification: Notification) => string | null;
  /** Opens what it is about (it is marked read first). */
  onOpen?: (notification: Notification) => void;
}

/**
 * A notification in the reader's language: by its code and params when the language's catalogue
 * has the code (Hindi: the domain's templates, the values as the emails write them), else its
 * English `text` exactly as stored (English, a code unknown here, one stored before codes).
 */
export function notificationIn(words: Words, dates: DateFormat, item: Notification): string {
  if (!words.sayServer || !item.code || !item.params) return item.text;
  return words.sayServer({ message: item.text, code: item.code, params: hindiValues(item.params, dates) });
}

/**
 * What the bell opens: the user's notifications, newest first, each opening what it is about,
 * and how else to hear of them. Said in the app's language: its Hindi catalogue holds the
 * notifications' templates (NOTIFICATION_HINDI), so the view adds no chunk of its own.
 */
export function NotificationsView({ role, targetOf, onOpen }: NotificationsViewProps) {
  const words = useIntl();
  const dates = useDateFormat();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, refetch } = useGetNotificationsQuery({ page, page_size: NOTIFICATIONS_PAGE_SIZE });
  const [markRead, marking] = useReadNotificationsMutation();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const read = async (body: { all: true } | { notification_ids: number[] }) => {
    const answer = await markRead(body);
    setOutcome(
      'error' in answer
        ? { tone: 'error', text: errorMessage(answer.error, undefined, words) }
        : { tone: 'success', text: sayServerMessage(words, answer.data) },
    );
  };

  // Opened is read: marked before the view changes (the count follows), whether or not that worked.
  const open = async (item: Notification) => {
    if (!item.read) await markRead({ notification_ids: [item.notification_id] });
    onOpen?.(item);
  };

  const list = () => {
    if (isLoading) return <Loading />;
    if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} />;
    if (!data.items.length) return <p>{words.formatMessage(say.noneYet)}</p>;
    const pages = pageCount(data.total, NOTIFICATIONS_PAGE_SIZE);
    return (
      <>
        <List aria-label={words.formatMessage(say.newestFirst)}>
          {data.items.map((item) => {
            const text = notificationIn(words, dates, item);
            const target = targetOf?.(item) ?? null;
            return (
              <Item key={item.notification_id} $unread={!item.read}>
                <Text>
                  {!item.read && <strong>{words.formatMessage(say.new)}</strong>}
                  {text}
                </Text>
                <When>
                  <SchoolDateTime at={item.at} />
                </When>
                {target && (
                  <Button
                    type="button"
                    aria-label={words.formatMessage(say.open, { target, text })}
                    onClick={() => void open(item)}
                  >
                    {target}
                  </Button>
                )}
                {!item.read && (
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={marking.isLoading}
                    aria-label={words.formatMessage(say.markReadOf, { text })}
                    onClick={() => void read({ notification_ids: [item.notification_id] })}
                  >
                    {words.formatMessage(say.markRead)}
                  </Button>
                )}
              </Item>
            );
          })}
        </List>
        <Pager
          label={words.formatMessage(say.pages)}
          page={page}
          pageCount={pages}
          onPage={setPage}
          words={pagerWordsIn(words, page, pages)}
        />
      </>
    );
  };

  return (
    <>
      <Card aria-labelledby="notifications-title">
        <ViewHeading id="notifications-title" inCard>
          {words.formatMessage(frameWords.notifications)}
        </ViewHeading>
        <Row>
          <span>{data ? words.formatMessage(say.unread, { unread: data.unread }) : ''}</span>
          <Button type="button" disabled={!data?.unread || marking.isLoading} onClick={() => void read({ all: true })}>
            {words.formatMessage(say.markAllRead)}
          </Button>
        </Row>
        {outcome && (
          <Notice key={outcome.text} tone={outcome.tone} focusOnShow onDismiss={() => setOutcome(null)}>
            {outcome.text}
          </Notice>
        )}
        {list()}
      </Card>
      {role !== 'admin' && <CalendarFeedCard role={role} />}
      <EmailSettingsCard />
    </>
  );
}
