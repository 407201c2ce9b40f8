import { Notice } from '@leave/ui';
import { errorMessage } from '@leave/web-kit';

/** What an action came to, in the server's words. */
export interface Outcome {
  ok: boolean;
  message: string;
}

export const outcomeOf = (result: { data: { message: string } } | { error: unknown }): Outcome =>
  'error' in result ? { ok: false, message: errorMessage(result.error) } : { ok: true, message: result.data.message };

/** The result of an action, taking the focus so that it is read out and the keyboard goes on from there. */
export function OutcomeNotice({ outcome, onDismiss }: { outcome: Outcome | null; onDismiss: () => void }) {
  if (!outcome) return null;
  return (
    <Notice key={outcome.message} tone={outcome.ok ? 'success' : 'error'} onDismiss={onDismiss} focusOnShow>
      {outcome.message}
    </Notice>
  );
}
