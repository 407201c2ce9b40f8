import type { LeaveRequestResponse } from '@leave/contract';
import { Notice } from '@leave/ui';

/** What a request of several days or courses did: how many applied, each refusal and why. */
export function RequestOutcome({ outcome, onDismiss }: { outcome: LeaveRequestResponse; onDismiss: () => void }) {
  const tone = outcome.applied.length === 0 ? 'error' : outcome.refused.length ? 'info' : 'success';
  return (
    <Notice tone={tone} onDismiss={onDismiss} focusOnShow>
      <strong>{outcome.message}.</strong>
      {outcome.refused.length > 0 && (
        <>
          {' '}
          Not applied:
          <ul>
            {outcome.refused.map((refused) => (
              <li key={`${refused.leave_date}-${refused.course_code}`}>
                {refused.leave_date} {refused.course_code}: {refused.message}
              </li>
            ))}
          </ul>
        </>
      )}
      {outcome.skipped_weekends.length > 0 && <> Weekends left out: {outcome.skipped_weekends.join(', ')}.</>}
    </Notice>
  );
}
