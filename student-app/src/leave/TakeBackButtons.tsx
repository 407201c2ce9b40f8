import type { Leave } from '@leave/contract';
import { Button } from '@leave/ui';
import { UndoBar, useUndoable } from '@leave/ui/undo';
import type { NoticeTone } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { MessageDescriptor } from '@leave/ui/i18n';
import { errorMessage } from '@leave/web-kit';
import { useCancelLeaveMutation, useWithdrawLeaveMutation } from '../api/studentApi';
import { leaveWords as say, undoWordsIn } from '../words/leave';

/** Each action's words: its Undo bar's message and Undo's name, and how it went (a leave is either pending or accepted: one action at a time). */
type ActionWords = Record<'doing' | 'undo' | 'done' | 'failed' | 'undone', MessageDescriptor>;
const WITHDRAW: ActionWords = {
  doing: say.withdrawing,
  undo: say.undoWithdrawing,
  done: say.withdrawn,
  failed: say.notWithdrawn,
  undone: say.withdrawUndone,
};
const CANCEL: ActionWords = {
  doing: say.cancelling,
  undo: say.undoCancelling,
  done: say.cancelled,
  failed: say.notCancelled,
  undone: say.cancelUndone,
};

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
  const intl = useIntl();
  const label = { leave: intl.formatMessage(say.courseOnDate, { course: leave.course_code, date: leave.leave_date }) };
  const key = `take-back-${leave.leave_id}`;
  const waiting = undoable.waitingFor(key);

  const act = (call: typeof withdraw, words: ActionWords) =>
    undoable.schedule(
      key,
      intl.formatMessage(words.doing, label),
      () =>
        void call({ leave_id: leave.leave_id }).then((result) =>
          'error' in result
            ? onOutcome(
                'error',
                intl.formatMessage(words.failed, { ...label, error: errorMessage(result.error, undefined, intl) }),
              )
            : onOutcome('success', intl.formatMessage(words.done, label)),
        ),
      () => onOutcome('info', intl.formatMessage(words.undone, label)),
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
          aria-label={intl.formatMessage(say.withdrawLeave, label)}
          disabled={busy}
          onClick={() => act(withdraw, WITHDRAW)}
        >
          {intl.formatMessage(say.withdraw)}
        </Button>
      )}
      {canCancel && (
        <Button
          type="button"
          $variant="danger"
          aria-label={intl.formatMessage(say.cancelLeaveOf, label)}
          disabled={busy}
          onClick={() => act(cancel, CANCEL)}
        >
          {intl.formatMessage(say.cancelLeave)}
        </Button>
      )}
      {waiting && (
        <UndoBar
          action={waiting}
          undoLabel={intl.formatMessage((canWithdraw ? WITHDRAW : CANCEL).undo, label)}
          onUndo={() => undoable.undo(key)}
          focusOnShow
          words={undoWordsIn(intl)}
        />
      )}
    </div>
  );
}
