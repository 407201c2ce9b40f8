import { createApi } from '@leave/web-kit/state';
import type { IsoDate, SessionAnswer } from '@leave/contract';
import { apiBaseQuery } from '../apiBaseQuery';

/** What the screens take from the session call about the school: its today, locale and time zone. */
export interface SchoolCalendar {
  today: IsoDate;
  /** Absent from an older backend's answer: the screens then write dates in the default locale. */
  locale?: string;
  time_zone?: string;
}

/**
 * The school's today, from the session call: the server's date rules read it (a QA clock or
 * SCHOOL_TODAY can fix it), so the screens date things by it rather than by the browser's clock.
 * With it come the school's locale and time zone, which every screen writes dates and times in.
 */
export const schoolTodayApi = createApi({
  reducerPath: 'schoolTodayApi',
  baseQuery: apiBaseQuery,
  endpoints: (build) => ({
    getSchoolToday: build.query<SchoolCalendar | null, void>({
      query: () => ({ url: '/session' }),
      // 204 (nobody signed in) has no body: no today from the server.
      transformResponse: (answer: SessionAnswer | null) =>
        answer ? { today: answer.today, locale: answer.locale, time_zone: answer.time_zone } : null,
    }),
  }),
});

/** Asked again by a view opened this long after the last answer, so a tab left open overnight moves on. */
export const REFRESH_AFTER_SECONDS = 600;
