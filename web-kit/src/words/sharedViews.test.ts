import { fieldMessages as say, messages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@leave/domain';
import type { ServerMessage } from '@leave/domain';
import { sayServerMessage as sayServer } from '@leave/ui/i18n';
import { englishByLibrary, isPlainMessage, strictWordsIn, wordsIn } from '@leave/ui/i18n/testing';
import { errorMessage } from '../apiStore';
import { LABELS } from '../password/changePasswordLabels';
import { changeSchema } from '../password/changePasswordRules';
import { sharedViewsHi } from './sharedViewsHi';
import { PASSWORD_RULE_WORDS } from './passwordRuleWords';
import { SHARED_VIEW_SERVER_CODES, SHARED_VIEW_VALUES, SHARED_VIEW_WORDS } from '../testing/sharedViewWords';
import { DEVICES_SERVER_CODES } from './devices';
import { DOCUMENTS_SERVER_CODES } from './documents';
import { PASSWORD_SERVER_CODES } from './password';

const english = englishByLibrary();
const values = SHARED_VIEW_VALUES;
const allWords = SHARED_VIEW_WORDS;
const hindi = strictWordsIn('hi-IN', sharedViewsHi);
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

const catalogue: Record<string, string> = sharedViewsHi;

it('words every message plainly in English, and in Hindi with the same placeholders and no English left', () => {
  expect(Object.keys(catalogue).sort()).toEqual(
    [...allWords.map((word) => word.id), ...SHARED_VIEW_SERVER_CODES].sort(),
  );
  for (const word of allWords) {
    expect(isPlainMessage(word.defaultMessage)).toBe(true);
    expect(placeholders(catalogue[word.id]!)).toEqual(placeholders(word.defaultMessage));
    expect(hindi.formatMessage(word, values)).not.toMatch(/[A-Za-z]/);
  }
});

it("keeps the form's labels the rules name in English, word for word", () => {
  expect(LABELS).toEqual({ current: 'Current Password', password: 'New Password', confirm: 'Confirm New Password' });
});

it("has a word for each message Change Password's rules give, whose English is the domain's text", () => {
  const ruleMessages = [
    say.required('Current Password'),
    say.tooLong('Current Password', PASSWORD_MAX_LENGTH),
    say.required('New Password'),
    say.tooShort('New Password', PASSWORD_MIN_LENGTH),
    say.tooLong('New Password', PASSWORD_MAX_LENGTH),
    say.oneCharacterRepeated('New Password'),
    say.passwordIsId('New Password', 'Username'),
    say.passwordsDiffer('Confirm New Password'),
  ].map((said) => said.message);
  expect([...PASSWORD_RULE_WORDS.keys()].sort()).toEqual([...ruleMessages].sort());
  for (const [domainText, { word, values: named = {} }] of PASSWORD_RULE_WORDS) {
    const given = Object.fromEntries(
      Object.entries(named).map(([key, value]) => [
        key,
        typeof value === 'object' ? english.formatMessage(value) : value,
      ]),
    );
    expect(english.formatMessage(word, given)).toBe(domainText);
  }
});

it('has a word for what the rules themselves say of a form filled wrongly', () => {
  const said = (value: Record<string, string>) => {
    const result = changeSchema(1001, true).safeParse({ current: '', password: '', confirm: '', otp: '', ...value });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };
  const messages = [
    ...said({}),
    ...said({ current: 'x'.repeat(PASSWORD_MAX_LENGTH + 1), password: 'short' }),
    ...said({ password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) }),
    ...said({ password: 'aaaaaaaaa', confirm: 'b' }),
    ...said({ password: '1001' }),
  ];
  expect(messages.length).toBeGreaterThan(6);
  for (const message of messages) expect(PASSWORD_RULE_WORDS.has(message)).toBe(true);
});

/** The server's messages said in Hindi by their code: its placeholders among the message's params, no English left. */
function expectSaidInHindi(said: ServerMessage[], codes: readonly string[]) {
  expect(said.map(({ code }) => code)).toEqual([...codes]);
  const hindiWords = wordsIn('hi-IN', 'en-IN', sharedViewsHi);
  for (const one of said) {
    // A field's wire name (new_passwd) is data the Hindi leaves out.
    expect(Object.keys(one.params)).toEqual(expect.arrayContaining(placeholders(catalogue[one.code]!)));
    const text = errorMessage({ status: 400, data: one }, undefined, hindiWords);
    expect(text).not.toBe(one.message);
    expect(text).not.toMatch(/[A-Za-z]/);
    // In English, the server's words exactly.
    expect(errorMessage({ status: 400, data: one }, undefined, englishByLibrary())).toBe(one.message);
  }
}

it("says Change Password's answer and refusals in Hindi from their code", () => {
  expectSaidInHindi(
    [
      messages.passwordChanged,
      messages.invalidCredentials,
      messages.tooManySignIns(900, 15),
      messages.tooManyRequests(30),
      messages.accountDeactivated,
      messages.mustChangePassword,
      messages.secondFactorNeeded,
      messages.secondFactorWrong,
      messages.samePassword('new_passwd'),
      say.commonPassword('new_passwd'),
    ],
    PASSWORD_SERVER_CODES,
  );
});

it("says Signed-in Devices' answers and refusal in Hindi from their code", () => {
  expectSaidInHindi(
    [messages.deviceSignedOut('फ़ोन'), messages.signedOutEverywhere(2), messages.noSuchDevice],
    DEVICES_SERVER_CODES,
  );
  const hindiWords = wordsIn('hi-IN', 'en-IN', sharedViewsHi);
  expect(errorMessage({ status: 400, data: messages.signedOutEverywhere(1) }, undefined, hindiWords)).toBe(
    'हर उपकरण पर साइन आउट हो गया (1 सत्र समाप्त हुआ)।',
  );
});

it("says an attachment's answer and refusals in Hindi from their code", () => {
  expectSaidInHindi(
    [
      messages.documentsAttached(3),
      messages.noFileSent,
      messages.fileTooBig,
      messages.fileEmpty('खाली'),
      messages.fileTypeNotAllowed('नोट्स'),
      messages.fileTypeMismatch('फ़ोटो', 'a PNG image'),
      messages.tooManyFiles(5),
      messages.tooManyDocuments(10),
      messages.tooManyFormFields(10),
      messages.uploadCutShort,
      messages.uploadMalformed,
      messages.uploadNoBoundary,
      messages.sendFiles,
      messages.onlyOwnRequestDocuments,
      messages.requestClosedToDocuments,
      messages.requestPastDocumentWindow('2026-11-02'),
      messages.noRequest(7),
      messages.bodyTooLarge,
    ],
    DOCUMENTS_SERVER_CODES,
  );
  const hindiWords = wordsIn('hi-IN', 'en-IN', sharedViewsHi);
  expect(sayServer(hindiWords, messages.documentsAttached(1))).toBe('1 दस्तावेज़ संलग्न किया गया');
  expect(sayServer(hindiWords, messages.documentsAttached(3))).toBe('3 दस्तावेज़ संलग्न किए गए');
});
