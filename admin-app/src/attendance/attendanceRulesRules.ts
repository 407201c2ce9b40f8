import { z } from 'zod';
import { CORRECTION_WINDOW_RANGE } from '@leave/contract';
import { input } from '@leave/domain';

/** The attendance rules as the form holds them, on the domain's field rules. */
export const attendanceRulesSchema = z.object({
  correction_window_days: input.wholeNumber(
    'Correction window (days)',
    CORRECTION_WINDOW_RANGE.min,
    CORRECTION_WINDOW_RANGE.max,
  ),
  lates_per_absence: z.string(),
  absence_counts: z.string(),
});
