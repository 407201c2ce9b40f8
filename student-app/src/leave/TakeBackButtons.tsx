import { useState } from 'react';
import type { Leave } from '@leave/contract';
import { Button, Notice } from '@leave/ui';
import { errorMessage } from '@leave/web-kit';
import { useCancelLeaveMutation, useWithdrawLeaveMutation } from '../api/studentApi';

interface TakeBackButtonsProps {
  leave: Leave;
  /** The school's today: accepted leave from then on may be cancelled. */
  today?: string;
}

/** Withdraw a pending leave, or cancel an accepted one dated today or later; says how it went. */
export function TakeBackButtons({ leave, today }: TakeBackButtonsProps) {
  const [withdraw, withdrawing] = useWithdrawLeaveMutation();
  const [cancel, cancelling] = useCancelLeaveMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const label = `${leave.course_code} on ${leave.leave_date}`;

  const act = async (call: typeof withdraw) => {
    setFailure(null);
    const result = await call({ leave_id: leave.leave_id });
    if ('error' in result) setFailure(errorMessage(result.error));
  };

  const canWithdraw = leave.status === 'pending';
  const canCancel = leave.status === 'accepted' && today !== undefined && leave.leave_date >= today;
  if (!canWithdraw && !canCancel && !failure) return null;
  return (
    <div>
      {failure && <Notice tone="error">{failure}</Notice>}
      {canWithdraw && (
        <Button
          type="button"
          $variant="secondary"
          aria-label={`Withdraw leave ${label}`}
          disabled={withdrawing.isLoading}
          onClick={() => void act(withdraw)}
        >
          Withdraw
        </Button>
      )}
      {canCancel && (
        <Button
          type="button"
          $variant="danger"
          aria-label={`Cancel leave ${label}`}
          disabled={cancelling.isLoading}
          onClick={() => void act(cancel)}
        >
          Cancel leave
        </Button>
      )}
    </div>
  );
}
