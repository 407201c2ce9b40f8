import { dateFormatFor, DEFAULT_SCHOOL_LOCALE } from '@leave/domain';
import type { DateFormat } from '@leave/domain';
import { languageInfo, SOURCE_LANGUAGE, useLanguage } from '@leave/ui';
import { REFRESH_AFTER_SECONDS, schoolTodayApi } from './schoolTodayApi';

/**
 * The one way the screens write a date or a time (beyond the seed's two formats): in the
 * school's locale and time zone, as the session call says them. Until that answer is in (or from
 * an older backend without them), en-GB in the browser's time zone stands in. In a language other
 * than English, the dates are that language's (its locale, `hi-IN`), in the school's time zone.
 */
export function useDateFormat(): DateFormat {
  const { data } = schoolTodayApi.useGetSchoolTodayQuery(undefined, {
    refetchOnMountOrArgChange: REFRESH_AFTER_SECONDS,
  });
  const language = useLanguage();
  return dateFormatFor({
    locale: language === SOURCE_LANGUAGE ? (data?.locale ?? DEFAULT_SCHOOL_LOCALE) : languageInfo(language).locale,
    timeZone: data?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
}
