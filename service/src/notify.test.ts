/**
 * Emails in each recipient's account language (issue 62): a Hindi account's email is said in
 * Hindi from the notification's code and values; an English one's, or one whose account never
 * chose, exactly as before (the stored English text), or in the school's language (SCHOOL_LANGUAGE)
 * when it is set; a code the catalogue does not know falls back to that English.
 */
import { dateFormatFor, notificationMessages } from '@leave/domain';
import type { LanguageCode } from '@leave/contract';
import type { ServiceSettings } from './endpoint';
import type { OutgoingMail } from './mailer';
import { notify } from './notify';
import type { NewNotification, Storage } from './storage';

const languages: Record<number, LanguageCode | null> = { 1001: 'hi', 1002: 'en', 1003: null, 1004: 'hi' };

async function mailsOf(items: NewNotification[], schoolLanguage?: LanguageCode): Promise<OutgoingMail[]> {
  const sent: OutgoingMail[] = [];
  const store = {
    notifications: { add: async () => undefined },
    users: {
      mailedOf: async (recipients: Array<{ role: 'student'; user_id: number }>) =>
        recipients.map((r) => ({ ...r, email: `${r.user_id}@school.test`, language: languages[r.user_id] ?? null })),
    },
  } as unknown as Storage;
  const settings = {
    schoolTimeZone: 'UTC',
    schoolLocale: 'en-GB',
    schoolLanguage,
    mailer: { send: (mail: OutgoingMail) => void sent.push(mail) },
  } as unknown as ServiceSettings;
  await notify(store, settings, () => items);
  // Mailing runs after the change is made, without holding it up.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return sent;
}

const english = notificationMessages(dateFormatFor({ locale: 'en-GB', timeZone: 'UTC' }));
const decided = english.leaveDecided('approved', 'CS101', '2026-12-04', 'Dr. Meera Iyer', 'Get well soon');
const notice = (user_id: number, said = decided): NewNotification => ({
  role: 'student',
  user_id,
  kind: 'leave approved',
  course_code: 'CS101',
  leave_id: 7,
  ...said,
});

it("writes a Hindi account's email in Hindi, and an English or unchosen one's exactly as before", async () => {
  const [hindi, chosenEnglish, neverChose] = await mailsOf([notice(1001), notice(1002), notice(1003)]);
  const hindiDate = dateFormatFor({ locale: 'hi-IN', timeZone: 'UTC' }).date('2026-12-04');
  expect(hindi).toEqual({
    to: '1001@school.test',
    subject: 'अवकाश प्रबंधन: अवकाश स्वीकृत (CS101)',
    text: `CS101 में ${hindiDate} का आपका अवकाश Dr. Meera Iyer द्वारा स्वीकृत किया गया। टिप्पणी: “Get well soon”\n`,
  });
  const before = {
    subject: 'Leave Management: leave approved (CS101)',
    text: 'Your leave in CS101 on Fri, 4 Dec 2026 was approved by Dr. Meera Iyer. Comment: “Get well soon”\n',
  };
  expect(decided.text).toBe(before.text.trimEnd());
  expect(chosenEnglish).toEqual({ to: '1002@school.test', ...before });
  expect(neverChose).toEqual({ to: '1003@school.test', ...before });
});

it('says a notification in English when its code is unknown or it has none', async () => {
  const [unknown, none] = await mailsOf([
    { ...notice(1001), code: 'notification.somethingNew' as never },
    { ...notice(1004), code: undefined, params: undefined },
  ]);
  expect(unknown!.text).toBe(`${decided.text}\n`);
  expect(none!.text).toBe(`${decided.text}\n`);
});

it("writes the email of an account that never chose in the school's language, and a chosen one's in its own", async () => {
  const [chosenHindi, chosenEnglish, neverChose] = await mailsOf([notice(1001), notice(1002), notice(1003)], 'hi');
  expect(neverChose!.subject).toBe('अवकाश प्रबंधन: अवकाश स्वीकृत (CS101)');
  expect(neverChose!.text).toBe(chosenHindi!.text);
  expect(chosenEnglish!.subject).toBe('Leave Management: leave approved (CS101)');
  expect(chosenEnglish!.text).toBe(`${decided.text}\n`);
});
