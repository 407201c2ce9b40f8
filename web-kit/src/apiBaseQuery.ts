import { fetchBaseQuery } from '@leave/web-kit/state';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@leave/web-kit/state';
import { fetchForChange, fetchTakingEarly } from './firstViews/earlyResponses';

/** What every remote's store carries so its endpoints know which host to call. */
export interface ApiExtra {
  apiHost: string;
  /** Called when the server answers 401: the session has ended (expired, or signed out elsewhere). */
  onUnauthorized?: () => void;
}

/**
 * RTK Query base query for the one backend host, read from the store's thunk extra argument. A
 * query's GET takes the answer the page started before the app's code arrived, if any; a change
 * forgets them all first (earlyResponses.ts).
 */
export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const { apiHost, onUnauthorized } = api.extra as ApiExtra;
  const fetchFn = api.type === 'mutation' ? fetchForChange : fetchTakingEarly;
  const result = await fetchBaseQuery({ baseUrl: apiHost, credentials: 'include', fetchFn })(args, api, extraOptions);
  const url = typeof args === 'string' ? args : args.url;
  // A 401 from sign-in means wrong credentials; anywhere else it means the session is gone.
  if (result.error?.status === 401 && url !== '/userVerify') onUnauthorized?.();
  return result;
};
