import type { Notification, Recipient } from '@leave/contract';
import { recipientKey } from '@leave/service';
import type { CalendarFeedStore, LiveHub, NotificationStore } from '@leave/service';
import type { DbState, NotificationRecord } from './records';

type Write = <T>(change: () => T) => T;

const isFor =
  ({ role, user_id }: Recipient) =>
  (n: Recipient) =>
    n.role === role && n.user_id === user_id;

/** As it is read: the request of its leave looked up (as the real API joins it). */
const asNotification =
  (state: () => DbState) =>
  ({ role: _role, user_id: _user, read_at, lecture_date, ...rest }: NotificationRecord): Notification => ({
    ...rest,
    read: read_at !== null,
    request_id:
      rest.leave_id === null ? null : (state().leaves.find((l) => l.leave_id === rest.leave_id)?.request_id ?? null),
    lecture_date: lecture_date ?? null,
    code: rest.code ?? null,
    params: rest.params ?? null,
  });

/** Notifications on the data file; adding wakes the recipients' streams (one process: the hub directly). */
export function jsonNotifications(state: () => DbState, write: Write, live: LiveHub): NotificationStore {
  const of = (recipient: Recipient) => state().notifications.filter(isFor(recipient));
  return {
    async add(items) {
      write(() => {
        const list = state().notifications;
        let next = (list.at(-1)?.notification_id ?? 0) + 1;
        const at = new Date().toISOString();
        for (const item of items)
          list.push({ ...item, lecture_date: item.lecture_date ?? null, notification_id: next++, at, read_at: null });
      });
      for (const key of new Set(items.map(recipientKey))) live.wake(key);
    },
    async page(recipient, { offset, limit }) {
      const mine = of(recipient);
      const newestFirst = mine.reverse();
      return {
        items: newestFirst.slice(offset, offset + limit).map(asNotification(state)),
        total: mine.length,
        unread: mine.filter((n) => n.read_at === null).length,
      };
    },
    async after(recipient, afterId, limit) {
      return of(recipient)
        .filter((n) => n.notification_id > afterId)
        .slice(0, limit)
        .map(asNotification(state));
    },
    async latestId(recipient) {
      return of(recipient).at(-1)?.notification_id ?? 0;
    },
    async markRead(recipient, ids) {
      const chosen = ids === 'all' ? null : new Set(ids);
      const at = new Date().toISOString();
      return write(() => {
        const mine = of(recipient);
        for (const n of mine) if (n.read_at === null && (!chosen || chosen.has(n.notification_id))) n.read_at = at;
        return mine.filter((n) => n.read_at === null).length;
      });
    },
    async settle(leaveIds) {
      const settled = new Set(leaveIds);
      if (!settled.size) return;
      const at = new Date().toISOString();
      write(() => {
        for (const n of state().notifications) {
          if (n.kind === 'leave requested' && n.read_at === null && n.leave_id !== null && settled.has(n.leave_id))
            n.read_at = at;
        }
      });
    },
  };
}

export function jsonCalendarFeeds(state: () => DbState, write: Write): CalendarFeedStore {
  return {
    async replace(owner, token_hash) {
      const created_at = new Date().toISOString();
      write(() => {
        state().calendarFeeds = state().calendarFeeds.filter((f) => !isFor(owner)(f));
        state().calendarFeeds.push({ role: owner.role, user_id: owner.user_id, token_hash, created_at });
      });
      return created_at;
    },
    async createdAt(owner) {
      return state().calendarFeeds.find(isFor(owner))?.created_at ?? null;
    },
    async revoke(owner) {
      const before = state().calendarFeeds.length;
      write(() => {
        state().calendarFeeds = state().calendarFeeds.filter((f) => !isFor(owner)(f));
      });
      return state().calendarFeeds.length < before;
    },
    async ownerOf(tokenHash) {
      const feed = state().calendarFeeds.find((f) => f.token_hash === tokenHash);
      const user = feed && state().users.find((u) => isFor(feed)(u));
      return feed && user && user.active !== false ? { role: feed.role, user_id: feed.user_id } : undefined;
    },
  };
}
