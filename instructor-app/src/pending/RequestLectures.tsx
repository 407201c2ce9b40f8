import { useEffect, useRef, useState } from 'react';
import { styled } from '@leave/ui/styled';
import { formatDayMonthYear } from '@leave/contract';
import type { PendingRequestRow } from '@leave/contract';
import { Button, Notice, theme } from '@leave/ui';
import { sayServerMessage, useIntl } from '@leave/ui/i18n';
import { UndoBar } from '@leave/ui/undo';
import { errorMessage } from '@leave/web-kit';
import { useApproveLeaveMutation, useRejectLeaveMutation } from '../api/instructorApi';
import type { DecisionOutcome, Undoable } from './decisions';
import { pendingWords as words, undoBarWordsIn, undoLabelIn } from '../words/pending';

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
  const intl = useIntl();
  const say = intl.formatMessage;
  // Why a leave no longer counts: its date's reason said by its code where the catalogue has it
  // (an empty English: nothing said otherwise), else the server's English as sent.
  const notCountedLine = ({ message, why }: PendingRequestRow['leaves'][number]) => {
    const reason = why ? sayServerMessage(intl, { message: '', ...why }) : '';
    if (reason) return say(words.notCounted, { why: reason });
    return message ?? say(words.notCounted, { why: say(words.noLectureAnyMore) });
  };
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
    const date = formatDayMonthYear(leave.leave_date);
    const approving = verb === 'approved';
    const what = say(words.leaveOn, { student, date });
    const doing = say(approving ? words.approvingOnly : words.rejectingOnly, { student, date });
    track(() =>
      undoable.later(
        `leave-${leave.leave_id}`,
        doing,
        () => send(leave, action, verb, what),
        () => {
          const message = say(approving ? words.whatNotApprovedUndone : words.whatNotRejectedUndone, { what });
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
      return {
        ok: false,
        message: say(verb === 'approved' ? words.whatWasNotApproved : words.whatWasNotRejected, {
          what,
          error: errorMessage(result.error, undefined, intl),
        }),
      };
    }
    return verb === 'approved'
      ? { ok: true, tone: 'success', message: say(words.whatApproved, { what }) }
      : { ok: true, tone: 'rejected', message: say(words.whatRejected, { what }) };
  };

  return (
    <Lectures aria-label={say(words.lecturesOfLeave, { student })}>
      {request.leaves.map((leave) => {
        const date = formatDayMonthYear(leave.leave_date);
        const waiting = undoable.waitingFor(`leave-${leave.leave_id}`);
        return (
          <li key={leave.leave_id}>
            <LeaveDate>{date}</LeaveDate>
            {!leave.counts && <Muted>{notCountedLine(leave)}</Muted>}
            <Button
              ref={buttonRef(`${leave.leave_id}-approved`)}
              type="button"
              $variant="success"
              aria-label={say(words.approveOnly, { student, date })}
              disabled={busy}
              onClick={() => decide(leave, approve, 'approved')}
            >
              {say(words.approve)}
            </Button>
            <Button
              ref={buttonRef(`${leave.leave_id}-rejected`)}
              type="button"
              $variant="danger"
              aria-label={say(words.rejectOnly, { student, date })}
              disabled={busy}
              onClick={() => decide(leave, reject, 'rejected')}
            >
              {say(words.reject)}
            </Button>
            {waiting && (
              <UndoBar
                action={waiting}
                undoLabel={undoLabelIn(intl, waiting)}
                onUndo={() => undoable.undo(waiting.key)}
                focusOnShow
                words={undoBarWordsIn(intl)}
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
