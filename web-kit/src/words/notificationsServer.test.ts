/**
 * The Notifications view's and its cards' server answers and refusals, said in Hindi by their codes
 * (`NOTIFICATIONS_SERVER_CODES`, `notificationsHi`), and in English exactly as the server sent them.
 */
import { messages } from '@leave/domain';
import { sayServerMessage } from '@leave/ui/i18n';
import { englishByLibrary, wordsIn } from '@leave/ui/i18n/testing';
import { errorMessage } from '../apiStore';
import { NOTIFICATIONS_SERVER_CODES } from './notifications';
import { notificationsHi } from './notificationsHi';

const hindi = wordsIn('hi-IN', 'en-IN', notificationsHi);
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]);

it('says each answer and refusal in Hindi from its code and params, no English left', () => {
  const said = [
    messages.notificationsRead(3),
    messages.calendarFeedCreated,
    messages.calendarFeedRevoked,
    messages.noCalendarFeed,
    messages.calendarFeedRoles,
    messages.notificationSettingsSaved,
    messages.signInToContinue,
    messages.tooManySignedInRequests(12),
  ];
  expect(said.map(({ code }) => code)).toEqual([...NOTIFICATIONS_SERVER_CODES]);
  const catalogue: Record<string, string> = notificationsHi;
  for (const one of said) {
    expect(Object.keys(one.params)).toEqual(expect.arrayContaining(placeholders(catalogue[one.code]!)));
    const text = errorMessage({ status: 400, data: one }, undefined, hindi);
    expect(text).not.toMatch(/[A-Za-z]/);
    expect(errorMessage({ status: 400, data: one }, undefined, englishByLibrary())).toBe(one.message);
  }
  expect(sayServerMessage(hindi, messages.notificationsRead(1))).toBe('1 सूचना पढ़ी हुई चिह्नित की गई');
  expect(sayServerMessage(hindi, messages.tooManySignedInRequests(12))).toBe(
    'आपके सत्र से बहुत अधिक अनुरोध। 12 सेकंड बाद फिर से प्रयास करें।',
  );
});
