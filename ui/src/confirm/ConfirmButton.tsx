import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { styled } from '@leave/ui/styled';
import { Button } from '@leave/ui';

const Question = styled.div`
  p {
    margin: 0 0 8px;
  }
  button + button {
    margin-inline-start: 8px;
  }
`;

interface ConfirmButtonProps {
  /** The button's words: "Reset Password". */
  children: ReactNode;
  /** Its name out of context, when the words are not enough: "Remove Diya Patel from CS101". */
  'aria-label'?: string;
  $variant?: 'primary' | 'secondary' | 'danger';
  disabled?: boolean;
  /** What it asks, in full: "Reset the password of Diya Patel? ...". */
  question: ReactNode;
  /** The group's name, short: "Reset the password of Diya Patel?". */
  questionLabel: string;
  /** The button that does it: "Reset password". */
  confirmLabel: string;
  /** The button that asks no more, in the view's language: "Keep" when none is given. */
  keepLabel?: string;
  onConfirm: () => void;
}

/**
 * A button for what cannot be taken back: pressed, it asks first, in place (a question, the
 * action, and Keep, which has the focus, so a second Enter or click does nothing it should not);
 * Keep gives the focus back to the button.
 */
export function ConfirmButton({
  children,
  'aria-label': ariaLabel,
  $variant = 'primary',
  disabled,
  question,
  questionLabel,
  confirmLabel,
  keepLabel = 'Keep',
  onConfirm,
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  const questionId = useId();

  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (returning.current) {
      returning.current = false;
      button.current?.focus();
    }
  }, [asking]);

  if (!asking) {
    return (
      <Button
        ref={button}
        type="button"
        $variant={$variant}
        aria-label={ariaLabel}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {children}
      </Button>
    );
  }
  return (
    <Question role="group" aria-label={questionLabel} aria-describedby={questionId}>
      <p id={questionId}>{question}</p>
      <Button
        type="button"
        $variant="danger"
        disabled={disabled}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </Button>
      <Button
        ref={keep}
        type="button"
        $variant="secondary"
        onClick={() => {
          returning.current = true;
          setAsking(false);
        }}
      >
        {keepLabel}
      </Button>
    </Question>
  );
}
