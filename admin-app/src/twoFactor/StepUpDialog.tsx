import { useEffect, useId, useRef } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { Button, Notice, TextField, theme } from '@leave/ui';
import { styled } from '@leave/ui/styled';
import { useSchemaForm } from '@leave/web-kit';
import { useIntl } from '@leave/ui/i18n';
import { stepUpWords as words } from '../words/stepUp';
import { sayingRules, useRuleWords } from '../words/useRuleWords';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: ${theme.color.scrim};
`;

const Panel = styled.div`
  width: 100%;
  max-width: 400px;
  padding: 20px;
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  h2 {
    margin: 0 0 12px;
    font-size: 1.15rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

interface StepUpDialogProps {
  /** What the server said: why a code is asked for. */
  message: string;
  /** The last code's refusal (wrong or used), shown under the field. */
  error?: string;
  busy: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

/**
 * Asks for a current authenticator code before a dangerous action. Modal: the focus goes to the
 * code field, Tab stays inside, Escape or Cancel closes it (the caller puts the focus back).
 */
export function StepUpDialog({ message, error, busy, onSubmit, onCancel }: StepUpDialogProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const form = useSchemaForm({ code: '' }, () => import('./twoFactorRules'));
  const { validate } = form;
  const codeField = sayingRules(form.field, useRuleWords())('code');
  const say = useIntl().formatMessage;
  const input = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await validate((rules) => rules.codeSchema);
    if (checked) onSubmit(checked.code);
  };

  const keepFocusInside = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return onCancel();
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>('input, button:not([disabled])')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <Backdrop>
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-why`}
        onKeyDown={keepFocusInside}
      >
        <h2 id={`${id}-title`}>{say(words.title)}</h2>
        <p id={`${id}-why`}>{message}</p>
        <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
          <TextField
            label={say(words.code)}
            hint={say(words.codeHint)}
            autoComplete="one-time-code"
            {...codeField}
            error={codeField.error ?? error}
            ref={(element: HTMLInputElement | null) => {
              codeField.ref(element);
              input.current = element;
            }}
          />
          {busy && <Notice tone="info">{say(words.checking)}</Notice>}
          <Actions>
            <Button type="submit" disabled={busy}>
              {say(words.confirm)}
            </Button>
            <Button type="button" $variant="secondary" onClick={onCancel}>
              {say(words.cancel)}
            </Button>
          </Actions>
        </form>
      </Panel>
    </Backdrop>
  );
}
