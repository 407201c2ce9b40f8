import { styled } from '@leave/ui/styled';
import { theme } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { frameWords } from '../words/frame';
import { useGetNotificationsQuery } from './notificationsApi';
import { BELL_QUERY } from '../firstViews/firstViews';

const BellButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  background: transparent;
  color: inherit;
  border: 1px solid currentColor;
  border-radius: ${theme.radius};
  padding: 4px 10px;
  font: inherit;
  cursor: pointer;
`;

const Count = styled.span`
  min-width: 1.4em;
  padding: 0 6px;
  border-radius: 999px;
  background: ${theme.color.onBar};
  color: ${theme.color.bar};
  font-weight: 700;
  text-align: center;
`;

/** A bell drawn in SVG (an emoji would need a font the machine may not have). */
const BellIcon = () => (
  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The top bar's bell: how many notifications are unread; opens the Notifications view. */
export function NotificationBell({ onOpen, current }: { onOpen: () => void; current?: boolean }) {
  const { data } = useGetNotificationsQuery(BELL_QUERY);
  const unread = data?.unread ?? 0;
  const say = useIntl().formatMessage;
  return (
    <BellButton
      type="button"
      onClick={onOpen}
      aria-label={say(frameWords.bell, { unread })}
      aria-current={current ? 'page' : undefined}
    >
      <BellIcon />
      {unread > 0 && <Count aria-hidden="true">{unread > 99 ? '99+' : unread}</Count>}
    </BellButton>
  );
}
