import { useEffect, useRef } from 'react';
import { styled } from '@leave/ui/styled';
import { theme } from './theme';
import { useUiWord } from './uiWords';

/**
 * What a notice says: `success` (done, as asked: approved, withdrawn, saved), `rejected` (done,
 * but a refusal of what someone asked: a rejection, a revoke; never green like an approval),
 * `error` (it did not happen), `info` (neither: undone, partly done).
 */
export type NoticeTone = 'error' | 'success' | 'rejected' | 'info';

const edges: Record<NoticeTone, { edge: string; surface: string }> = {
  error: { edge: theme.color.danger, surface: theme.color.dangerSurface },
  rejected: { edge: theme.color.rejected, surface: theme.color.surface },
  success: { edge: theme.color.success, surface: theme.color.successSurface },
  info: { edge: theme.color.primary, surface: theme.color.surface },
};

/**
 * Each tone has its colour on a thick leading edge, so that tones differ by more than a tint;
 * the words always say what happened, as colour alone may not be seen.
 */
const Box = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  justify-content: space-between;
  border-radius: ${theme.radius};
  padding: 10px 14px;
  margin: 8px 0;
  border: 1px solid ${({ $tone }) => ($tone === 'info' ? theme.color.border : edges[$tone].edge)};
  border-inline-start: 6px solid ${({ $tone }) => edges[$tone].edge};
  background: ${({ $tone }) => edges[$tone].surface};
`;

const Dismiss = styled.button`
  border: none;
  background: transparent;
  font-size: 1.1rem;
  line-height: 1;
  cursor: pointer;
`;

interface NoticeProps {
  tone: NoticeTone;
  children: React.ReactNode;
  onDismiss?: () => void;
  /**
   * Takes the focus when shown: for the result of what the user just did, so a keyboard user
   * goes on from there and a screen reader reads it. Give the notice a `key` per message.
   */
  focusOnShow?: boolean;
  /** Inside a `LiveRegion`, which announces it: the notice then has no role of its own. */
  quiet?: boolean;
}

/**
 * A polite live region that is on the page before any message arrives, so screen readers
 * announce what appears in it (a message inserted with its own region may go unheard).
 */
export const LiveRegion = styled.div.attrs({ role: 'status', 'aria-live': 'polite' })``;

/** A non-blocking message. Errors are announced as alerts, the rest as status. */
export function Notice({ tone, children, onDismiss, focusOnShow, quiet }: NoticeProps) {
  const box = useRef<HTMLDivElement>(null);
  const dismiss = useUiWord('dismiss');
  useEffect(() => {
    if (focusOnShow) box.current?.focus();
  }, [focusOnShow]);
  return (
    <Box
      ref={box}
      $tone={tone}
      data-tone={tone}
      role={quiet ? undefined : tone === 'error' ? 'alert' : 'status'}
      tabIndex={focusOnShow ? -1 : undefined}
    >
      <span>{children}</span>
      {onDismiss && (
        <Dismiss type="button" aria-label={dismiss} onClick={onDismiss}>
          ×
        </Dismiss>
      )}
    </Box>
  );
}
