import { styled } from '@leave/ui/styled';
import type { LeaveEvent } from '@leave/contract';
import { eventName } from '@leave/domain';
import { theme } from '@leave/ui';
import { SchoolDateTime } from './schoolToday/SchoolDates';

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

const ROLE_WORD = { student: 'student', 'course instructor': 'instructor', admin: 'admin' } as const;

/** Each change in a leave's life: what, by whom (name and role), when (the school's time), and the comment. */
export function LeaveHistory({ events, label }: { events: LeaveEvent[]; label: string }) {
  return (
    <List aria-label={label}>
      {events.map((event) => (
        <li key={`${event.at}-${event.to_status}`}>
          {eventName(event.from_status, event.to_status)} by {event.actor_name} ({ROLE_WORD[event.actor_role]}),{' '}
          <SchoolDateTime at={event.at} />
          {event.comment && <Comment>{event.comment}</Comment>}
        </li>
      ))}
    </List>
  );
}
