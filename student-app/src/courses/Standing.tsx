import { styled } from '@leave/ui/styled';
import type { CourseStanding } from '@leave/contract';
import { lectureCount } from '@leave/domain';
import { theme } from '@leave/ui';

const COLOUR = { ok: theme.color.accepted, warning: theme.color.warning, danger: theme.color.rejected } as const;

const Track = styled.div`
  height: 8px;
  border-radius: 4px;
  background: ${theme.color.background};
  border: 1px solid ${theme.color.border};
  overflow: hidden;
  margin: 4px 0;
`;

const Fill = styled.div<{ $share: number; $risk: keyof typeof COLOUR }>`
  width: ${({ $share }) => $share}%;
  height: 100%;
  background: ${({ $risk }) => COLOUR[$risk]};
`;

const Words = styled.p<{ $risk: keyof typeof COLOUR }>`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ $risk }) => ($risk === 'ok' ? theme.color.text : COLOUR[$risk])};
`;

/** How the course stands, in words (colour is never the only signal). */
export function riskWords(standing: CourseStanding): string | null {
  if (standing.risk === 'danger') return 'Over the limit';
  if (standing.risk === 'warning') return standing.can_still_miss === 0 ? 'Limit reached' : 'Close to the limit';
  return null;
}

/** "Attended 38 of 42 lectures held, 90%." (and the absences without leave), once a lecture is held. */
export function attendanceWords({ attendance }: CourseStanding): string | null {
  if (attendance.held === 0) return null;
  const absent = attendance.absent > 0 ? ` Absent without leave: ${lectureCount(attendance.absent)}.` : '';
  return `Attended ${attendance.attended} of ${lectureCount(attendance.held)} held, ${attendance.percentage}%.${absent}`;
}

/**
 * A course's lectures missed as a bar against its limit (leave, and absences as the school's rules
 * count them), with how many more the student can still miss and their attendance so far.
 */
export function Standing({ standing, label }: { standing: CourseStanding; label: string }) {
  const missedShare = standing.total_lectures > 0 ? (standing.missed * 100) / standing.total_lectures : 0;
  const share = Math.min(100, (missedShare / standing.leave_limit) * 100);
  const attended = attendanceWords(standing);
  const words = riskWords(standing);
  return (
    <div aria-label={label} role="group">
      <Track aria-hidden="true">
        <Fill $share={share} $risk={standing.risk} />
      </Track>
      <Words $risk={standing.risk}>
        {standing.leave_percentage}% of the {standing.leave_limit}% limit. {words ? <strong>{words}.</strong> : null}{' '}
        You can still miss {lectureCount(standing.can_still_miss)}.
        {standing.pending_days > 0 ? ` +${lectureCount(standing.pending_days)} pending.` : ''}
      </Words>
      {attended && <Words $risk="ok">{attended}</Words>}
    </div>
  );
}
