import { createApi } from '@leave/web-kit/state';
import type { IsoDate, SessionAnswer } from '@leave/contract';
import { apiBaseQuery } from '../apiBaseQuery';

/**
 * The school's today, from the session call: the server's date rules read it (a QA clock or
 * SCHOOL_TODAY can fix it), so the screens date things by it rather than by the browser's clock.
 */
export const schoolTodayApi = createApi({
  reducerPath: 'schoolTodayApi',
  baseQuery: apiBaseQuery,
  endpoints: (build) => ({
    getSchoolToday: build.query<IsoDate | null, void>({
      query: () => ({ url: '/session' }),
      // 204 (nobody signed in) has no body: no today from the server.
      transformResponse: (answer: SessionAnswer | null) => answer?.today ?? null,
    }),
  }),
});
