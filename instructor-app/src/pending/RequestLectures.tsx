import { useEffect, useRef, useState } from 'react';
import { styled } from '@leave/ui/styled';
import { formatDayMonthYear } from '@leave/contract';
import type { PendingRequestRow } from '@leave/contract';
import { lectureMessages } from '@leave/domain';
import { Button, Notice, theme } from '@leave/ui';
import { UndoBar } from '@leave/ui/undo';
import { errorMessage } from '@leave/web-kit';
import { useApproveLeaveMutation, useRejectLeaveMutation } from '../api/instructorApi';
import { undoLabelOf } from './decisions';
import type { DecisionOutcome, Undoable } from './decisions';

const Lectures = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding: 6px 0;
  }
  li + li {
    border-top: 1px solid ${theme.color.border};
  }
`;

const LeaveDate = styled.span`
  min-width: 6.5em;
  font-weight: 600;
`;

const Muted = styled.span`
  color: ${theme.color.muted};
`;

interface RequestLecturesProps {
  request: PendingRequestRow;
  student: string;
  /** The row's comment, sent with each decision. */
  comment: string;
  busy: boolean;
  track: (call: () => Promise<DecisionOutcome>) => void;
  undoable: Undoable;
  /** Whether Reject needs the row's comment (the school's setting). */
  reasonRequired: boolean;
  /** Reject was pressed without the comment the school asks for. */
  onReasonMissing: () => void;
}

/** A request's pending leave, one lecture each, to approve or reject on its own. */
export function RequestLectures({
  request,
  student,
  comment,
  busy,
  track,
  undoable,
  reasonRequired,
  onReasonMissing,
}: RequestLecturesProps) {
  const [approve] = useApproveLeaveMutation();
  const [reject] = useRejectLeaveMutation();
  // Undone: said in the lecture's line, where its Undo was, and the focus back on the button that
  // was pressed once it can be pressed again (as a row's Undo: the page stays where it is).
  const [undone, setUndone] = useState<{ leaveId: number; message: string } | null>(null);
  const refocus = useRef<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const buttonRef = (key: string) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(key, button);
    else buttons.current.delete(key);
  };
  useEffect(() => {
    if (!refocus.current || busy) return;
    buttons.current.get(refocus.current)?.focus({ preventScroll: true });
    refocus.current = null;
  }, [busy, undone]);

  const decide = (
    leave: PendingRequestRow['leaves'][number],
    action: typeof approve,
    verb: 'approved' | 'rejected',
  ) => {
    if (verb === 'rejected' && reasonRequired && !comment) return onReasonMissing();
    setUndone(null);
    const what = `Leave of ${student} on ${formatDayMonthYear(leave.leave_date)}`;
    const doing = `${verb === 'approved' ? 'Approving' : 'Rejecting'} leave of ${student} on ${formatDayMonthYear(leave.leave_date)} only`;
    track(() =>
      undoable.later(
        `leave-${leave.leave_id}`,
        doing,
        () => send(leave, action, verb, what),
        () => {
          const message = `${what} not ${verb} (undone): it is still pending.`;
          setUndone({ leaveId: leave.leave_id, message });
          refocus.current = `${leave.leave_id}-${verb}`;
          return { ok: true, undone: true, saidInPlace: true, tone: 'info', message };
        },
      ),
    );
  };

  const send = async (
    leave: PendingRequestRow['leaves'][number],
    action: typeof approve,
    verb: 'approved' | 'rejected',
    what: string,
  ): Promise<DecisionOutcome> => {
    const result = await action({
      leave_id: leave.leave_id,
      course_code: request.course_code,
      ...(comment ? { comment } : {}),
    });
    if ('error' in result) {
      console.error(`Error: cannot decide leave ${leave.leave_id}`, result.error);
      return { ok: false, message: `${what} was not ${verb}: ${errorMessage(result.error)}` };
    }
    return { ok: true, tone: verb === 'approved' ? 'success' : 'rejected', message: `${what} ${verb}.` };
  };

  return (
    <Lectures aria-label={`Lectures of the leave of ${student}`}>
      {request.leaves.map((leave) => {
        const date = formatDayMonthYear(leave.leave_date);
        const waiting = undoable.waitingFor(`leave-${leave.leave_id}`);
        return (
          <li key={leave.leave_id}>
            <LeaveDate>{date}</LeaveDate>
            {!leave.counts && (
              <Muted>
                {leave.message ?? lectureMessages.notCounted(lectureMessages.noLectureAnyMore.message).message}
              </Muted>
            )}
            <Button
              ref={buttonRef(`${leave.leave_id}-approved`)}
              type="button"
              $variant="success"
              aria-label={`Approve leave of ${student} on ${date} only`}
              disabled={busy}
              onClick={() => decide(leave, approve, 'approved')}
            >
              Approve
            </Button>
            <Button
              ref={buttonRef(`${leave.leave_id}-rejected`)}
              type="button"
              $variant="danger"
              aria-label={`Reject leave of ${student} on ${date} only`}
              disabled={busy}
              onClick={() => decide(leave, reject, 'rejected')}
            >
              Reject
            </Button>
            {waiting && (
              <UndoBar
                action={waiting}
                undoLabel={undoLabelOf(waiting)}
                onUndo={() => undoable.undo(waiting.key)}
                focusOnShow
              />
            )}
            {undone?.leaveId === leave.leave_id && !waiting && (
              <Notice tone="info" onDismiss={() => setUndone(null)}>
                {undone.message}
              </Notice>
            )}
          </li>
        );
      })}
    </Lectures>
  );
}
