import { Notice } from '@leave/ui';
import { errorMessage } from '@leave/web-kit';

/** What a form's last submission came to, in the server's words. */
export interface Outcome {
  ok: boolean;
  message: string;
}

/** A mutation's result as an outcome: its message, or why it failed (`fallback` if the server said nothing). */
export const outcomeOf = (result: { data: { message: string } } | { error: unknown }, fallback?: string): Outcome =>
  'error' in result
    ? { ok: false, message: errorMessage(result.error, fallback) }
    : { ok: true, message: result.data.message };

/** The result of a submission, taking the focus so it is read out; dismissible. */
export function OutcomeNotice({ outcome, onDismiss }: { outcome: Outcome | null; onDismiss: () => void }) {
  if (!outcome) return null;
  return (
    <Notice key={outcome.message} tone={outcome.ok ? 'success' : 'error'} onDismiss={onDismiss} focusOnShow>
      {outcome.message}
    </Notice>
  );
}
