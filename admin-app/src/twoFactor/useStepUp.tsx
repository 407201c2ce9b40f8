import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { OTP_FIELD } from '@leave/contract';
import { useIntl } from '@leave/ui/i18n';
import { errorField, errorMessage } from '@leave/web-kit';
import { StepUpDialog } from './StepUpDialog';

/** A mutation's result, as RTK Query answers it. */
type Result = { data?: unknown; error?: unknown };

/** The server's refusal of a dangerous action without a fresh code: 403 naming otp. */
const asksForCode = (result: Result) =>
  'error' in result && (result.error as { status?: unknown })?.status === 403 && errorField(result.error) === OTP_FIELD;

interface Asking {
  message: string;
  error?: string;
  busy: boolean;
}

/**
 * Runs a dangerous admin action (a password reset, a deactivation, an import) so that, when the
 * server asks for a fresh authenticator code, a dialog asks the admin for it and the action is
 * sent again with it, until it passes or the admin cancels. `confirmed(send)` calls `send` with
 * no code first and answers the last result; `dialog` is rendered by the view.
 */
export function useStepUp(): {
  confirmed: <R extends Result>(send: (otp?: string) => PromiseLike<R>) => Promise<R>;
  dialog: ReactNode;
} {
  const [asking, setAsking] = useState<Asking | null>(null);
  const answer = useRef<(code: string | null) => void>(() => {});
  // Why a code is asked for, and a wrong one's refusal, in the language in use (by their code).
  const intl = useIntl();

  const ask = (next: Asking) =>
    new Promise<string | null>((resolve) => {
      answer.current = resolve;
      setAsking(next);
    });

  const confirmed = async <R extends Result>(send: (otp?: string) => PromiseLike<R>): Promise<R> => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let result = await send();
    if (!asksForCode(result)) return result;
    const message = errorMessage(result.error, undefined, intl);
    let error: string | undefined;
    for (;;) {
      const code = await ask({ message, error, busy: false });
      if (code === null) break;
      setAsking({ message, error, busy: true });
      result = await send(code);
      if (!asksForCode(result)) break;
      error = errorMessage(result.error, undefined, intl);
    }
    setAsking(null);
    opener?.focus();
    return result;
  };

  const dialog = asking && (
    <StepUpDialog
      message={asking.message}
      error={asking.error}
      busy={asking.busy}
      onSubmit={(code) => answer.current(code)}
      onCancel={() => answer.current(null)}
    />
  );
  return { confirmed, dialog };
}
