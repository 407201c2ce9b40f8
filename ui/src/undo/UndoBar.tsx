import { useEffect, useRef } from 'react';
import { styled } from '@leave/ui/styled';
import { Button, theme } from '@leave/ui';
import type { WaitingAction } from './useUndoable';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 10px;
  margin: 8px 0 0;
  padding: 6px 10px;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.color.border};
  border-inline-start: 6px solid ${theme.color.primary};
  background: ${theme.color.surface};
  white-space: normal;
`;

interface UndoBarProps {
  action: WaitingAction;
  onUndo: () => void;
  /** The Undo button's name out of context: "Undo approving leave of Asha on 03/11/2026". */
  undoLabel: string;
  /** Takes the focus to Undo when shown (the button that was pressed is disabled now). */
  focusOnShow?: boolean;
  /** Its words in the language in use (English unless given): Undo, "Sending in 3 s". */
  words?: { undo: string; sendingIn: (seconds: number) => string };
}

/**
 * An action waiting to be sent, in place of where it was asked for: what it will do, the seconds
 * left, and Undo. It stands beside the pressed button, not on it, so a double click cannot undo.
 */
export function UndoBar({ action, onUndo, undoLabel, focusOnShow, words }: UndoBarProps) {
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnShow) undo.current?.focus();
  }, [focusOnShow]);
  return (
    <Bar role="status">
      <span>
        {action.message}. {/* Shown, not said each second: the message is announced once. */}
        <span aria-hidden="true">
          {words ? words.sendingIn(action.secondsLeft) : `Sending in ${action.secondsLeft} s`}
        </span>
      </span>
      <Button ref={undo} type="button" $variant="secondary" aria-label={undoLabel} onClick={onUndo}>
        {/* eslint-disable-next-line i18next/no-literal-string -- ui's English default, for a caller that passes no words */}
        {words?.undo ?? 'Undo'}
      </Button>
    </Bar>
  );
}
