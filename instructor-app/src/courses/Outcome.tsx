import { Notice } from '@leave/ui';
import { sayServerMessage } from '@leave/ui/i18n';
import type { ServerSaid, Words } from '@leave/ui/i18n';
import { errorMessage } from '@leave/web-kit';

/** What an action came to, in the server's words. */
export interface Outcome {
  ok: boolean;
  message: string;
}

/** The answer or refusal in the language in use when its code is in the view's catalogue, else in the server's English. */
export const outcomeOf = (intl: Words, result: { data: ServerSaid } | { error: unknown }): Outcome =>
  'error' in result
    ? { ok: false, message: errorMessage(result.error, undefined, intl) }
    : { ok: true, message: sayServerMessage(intl, result.data) };

/** The result of an action, taking the focus so that it is read out and the keyboard goes on from there. */
export function OutcomeNotice({ outcome, onDismiss }: { outcome: Outcome | null; onDismiss: () => void }) {
  if (!outcome) return null;
  return (
    <Notice key={outcome.message} tone={outcome.ok ? 'success' : 'error'} onDismiss={onDismiss} focusOnShow>
      {outcome.message}
    </Notice>
  );
}
