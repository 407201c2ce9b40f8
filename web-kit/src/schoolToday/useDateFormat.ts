import { dateFormatFor, DEFAULT_SCHOOL_LOCALE } from '@leave/domain';
import type { DateFormat } from '@leave/domain';
import { REFRESH_AFTER_SECONDS, schoolTodayApi } from './schoolTodayApi';

/**
 * The one way the screens write a date or a time (beyond the seed's two formats): in the
 * school's locale and time zone, as the session call says them. Until that answer is in (or from
 * an older backend without them), en-GB in the browser's time zone stands in.
 */
export function useDateFormat(): DateFormat {
  const { data } = schoolTodayApi.useGetSchoolTodayQuery(undefined, {
    refetchOnMountOrArgChange: REFRESH_AFTER_SECONDS,
  });
  return dateFormatFor({
    locale: data?.locale ?? DEFAULT_SCHOOL_LOCALE,
    timeZone: data?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
}
