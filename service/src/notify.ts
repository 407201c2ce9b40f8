import type { Recipient } from '@leave/contract';
import { dateFormatFor, notificationSubject, notificationSubjectIn, sayNotification } from '@leave/domain';
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
  if (settings.mailer) void mailAll(store, settings, settings.mailer, items);
}

/**
 * Mails each notification whose reader asked for email, in the reader's account language, else the
 * school's (SCHOOL_LANGUAGE), else the English text as stored: their addresses and languages read
 * at once, whatever their number.
 */
async function mailAll(store: Storage, settings: ServiceSettings, mailer: Mailer, items: NewNotification[]) {
  try {
    const key = (recipient: Recipient) => `${recipient.role}:${recipient.user_id}`;
    const unique = [...new Map(items.map((item) => [key(item), { role: item.role, user_id: item.user_id }])).values()];
    const mailed = new Map((await store.users.mailedOf(unique)).map((reader) => [key(reader), reader]));
    // Hindi dates: the school's time zone, written the Hindi way.
    const hindiDates = dateFormatFor({ locale: 'hi-IN', timeZone: settings.schoolTimeZone });
    for (const item of items) {
      const reader = mailed.get(key(item));
      if (!reader) continue;
      const language = reader.language ?? settings.schoolLanguage ?? null;
      mailer.send({
        to: reader.email,
        subject: notificationSubjectIn(item, language) ?? notificationSubject(item),
        text: `${sayNotification(item, language, hindiDates)}\n`,
      });
    }
  } catch (error) {
    console.error('notification emails could not be prepared:', error instanceof Error ? error.message : error);
  }
}
