/**
 * The server's lines a student's views show after acting (a request's outcome and its lines, a
 * withdraw's outcome, why leave no longer counts), in the language in use: by their code and
 * params where the language's catalogue has them (`OUTCOME_CODES`), else their English as sent.
 * Imported by the lazily loaded views that say them, and by the chosen day's lectures (Apply
 * Leave's `DayLectures`, in the first view) for why leave no longer counts: `notCountedLine` only.
 */
import type { SaidCode } from '@leave/contract';
import { sayServerMessage } from '@leave/ui/i18n';
import type { ServerSaid, Words } from '@leave/ui/i18n';

/** A line the server sent, said in the language in use. */
export const serverLine = (intl: Words, said: ServerSaid) => sayServerMessage(intl, said);

/**
 * "No lecture on this date any more (why): it does not count", with its reason (`why`, by its code)
 * said in the language in use too; the English as sent when the language lacks either.
 */
export function notCountedLine(intl: Words, message: string, why: SaidCode | undefined): string {
  if (!why) return message;
  // An empty English: the reason is said only when the catalogue has its code.
  const reason = sayServerMessage(intl, { message: '', ...why });
  if (!reason) return message;
  return sayServerMessage(intl, { message, code: 'lecture.notCounted', params: { why: reason } });
}
