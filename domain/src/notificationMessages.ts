/**
 * What each notification says, in one catalogue (issue 62): a message's code
 * (`notification.leaveDecided`), its values by name as data (dates `YYYY-MM-DD`, numbers as
 * numbers, null for a value left out) and its English text, exactly the words the product has
 * always said (`notificationTexts`, `datedNotificationTexts`). Hindi is beside it, in plain
 * `{name}` placeholders with no plural rules, so that the server writes an email in the
 * recipient's language with one replace and no message library.
 */
import type { IsoDate, NotificationKind } from '@leave/contract';
import { dateFormatFor } from './dateFormat';
import type { DateFormat } from './dateFormat';
import { datedNotificationTexts, notificationTexts } from './notifications';
import { rollMessages } from './rollRules';
import { hindiValues, NOTIFICATION_HINDI, NOTIFICATION_KIND_HINDI } from './notificationHindi';

import { PARAM_NAMES } from './notificationCodes';
import type { NotificationCode, NotificationKey, NotificationParam, NotificationParams } from './notificationCodes';

/** What a notification says: its code, its values and its English text. */
export interface NotificationMessage {
  code: NotificationCode;
  params: NotificationParams;
  text: string;
}

type Texts = ReturnType<typeof datedNotificationTexts> &
  typeof notificationTexts & {
    markedAbsent: (course: string, date: IsoDate, applyBy: IsoDate | null) => string;
  };

export type NotificationMessages = {
  readonly [Key in NotificationKey]: (...args: Parameters<Texts[Key]>) => NotificationMessage;
};

/** The catalogue, its English dates written as the school writes them (as every screen does). */
export function notificationMessages(dates: DateFormat): NotificationMessages {
  const texts: Texts = {
    ...notificationTexts,
    ...datedNotificationTexts(dates),
    markedAbsent: (course, date, applyBy) => rollMessages.markedAbsent(course, date, applyBy).message,
  };
  const catalogue: Record<string, (...args: NotificationParam[]) => NotificationMessage> = {};
  for (const key of Object.keys(PARAM_NAMES) as NotificationKey[]) {
    const text = texts[key] as (...args: NotificationParam[]) => string;
    catalogue[key] = (...args) => ({
      code: `notification.${key}`,
      params: Object.fromEntries(PARAM_NAMES[key].map((name, index) => [name, args[index] ?? null])),
      text: text(...args),
    });
  }
  return catalogue as unknown as NotificationMessages;
}

/**
 * The messages whose English writes no date in the school's format (an enrolment, the leave limit,
 * an import, a mark of absence), for the places that have no school settings at hand.
 */
export const undatedNotifications: Pick<
  NotificationMessages,
  'enrolled' | 'nearLimit' | 'studentsImported' | 'enrolmentsImported' | 'markedAbsent'
> = notificationMessages(dateFormatFor({ locale: 'en-GB', timeZone: 'UTC' }));

const isNotificationCode = (code: string): code is NotificationCode => code in NOTIFICATION_HINDI;

/**
 * A notification in a language: Hindi from its code and values (dates written by `hindiDates`,
 * the `hi-IN` format in the school's time zone), else its English text as it was stored (another
 * language, a code unknown here, or a notification stored before codes).
 */
export function sayNotification(
  notification: { text: string; code?: string | null; params?: NotificationParams | null },
  language: string | null,
  hindiDates: DateFormat,
): string {
  const { code, params } = notification;
  if (language !== 'hi' || !code || !params || !isNotificationCode(code)) return notification.text;
  const values = hindiValues(params, hindiDates);
  return NOTIFICATION_HINDI[code].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

/** An email's subject in a language (English: `notificationSubject`'s words). */
export function notificationSubjectIn(
  notification: { kind: NotificationKind; course_code: string | null },
  language: string | null,
): string | undefined {
  if (language !== 'hi') return undefined;
  return `अवकाश प्रबंधन: ${NOTIFICATION_KIND_HINDI[notification.kind]}${notification.course_code ? ` (${notification.course_code})` : ''}`;
}
