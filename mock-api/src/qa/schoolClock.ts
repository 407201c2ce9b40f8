import { z } from 'zod';
import { schoolTodayOf } from '@leave/config';
import type { IsoDate } from '@leave/contract';
import { isoDate } from '@leave/domain';
import type { ServiceSettings } from '@leave/service';

export const clockSchema = z.object({ today: isoDate('today') });

/**
 * The school's today as QA fixes it. Every date rule reads `settings.fixedToday` on each call,
 * so setting it here moves them all at once; clearing it goes back to what the mock started
 * with (SCHOOL_TODAY, or the real date). `kept` is the today QA had fixed before a restart
 * (qaState.ts): the data was dated around it, so it holds again.
 */
export function schoolClock(settings: ServiceSettings, kept?: IsoDate) {
  const atStart = settings.fixedToday;
  let fixedByQa = kept;
  if (kept !== undefined) settings.fixedToday = kept;
  const now = () => ({ today: schoolTodayOf(settings), fixed: settings.fixedToday !== undefined });
  const clock = {
    now,
    /** The today QA fixed, if it did: what is kept beside the data file. */
    fixedByQa: () => fixedByQa,
    /** Called after each change, to keep it. */
    onChange: () => {},
    set(today: IsoDate) {
      settings.fixedToday = fixedByQa = today;
      clock.onChange();
      return now();
    },
    clear() {
      settings.fixedToday = atStart;
      fixedByQa = undefined;
      clock.onChange();
      return now();
    },
  };
  return clock;
}

export type SchoolClock = ReturnType<typeof schoolClock>;
