import { Notice } from '@leave/ui';
import { sayServerMessage } from '@leave/ui/i18n';
import type { ServerSaid, Words } from '@leave/ui/i18n';
import { errorMessage } from '@leave/web-kit';

/** What a form's last submission came to, in the server's words. */
export interface Outcome {
  ok: boolean;
  message: string;
}

/**
 * A mutation's result as an outcome: its message, or why it failed (`fallback` if the server said
 * nothing). Given the language's words, a refusal is said by its code, and so is an answer whose
 * code the view knows (`said`: the answer carries its English only); in English, as the server said.
 */
export const outcomeOf = (
  result: { data: { message: string } } | { error: unknown },
  fallback?: string,
  words?: Words,
  said?: Omit<ServerSaid, 'message'>,
): Outcome =>
  'error' in result
    ? { ok: false, message: errorMessage(result.error, fallback, words) }
    : {
        ok: true,
        message:
          words && said ? sayServerMessage(words, { ...said, message: result.data.message }) : result.data.message,
      };

/** The result of a submission, taking the focus so it is read out; dismissible. */
export function OutcomeNotice({ outcome, onDismiss }: { outcome: Outcome | null; onDismiss: () => void }) {
  if (!outcome) return null;
  return (
    <Notice key={outcome.message} tone={outcome.ok ? 'success' : 'error'} onDismiss={onDismiss} focusOnShow>
      {outcome.message}
    </Notice>
  );
}
