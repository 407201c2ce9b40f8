import { z } from 'zod';
import { schoolTodayOf } from '@leave/config';
import type { IsoDate } from '@leave/contract';
import { isoDate } from '@leave/domain';
import type { ServiceSettings } from '@leave/service';

export const clockSchema = z.object({ today: isoDate('today') });

/**
 * The school's today as QA fixes it. Every date rule reads `settings.fixedToday` on each call,
 * so setting it here moves them all at once; clearing it goes back to what the mock started
 * with (SCHOOL_TODAY, or the real date).
 */
export function schoolClock(settings: ServiceSettings) {
  const atStart = settings.fixedToday;
  const now = () => ({ today: schoolTodayOf(settings), fixed: settings.fixedToday !== undefined });
  return {
    now,
    set(today: IsoDate) {
      settings.fixedToday = today;
      return now();
    },
    clear() {
      settings.fixedToday = atStart;
      return now();
    },
  };
}

export type SchoolClock = ReturnType<typeof schoolClock>;
