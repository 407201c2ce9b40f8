import { styled } from '@leave/ui/styled';
import type { LeaveEvent } from '@leave/contract';
import { theme } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { SchoolDateTime } from './schoolToday/SchoolDates';
import { eventIn } from './words/status';

const List = styled.ol`
  margin: 4px 0 0;
  padding-inline-start: 20px;
  li + li {
    margin-top: 4px;
  }
`;

const Comment = styled.q`
  display: block;
  color: ${theme.color.muted};
`;

/** Each change in a leave's life: what, by whom (name and role), when (the school's time), and the comment. */
export function LeaveHistory({ events, label }: { events: LeaveEvent[]; label: string }) {
  const words = useIntl();
  return (
    <List aria-label={label}>
      {events.map((event) => (
        <li key={`${event.at}-${event.to_status}`}>
          {eventIn(words, event.from_status, event.to_status, event.actor_name, event.actor_role)}{' '}
          <SchoolDateTime at={event.at} />
          {event.comment && <Comment>{event.comment}</Comment>}
        </li>
      ))}
    </List>
  );
}
