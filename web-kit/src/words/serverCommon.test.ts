/**
 * The refusals any signed-in view can be answered with, said in Hindi by their codes
 * (`COMMON_SERVER_CODES`, `serverCommonHi`), and in English exactly as the server sent them.
 */
import { messages, uiMessages } from '@leave/domain';
import { englishByLibrary, wordsIn } from '@leave/ui/i18n/testing';
import { errorMessage } from '../apiStore';
import { COMMON_SERVER_CODES } from './serverCommon';
import { serverCommonHi } from './serverCommonHi';

const hindi = wordsIn('hi-IN', 'en-IN', serverCommonHi);
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]);

/** One of each, as the server says it. */
const said = [
  messages.signInToContinue,
  messages.tooManySignedInRequests(12),
  messages.onlyOwnData,
  messages.invalidRequest,
  messages.invalidJson,
  messages.emptyBody,
  messages.bodyNotObject,
  messages.sendJson,
  messages.foreignPage,
  messages.serverError,
  messages.databaseUnavailable,
  messages.cannotStore,
  messages.noRoute('GET', '/nowhere'),
];

it('says each in Hindi from its code and params, with no English left but the data', () => {
  expect(said.map(({ code }) => code)).toEqual([...COMMON_SERVER_CODES]);
  const catalogue: Record<string, string> = serverCommonHi;
  for (const one of said) {
    expect(Object.keys(one.params)).toEqual(expect.arrayContaining(placeholders(catalogue[one.code]!)));
    const text = errorMessage({ status: 400, data: one }, undefined, hindi);
    expect(text.replace('GET /nowhere', '')).not.toMatch(/[A-Za-z]/);
    expect(errorMessage({ status: 400, data: one }, undefined, englishByLibrary())).toBe(one.message);
  }
  expect(errorMessage({ status: 404, data: messages.noRoute('GET', '/nowhere') }, undefined, hindi)).toBe(
    'GET /nowhere मौजूद नहीं है',
  );
  expect(errorMessage({ status: 429, data: messages.tooManySignedInRequests(12) }, undefined, hindi)).toBe(
    'आपके सत्र से बहुत अधिक अनुरोध। 12 सेकंड बाद फिर से प्रयास करें।',
  );
});

it('says a call with no answer (no connection, or too slow) in Hindi, and in English as the page always did', () => {
  const noConnection = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
  const tooSlow = { status: 'TIMEOUT_ERROR', error: 'AbortError: The operation was aborted' };
  expect(errorMessage(noConnection, undefined, hindi)).toBe(
    'सर्वर से संपर्क नहीं हो पा रहा है। अपना कनेक्शन जाँचें और फिर से प्रयास करें।',
  );
  expect(errorMessage(tooSlow, undefined, hindi)).toBe('सर्वर ने उत्तर देने में बहुत देर की। कृपया फिर से प्रयास करें।');
  expect(errorMessage(noConnection, undefined, englishByLibrary())).toBe(uiMessages.cannotReachServer);
  expect(errorMessage(tooSlow, undefined, englishByLibrary())).toBe(uiMessages.serverTooSlow);
  expect(errorMessage(noConnection)).toBe('Cannot reach the server. Check your connection and try again.');
});
