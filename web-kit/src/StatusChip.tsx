import { styled } from '@leave/ui/styled';
import type { ReactNode } from 'react';
import type { AttendanceRisk, LeaveStatus } from '@leave/contract';
import { theme } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { statusIn } from './words/status';

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
  return <Chip $status={status}>{statusIn(useIntl(), status)}</Chip>;
}

/** A risk's fill and text, as the bars and the calendar colour it: over red, near yellow, fine outlined. */
const RISK_TONES: Record<AttendanceRisk, { background: string; color: string; border: string }> = {
  danger: TONES.rejected,
  warning: TONES.pending,
  ok: { background: theme.color.surface, color: theme.color.text, border: theme.color.accepted },
};

const Risk = styled.span<{ $risk: AttendanceRisk }>`
  display: inline-block;
  padding: 0 10px;
  border-radius: 999px;
  font-weight: 600;
  line-height: 1.6;
  background: ${({ $risk }) => RISK_TONES[$risk].background};
  color: ${({ $risk }) => RISK_TONES[$risk].color};
  border: 1px solid ${({ $risk }) => RISK_TONES[$risk].border};
  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;

/** A student's standing in a course as a chip: the words given, on the colour of the risk. */
export function RiskChip({ risk, children }: { risk: AttendanceRisk; children: ReactNode }) {
  return <Risk $risk={risk}>{children}</Risk>;
}
