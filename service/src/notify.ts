import type { Recipient } from '@leave/contract';
import { notificationSubject } from '@leave/domain';
import type { ServiceSettings } from './endpoint';
import type { Mailer } from './mailer';
import type { NewNotification, Storage } from './storage';

/**
 * Tells people about a change that has been made: stores their notifications (which wakes their
 * live streams) and, where they have asked for it, mails them. Telling can fail without undoing
 * the change: the failure is logged and the action still succeeds.
 */
export async function notify(
  store: Storage,
  settings: ServiceSettings,
  notices: () => Promise<NewNotification[]> | NewNotification[],
): Promise<void> {
  let items: NewNotification[];
  try {
    items = await notices();
    if (!items.length) return;
    await store.notifications.add(items);
  } catch (error) {
    console.error('notifications could not be stored:', error instanceof Error ? error.message : error);
    return;
  }
  if (settings.mailer) void mailAll(store, settings.mailer, items);
}

/** Mails each notification whose reader asked for email: their addresses read at once, whatever their number. */
async function mailAll(store: Storage, mailer: Mailer, items: NewNotification[]) {
  try {
    const key = (recipient: Recipient) => `${recipient.role}:${recipient.user_id}`;
    const unique = [...new Map(items.map((item) => [key(item), { role: item.role, user_id: item.user_id }])).values()];
    const addresses = new Map((await store.users.mailedOf(unique)).map((mailed) => [key(mailed), mailed.email]));
    for (const item of items) {
      const to = addresses.get(key(item));
      if (to) mailer.send({ to, subject: notificationSubject(item), text: `${item.text}\n` });
    }
  } catch (error) {
    console.error('notification emails could not be prepared:', error instanceof Error ? error.message : error);
  }
}
