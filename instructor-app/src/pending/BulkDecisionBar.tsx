import { useState } from 'react';
import { styled } from '@leave/ui/styled';
import type { PendingRequestRow } from '@leave/contract';
import { TEXT_MAX } from '@leave/domain';
import { Button, Notice, TextField } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { UndoBar } from '@leave/ui/undo';
import { errorMessage } from '@leave/web-kit';
import { useDecideRequestMutation } from '../api/instructorApi';
import { studentOf, whenIn } from './decisions';
import type { DecisionOutcome, Undoable } from './decisions';
import { useDecisionRefocus } from './useDecisionRefocus';
import { pendingWords as words, undoBarWordsIn, undoLabelIn } from '../words/pending';

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
  undoable: Undoable;
  /** Whether Reject needs the comment (the school's setting). */
  reasonRequired: boolean;
}

/**
 * Approve or reject the selected requests, each as a whole and with one comment for all; each
 * request that could not be decided (withdrawn meanwhile, say) is reported with why.
 */
export function BulkDecisionBar({
  courseCode,
  selected,
  busy,
  track,
  onDecided,
  undoable,
  reasonRequired,
}: BulkDecisionBarProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const [decide] = useDecideRequestMutation();
  const [comment, setComment] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const undoKey = `selected-${courseCode}`;
  const waiting = undoable.waitingFor(undoKey);
  // Undone: said here, in the Undo bar's place, and the focus back on the button that was pressed
  // once it can be pressed again (as a row's Undo: nothing above moves, the page stays put).
  const [undone, setUndone] = useState<string | null>(null);
  const { approveButton, rejectButton, refocusOn } = useDecisionRefocus(busy, undone);

  const run = (decision: 'accepted' | 'rejected') => {
    const note = comment.trim();
    if (decision === 'rejected' && reasonRequired && !note) return setReasonMissing(true);
    setReasonMissing(false);
    setUndone(null);
    const ids = selected.map((request) => request.request_id);
    const doing = say(decision === 'accepted' ? words.approvingSelected : words.rejectingSelected, {
      count: selected.length,
      course: courseCode,
    });
    track(ids, () =>
      undoable.later(
        undoKey,
        doing,
        () => send(decision, note),
        () => {
          const message = say(
            decision === 'accepted' ? words.selectedNotAcceptedUndone : words.selectedNotRejectedUndone,
            { count: selected.length },
          );
          setUndone(message);
          refocusOn(decision);
          return { ok: true, undone: true, saidInPlace: true, tone: 'info', message };
        },
      ),
    );
  };

  const send = async (decision: 'accepted' | 'rejected', note: string): Promise<DecisionOutcome> => {
    const refused: string[] = [];
    const decided: string[] = [];
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
        refused.push(
          say(words.refusedLeave, {
            student: studentOf(request),
            when: whenIn(intl, request),
            error: errorMessage(result.error, undefined, intl),
          }),
        );
      } else decided.push(`${studentOf(request)} ${whenIn(intl, request)}`);
    }
    setComment('');
    onDecided();
    // Whose leave was decided, by name, as a single decision's message says it.
    const counts = { decided: decided.length, count: selected.length, names: decided.join('; ') };
    const accepted = decision === 'accepted';
    const done = decided.length
      ? say(accepted ? words.selectedAcceptedOf : words.selectedRejectedOf, counts)
      : say(accepted ? words.selectedAccepted : words.selectedRejected, counts);
    return refused.length
      ? { ok: false, message: say(words.notDecided, { done, refused: refused.join('; ') }) }
      : { ok: true, tone: decision === 'accepted' ? 'success' : 'rejected', message: done };
  };

  if (selected.length === 0 && !waiting) return null;
  return (
    <Bar role="group" aria-label={say(words.decideSelected, { count: selected.length, course: courseCode })}>
      <TextField
        label={say(reasonRequired ? words.selectedCommentNeeded : words.selectedCommentOptional)}
        maxLength={TEXT_MAX.comment}
        value={comment}
        error={reasonMissing ? say(words.reasonNeeded) : undefined}
        onChange={(event) => {
          setComment(event.target.value);
          if (event.target.value.trim()) setReasonMissing(false);
        }}
      />
      <Button ref={approveButton} type="button" $variant="success" disabled={busy} onClick={() => run('accepted')}>
        {say(words.approveSelected, { count: selected.length })}
      </Button>
      <Button ref={rejectButton} type="button" $variant="danger" disabled={busy} onClick={() => run('rejected')}>
        {say(words.rejectSelected, { count: selected.length })}
      </Button>
      {waiting && (
        <UndoBar
          action={waiting}
          undoLabel={undoLabelIn(intl, waiting)}
          onUndo={() => undoable.undo(undoKey)}
          focusOnShow
          words={undoBarWordsIn(intl)}
        />
      )}
      {undone && !waiting && (
        <Notice tone="info" onDismiss={() => setUndone(null)}>
          {undone}
        </Notice>
      )}
    </Bar>
  );
}
