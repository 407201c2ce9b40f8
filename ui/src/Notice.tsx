import styled from 'styled-components';
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
}

/** A non-blocking message. Errors are announced as alerts, the rest as status. */
export function Notice({ tone, children, onDismiss }: NoticeProps) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <span>{children}</span>
      {onDismiss && (
        <Dismiss type="button" aria-label="Dismiss message" onClick={onDismiss}>
          ×
        </Dismiss>
      )}
    </Box>
  );
}
