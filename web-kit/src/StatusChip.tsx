import { styled } from '@leave/ui/styled';
import type { LeaveStatus } from '@leave/contract';
import { theme } from '@leave/ui';

/** Each status's fill and text: the calendar's colours, and a quiet outline for the ended ones. */
const TONES: Record<LeaveStatus, { background: string; color: string; border: string }> = {
  pending: { background: theme.color.pending, color: theme.color.onPending, border: theme.color.pending },
  accepted: { background: theme.color.accepted, color: theme.color.onAccepted, border: theme.color.accepted },
  rejected: { background: theme.color.rejected, color: theme.color.onRejected, border: theme.color.rejected },
  withdrawn: { background: theme.color.background, color: theme.color.text, border: theme.color.border },
  cancelled: { background: theme.color.background, color: theme.color.text, border: theme.color.border },
};

const Chip = styled.span<{ $status: LeaveStatus }>`
  display: inline-block;
  padding: 0 10px;
  border-radius: 999px;
  font-weight: 600;
  line-height: 1.6;
  background: ${({ $status }) => TONES[$status].background};
  color: ${({ $status }) => TONES[$status].color};
  border: 1px ${({ $status }) => (TONES[$status] === TONES.withdrawn ? 'dashed' : 'solid')}
    ${({ $status }) => TONES[$status].border};
  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;

/** A leave's status as a chip: its word (never colour alone) on the calendar's colour for it. */
export function StatusChip({ status }: { status: LeaveStatus }) {
  return <Chip $status={status}>{status}</Chip>;
}
