import { useEffect, useRef } from 'react';

type Decision = 'accepted' | 'rejected';

/**
 * After an Undo, the focus goes back to the Approve or Reject button that was pressed once it can
 * be pressed again (`busy` false), without scrolling: the page stays where it is. `undone` is what
 * the Undo changed, so that the focus moves after it is drawn.
 */
export function useDecisionRefocus(busy: boolean, undone: unknown) {
  const refocus = useRef<Decision | null>(null);
  const approveButton = useRef<HTMLButtonElement>(null);
  const rejectButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!refocus.current || busy) return;
    (refocus.current === 'accepted' ? approveButton : rejectButton).current?.focus({ preventScroll: true });
    refocus.current = null;
  }, [busy, undone]);
  return {
    approveButton,
    rejectButton,
    refocusOn: (decision: Decision) => {
      refocus.current = decision;
    },
  };
}
