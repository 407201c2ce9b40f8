import { useEffect, useRef } from 'react';
import { styled } from '@leave/ui/styled';
import { theme } from './theme';

type Tone = 'error' | 'success' | 'info';

const Box = styled.div<{ $tone: Tone }>`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  justify-content: space-between;
  border-radius: ${theme.radius};
  padding: 10px 14px;
  margin: 8px 0;
  border: 1px solid
    ${({ $tone }) => ($tone === 'error' ? theme.color.danger : $tone === 'success' ? theme.color.success : theme.color.border)};
  background: ${({ $tone }) =>
    $tone === 'error'
      ? theme.color.dangerSurface
      : $tone === 'success'
        ? theme.color.successSurface
        : theme.color.surface};
`;

const Dismiss = styled.button`
  border: none;
  background: transparent;
  font-size: 1.1rem;
  line-height: 1;
  cursor: pointer;
`;

interface NoticeProps {
  tone: Tone;
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
  useEffect(() => {
    if (focusOnShow) box.current?.focus();
  }, [focusOnShow]);
  return (
    <Box
      ref={box}
      $tone={tone}
      role={quiet ? undefined : tone === 'error' ? 'alert' : 'status'}
      tabIndex={focusOnShow ? -1 : undefined}
    >
      <span>{children}</span>
      {onDismiss && (
        <Dismiss type="button" aria-label="Dismiss message" onClick={onDismiss}>
          ×
        </Dismiss>
      )}
    </Box>
  );
}
