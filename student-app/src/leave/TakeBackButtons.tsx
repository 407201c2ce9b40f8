import type { Leave } from '@leave/contract';
import { Button } from '@leave/ui';
import { UndoBar, useUndoable } from '@leave/ui/undo';
import type { NoticeTone } from '@leave/ui';
import { errorMessage } from '@leave/web-kit';
import { useCancelLeaveMutation, useWithdrawLeaveMutation } from '../api/studentApi';

interface TakeBackButtonsProps {
  leave: Leave;
  /** The school's today: accepted leave from then on may be cancelled. */
  today?: string;
  /** Says how a withdraw or cancel went (the box may be gone by then: the date is free again). */
  onOutcome: (tone: NoticeTone, text: string) => void;
}

/**
 * Withdraw a pending leave, or cancel an accepted one dated today or later: each waits a few
 * seconds with Undo beside the button before it is sent, then says how it went.
 */
export function TakeBackButtons({ leave, today, onOutcome }: TakeBackButtonsProps) {
  const [withdraw, withdrawing] = useWithdrawLeaveMutation();
  const [cancel, cancelling] = useCancelLeaveMutation();
  const undoable = useUndoable();
  const label = `${leave.course_code} on ${leave.leave_date}`;
  const key = `take-back-${leave.leave_id}`;
  const waiting = undoable.waitingFor(key);

  const act = (call: typeof withdraw, doing: string, done: string) =>
    undoable.schedule(
      key,
      `${doing} leave ${label}`,
      () =>
        void call({ leave_id: leave.leave_id }).then((result) =>
          'error' in result
            ? onOutcome('error', `Leave ${label} was not ${done}: ${errorMessage(result.error)}`)
            : onOutcome('success', `Leave ${label} ${done}.`),
        ),
      () => onOutcome('info', `Leave ${label} not ${done} (undone).`),
    );

  const canWithdraw = leave.status === 'pending';
  const canCancel = leave.status === 'accepted' && today !== undefined && leave.leave_date >= today;
  if (!canWithdraw && !canCancel) return null;
  const busy = Boolean(waiting) || withdrawing.isLoading || cancelling.isLoading;
  return (
    <div>
      {canWithdraw && (
        <Button
          type="button"
          $variant="secondary"
          aria-label={`Withdraw leave ${label}`}
          disabled={busy}
          onClick={() => act(withdraw, 'Withdrawing', 'withdrawn')}
        >
          Withdraw
        </Button>
      )}
      {canCancel && (
        <Button
          type="button"
          $variant="danger"
          aria-label={`Cancel leave ${label}`}
          disabled={busy}
          onClick={() => act(cancel, 'Cancelling', 'cancelled')}
        >
          Cancel leave
        </Button>
      )}
      {waiting && (
        <UndoBar
          action={waiting}
          undoLabel={`Undo ${waiting.message.charAt(0).toLowerCase()}${waiting.message.slice(1)}`}
          onUndo={() => undoable.undo(key)}
          focusOnShow
        />
      )}
    </div>
  );
}
