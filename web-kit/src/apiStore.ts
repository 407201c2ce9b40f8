import { configureStore } from '@leave/web-kit/state';
import type { ApiExtra } from './apiBaseQuery';
import type { Middleware, Reducer } from '@leave/web-kit/state';
import { uiMessages } from '@leave/domain';
import { sayServerMessage } from '@leave/ui/i18n';
import type { ServerSaid, Words } from '@leave/ui/i18n';
import type { NoAnswerCode } from './words/serverCommon';
export { apiBaseQuery } from './apiBaseQuery';
export type { ApiExtra } from './apiBaseQuery';

/** The parts of an RTK Query api a store needs. */
export interface StoreableApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

/**
 * A store holding a remote's RTK Query api and any it shares with the other remotes
 * (signedInStore.ts), bound to an API host. One per mounted remote.
 */
export function createApiStore(
  api: StoreableApi,
  apiHost: string,
  onUnauthorized?: () => void,
  alongside: readonly StoreableApi[] = [],
) {
  const apis = [api, ...alongside];
  return configureStore({
    reducer: Object.fromEntries(apis.map((one) => [one.reducerPath, one.reducer])),
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { apiHost, onUnauthorized } satisfies ApiExtra } }).concat(
        apis.map((one) => one.middleware),
      ),
  });
}

/**
 * The message to show a person for a failed call: the server's own words where it gave some, in
 * the language of `words` when its catalogue has the refusal's code (else the server's English);
 * with no answer at all, the page's own words, in that language too.
 */
export function errorMessage(error: unknown, fallback: string = uiMessages.somethingWentWrong, words?: Words): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string') {
    const said = data as ServerSaid;
    return words ? sayServerMessage(words, said) : said.message;
  }
  if (status === 'FETCH_ERROR') return noAnswer('page.cannotReachServer', uiMessages.cannotReachServer, words);
  if (status === 'TIMEOUT_ERROR') return noAnswer('page.serverTooSlow', uiMessages.serverTooSlow, words);
  return fallback;
}

/** A call with no answer, said as a refusal is (`NO_ANSWER_CODES` in words/serverCommon.ts). */
const noAnswer = (code: NoAnswerCode, message: string, words?: Words) =>
  words ? sayServerMessage(words, { code, params: {}, message }) : message;

/** The field a failed call's answer names (`{message, field}`), if it names one. */
export function errorField(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { data } = error as { data?: unknown };
  if (typeof data !== 'object' || data === null) return undefined;
  const { field } = data as { field?: unknown };
  return typeof field === 'string' ? field : undefined;
}
