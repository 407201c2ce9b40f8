import { styled } from '@leave/ui/styled';
import type { CourseStanding } from '@leave/contract';
import { theme } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { Words } from '@leave/ui/i18n';
import { words } from '../words/words';

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

/** "3 lectures", in the language in use. */
const lectures = (say: Words['formatMessage'], count: number) =>
  say(count === 1 ? words.lecture : words.lectures, { count });

/** How the course stands, in words (colour is never the only signal). */
function riskWords(standing: CourseStanding) {
  if (standing.risk === 'danger') return words.overLimit;
  if (standing.risk === 'warning') return standing.can_still_miss === 0 ? words.limitReached : words.closeToLimit;
  return null;
}

/** "Attended 38 of 42 lectures held, 90%." (and the absences without leave), once a lecture is held. */
function attendanceWords(say: Words['formatMessage'], { attendance }: CourseStanding): string | null {
  if (attendance.held === 0) return null;
  const attended = say(words.attended, {
    attended: attendance.attended,
    held: lectures(say, attendance.held),
    percentage: attendance.percentage,
  });
  return attendance.absent > 0
    ? `${attended} ${say(words.absentWithLectures, { lectures: lectures(say, attendance.absent) })}`
    : attended;
}

/**
 * A course's lectures missed as a bar against its limit (leave, and absences as the school's rules
 * count them), with how many more the student can still miss and their attendance so far.
 */
export function Standing({ standing, label }: { standing: CourseStanding; label: string }) {
  const missedShare = standing.total_lectures > 0 ? (standing.missed * 100) / standing.total_lectures : 0;
  const share = Math.min(100, (missedShare / standing.leave_limit) * 100);
  const say = useIntl().formatMessage;
  const attended = attendanceWords(say, standing);
  const risk = riskWords(standing);
  return (
    <div aria-label={label} role="group">
      <Track aria-hidden="true">
        <Fill $share={share} $risk={standing.risk} />
      </Track>
      <Words $risk={standing.risk}>
        {say(words.ofLimit, { percentage: standing.leave_percentage, limit: standing.leave_limit })}{' '}
        {risk ? <strong>{say(risk)}</strong> : null}{' '}
        {say(words.canStillMiss, { lectures: lectures(say, standing.can_still_miss) })}
        {standing.pending_days > 0 ? ` ${say(words.pending, { lectures: lectures(say, standing.pending_days) })}` : ''}
      </Words>
      {attended && <Words $risk="ok">{attended}</Words>}
    </div>
  );
}
