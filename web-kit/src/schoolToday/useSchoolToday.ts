import { toIsoDate } from '@leave/contract';
import type { IsoDate } from '@leave/contract';
import { REFRESH_AFTER_SECONDS, schoolTodayApi } from './schoolTodayApi';

/**
 * The school's today as the server says it, and whether that answer is in. Until it is, or if
 * the server gives none (an older backend, a failed call), the browser's today stands in.
 */
export function useSchoolTodayStatus(): { today: IsoDate; known: boolean } {
  const { data, isLoading } = schoolTodayApi.useGetSchoolTodayQuery(undefined, {
    refetchOnMountOrArgChange: REFRESH_AFTER_SECONDS,
  });
  return { today: data?.today ?? toIsoDate(new Date()), known: !isLoading };
}

/** The school's today (the browser's until the server's is in): see useSchoolTodayStatus. */
export function useSchoolToday(): IsoDate {
  return useSchoolTodayStatus().today;
}
