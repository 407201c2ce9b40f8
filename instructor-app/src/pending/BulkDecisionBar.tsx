import { useState } from 'react';
import { styled } from '@leave/ui/styled';
import type { PendingRequestRow } from '@leave/contract';
import { TEXT_MAX } from '@leave/domain';
import { Button, TextField } from '@leave/ui';
import { errorMessage } from '@leave/web-kit';
import { useDecideRequestMutation } from '../api/instructorApi';
import { whenOf } from './decisions';
import type { DecisionOutcome } from './decisions';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 12px;
  margin-bottom: 8px;
  > div {
    flex: 1 1 220px;
  }
  button {
    margin-bottom: 12px;
  }
`;

interface BulkDecisionBarProps {
  courseCode: string;
  selected: PendingRequestRow[];
  busy: boolean;
  /** Runs the decisions about the requests `ids` and reports what they came to. */
  track: (ids: number[], call: () => Promise<DecisionOutcome>) => void;
  onDecided: () => void;
}

/**
 * Approve or reject the selected requests, each as a whole and with one comment for all; each
 * request that could not be decided (withdrawn meanwhile, say) is reported with why.
 */
export function BulkDecisionBar({ courseCode, selected, busy, track, onDecided }: BulkDecisionBarProps) {
  const [decide] = useDecideRequestMutation();
  const [comment, setComment] = useState('');

  const run = (decision: 'accepted' | 'rejected') =>
    track(
      selected.map((request) => request.request_id),
      async () => {
        const note = comment.trim();
        const refused: string[] = [];
        // One after another: each is its own action on the server, with its own notice and audit.
        for (const request of selected) {
          const result = await decide({
            request_id: request.request_id,
            course_code: courseCode,
            decision,
            ...(note ? { comment: note } : {}),
          });
          if ('error' in result) {
            console.error(`Error: cannot decide request ${request.request_id} in ${courseCode}`, result.error);
            refused.push(`leave of ${request.user_id} ${whenOf(request)}: ${errorMessage(result.error)}`);
          }
        }
        setComment('');
        onDecided();
        const done = `${selected.length - refused.length} of ${selected.length} requests ${decision}.`;
        return refused.length
          ? { ok: false, message: `${done} Not decided: ${refused.join('; ')}.` }
          : { ok: true, message: done };
      },
    );

  if (selected.length === 0) return null;
  return (
    <Bar role="group" aria-label={`Decide the ${selected.length} selected ${courseCode} requests`}>
      <TextField
        label="Comment for the selected (optional)"
        maxLength={TEXT_MAX.comment}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <Button type="button" $variant="success" disabled={busy} onClick={() => run('accepted')}>
        Approve selected ({selected.length})
      </Button>
      <Button type="button" $variant="danger" disabled={busy} onClick={() => run('rejected')}>
        Reject selected ({selected.length})
      </Button>
    </Bar>
  );
}
