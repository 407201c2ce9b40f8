import { configureStore } from '@reduxjs/toolkit';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Middleware, Reducer } from '@reduxjs/toolkit';
import { uiMessages } from '@leave/domain';

/** What every remote's store carries so its endpoints know which host to call. */
export interface ApiExtra {
  apiHost: string;
  /** Called when the server answers 401: the session has ended (expired, or signed out elsewhere). */
  onUnauthorized?: () => void;
}

/** RTK Query base query for the one backend host, read from the store's thunk extra argument. */
export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const { apiHost, onUnauthorized } = api.extra as ApiExtra;
  const result = await fetchBaseQuery({ baseUrl: apiHost, credentials: 'include' })(args, api, extraOptions);
  const url = typeof args === 'string' ? args : args.url;
  // A 401 from sign-in means wrong credentials; anywhere else it means the session is gone.
  if (result.error?.status === 401 && url !== '/userVerify') onUnauthorized?.();
  return result;
};

/** The parts of an RTK Query api a store needs. */
export interface StoreableApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

/** A store holding one RTK Query api, bound to an API host. One per mounted remote. */
export function createApiStore(api: StoreableApi, apiHost: string, onUnauthorized?: () => void) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { apiHost, onUnauthorized } satisfies ApiExtra } }).concat(api.middleware),
  });
}

/** The message to show a person for a failed call: the server's own words where it gave some. */
export function errorMessage(error: unknown, fallback: string = uiMessages.somethingWentWrong): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  if (status === 'FETCH_ERROR') return uiMessages.cannotReachServer;
  if (status === 'TIMEOUT_ERROR') return uiMessages.serverTooSlow;
  return fallback;
}
