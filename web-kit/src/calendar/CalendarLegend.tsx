import { styled } from '@leave/ui/styled';
import type { LeaveStatus } from '@leave/contract';
import { theme } from '@leave/ui';
import { forcedColoursBorder } from './CalendarFrame';
import type { DayTone } from './CalendarFrame';

/** The leave statuses a calendar colours: withdrawn and cancelled leave frees its date. */
export type CalendarStatus = Extract<LeaveStatus, 'pending' | 'accepted' | 'rejected'>;

/**
 * Each status's colour on a calendar, with the text colour that reads on it (WCAG AA), and the
 * border that stands for it in forced-colours mode.
 */
export const STATUS_TONES: Record<CalendarStatus, DayTone> = {
  rejected: { background: theme.color.rejected, color: theme.color.onRejected, forcedColoursBorder: 'dotted' },
  accepted: { background: theme.color.accepted, color: theme.color.onAccepted, forcedColoursBorder: 'solid' },
  pending: { background: theme.color.pending, color: theme.color.onPending, forcedColoursBorder: 'dashed' },
};

/** The key below a month calendar: what each colour on its days means. */
export const CalendarLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  white-space: nowrap;
  list-style: none;
  padding: 0;
  margin: 8px 0 0;
`;

/** A legend entry's sample of its tone. */
export const Swatch = styled.span<{ $tone: Pick<DayTone, 'background' | 'forcedColoursBorder'> }>`
  display: inline-block;
  width: 14px;
  height: 14px;
  border-radius: 3px;
  margin-inline-end: 6px;
  vertical-align: middle;
  background: ${({ $tone }) => $tone.background};
  ${({ $tone }) => forcedColoursBorder($tone)}
`;
