import { useState } from 'react';
import { styled } from '@leave/ui/styled';
import type { BulkDecisionResponse } from '@leave/contract';
import { TEXT_MAX } from '@leave/domain';
import { Button, TextField } from '@leave/ui';
import { errorMessage } from '@leave/web-kit';
import { useDecideLeavesMutation } from '../api/instructorApi';
import type { DecisionOutcome } from './PendingRequestRow';

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
  selected: number[];
  onDecided: (outcome: DecisionOutcome) => void;
}

/** How a bulk decision went, one line for each leave that was not decided. */
const describe = (response: BulkDecisionResponse) => {
  const failed = response.results.filter((result) => result.status !== 200);
  return failed.length
    ? `${response.message}. Not decided: ${failed.map((f) => `leave ${f.leave_id}: ${f.message}`).join('; ')}.`
    : `${response.message}.`;
};

/** Approve or reject the selected requests at once, with one comment for all. */
export function BulkDecisionBar({ courseCode, selected, onDecided }: BulkDecisionBarProps) {
  const [decide, { isLoading }] = useDecideLeavesMutation();
  const [comment, setComment] = useState('');

  const run = async (decision: 'accepted' | 'rejected') => {
    const note = comment.trim();
    const result = await decide({
      course_code: courseCode,
      leave_ids: selected,
      decision,
      ...(note ? { comment: note } : {}),
    });
    if ('error' in result) {
      onDecided({ ok: false, message: `Nothing was decided: ${errorMessage(result.error)}` });
      return;
    }
    setComment('');
    const allDone = result.data.results.every((r) => r.status === 200);
    onDecided({ ok: allDone, message: describe(result.data) });
  };

  if (selected.length === 0) return null;
  return (
    <Bar role="group" aria-label={`Decide the ${selected.length} selected ${courseCode} requests`}>
      <TextField
        label="Comment for the selected (optional)"
        maxLength={TEXT_MAX.comment}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <Button type="button" $variant="success" disabled={isLoading} onClick={() => void run('accepted')}>
        Approve selected ({selected.length})
      </Button>
      <Button type="button" $variant="danger" disabled={isLoading} onClick={() => void run('rejected')}>
        Reject selected ({selected.length})
      </Button>
    </Bar>
  );
}
