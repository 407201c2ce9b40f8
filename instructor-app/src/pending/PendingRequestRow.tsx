import { useId, useRef, useState } from 'react';
import { styled } from '@leave/ui/styled';
import type { PendingRequestRow as PendingRequest } from '@leave/contract';
import { leaveKindMessages, PERSONAL_KIND_ID, TEXT_MAX } from '@leave/domain';
import { Button, Checkbox, CheckboxField, Notice, theme } from '@leave/ui';
import { ExpandableRow } from '@leave/ui/table';
import { UndoBar } from '@leave/ui/undo';
import { DocumentLinks, errorMessage, SchoolDateTime } from '@leave/web-kit';
import { useAskForDocumentMutation, useDecideRequestMutation, useGetRequestDocumentsQuery } from '../api/instructorApi';
import { datesOf, decisionMessages, lecturesWord, studentOf, undoLabelOf, whenOf } from './decisions';
import type { DecisionOutcome, Undoable } from './decisions';
import { RequestLectures } from './RequestLectures';
import { useDecisionRefocus } from './useDecisionRefocus';

/** Approve and Reject side by side; the lecture-by-lecture toggle, when there is one, under them. */
/* Approve and Reject side by side, one above the other when the table needs the room (a wide
   table on a laptop keeps within its screen). */
const Actions = styled.td`
  > span {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  > button {
    display: block;
    margin-top: 8px;
  }
`;

const Warning = styled.strong`
  color: ${theme.color.rejected};
`;

const CommentInput = styled.input`
  font: inherit;
  width: 100%;
  min-width: 120px;
  padding: 6px 8px;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.text};
`;

const Muted = styled.span`
  color: ${theme.color.muted};
`;

/**
 * Beside the reason: a kind that is not plain Personal leave and whether it counts; whether a
 * document is needed or asked; the documents attached (each a download) and Ask for a document.
 * Personal leave without documents shows nothing more, as before kinds were kept.
 */
function RequestKind({ request, student, when }: { request: PendingRequest; student: string; when: string }) {
  const { data } = useGetRequestDocumentsQuery(request.request_id, { skip: request.documents === 0 });
  const [ask, asking] = useAskForDocumentMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const plain = request.kind.kind_id === PERSONAL_KIND_ID && !request.document_needed;
  if (plain && request.documents === 0 && !request.document_asked) return null;
  return (
    <>
      <br />
      <Muted>
        {request.kind.name}
        {!request.kind.counts && `, ${leaveKindMessages.notCountedShort.message}`}
      </Muted>
      {request.documents === 0 && request.document_needed && (
        <>
          <br />
          <Warning>{leaveKindMessages.documentNeededShort.message}</Warning>
        </>
      )}
      {request.documents === 0 && request.document_asked && (
        <>
          <br />
          <Muted>{leaveKindMessages.documentAskedShort.message}</Muted>
        </>
      )}
      {data && <DocumentLinks documents={data.items} label={`Documents of ${student} ${when}`} />}
      {request.documents === 0 && !request.document_asked && (
        <>
          <br />
          <Button
            type="button"
            $variant="secondary"
            aria-label={`Ask ${student} for a document ${when}`}
            disabled={asking.isLoading}
            onClick={async () => {
              setProblem(null);
              const result = await ask({ request_id: request.request_id, course_code: request.course_code });
              if ('error' in result) setProblem(errorMessage(result.error));
            }}
          >
            Ask for a document
          </Button>
        </>
      )}
      {problem && <Warning role="alert"> {problem}</Warning>}
    </>
  );
}

/** The columns of a request row, for the detail row that spans them. */
export const REQUEST_COLUMNS = 9;

interface PendingRequestRowProps {
  request: PendingRequest;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** A decision about this request is on its way, or it is decided and the list not yet reloaded. */
  busy: boolean;
  /** Runs a decision about this request and reports what it came to. */
  track: (call: () => Promise<DecisionOutcome>) => void;
  /** The course's decisions waiting for their Undo window to pass. */
  undoable: Undoable;
  /** Whether Reject needs a comment (the school's setting). */
  reasonRequired: boolean;
}

/**
 * One request in one course: a box to select it, its dates (DD/MM/YYYY), Roll No., the
 * student's name, Reason, how many lectures it covers, what approving it would do, an optional
 * comment for the student, and Approve and Reject for the whole request. A request of several
 * lectures opens to decide them one by one.
 */
/** Where a notification of a request takes the focus: its row's first control. */
export const pendingRowId = (courseCode: string, requestId: number) => `pending-${courseCode}-${requestId}`;

export function PendingRequestRow({
  request,
  selected,
  onSelect,
  busy,
  track,
  undoable,
  reasonRequired,
}: PendingRequestRowProps) {
  const [decide] = useDecideRequestMutation();
  const [comment, setComment] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const commentField = useRef<HTMLInputElement>(null);
  const commentId = useId();
  const [open, setOpen] = useState(false);
  // A kind that needs a document the request lacks: approved only past it, with a comment.
  const [override, setOverride] = useState(false);
  const documentMissing = request.document_needed && request.documents === 0;
  const detailId = useId();
  const dates = datesOf(request);
  const when = whenOf(request);
  const whose = `${request.user_id} ${when}`;
  // Controls are named for the person, as a screen-reader user hears them out of the row.
  const student = studentOf(request);
  // What the results say: the student by name.
  const named = `${student} ${when}`;
  const uncounted = request.leaves.length - request.lectures;
  const note = comment.trim();

  const undoKey = `request-${request.request_id}`;
  const waiting = undoable.waitingFor(undoKey);
  // Undone: said here, in the Undo bar's place, and the focus back on the button that was pressed
  // once it can be pressed again (the page stays where it is: nothing above the row changes).
  const [undone, setUndone] = useState<{ message: string; button: 'accepted' | 'rejected' } | null>(null);
  const { approveButton, rejectButton, refocusOn } = useDecisionRefocus(busy, undone);

  const decideAll = (decision: 'accepted' | 'rejected') => {
    // The school asks for a reason with a rejection: say so at the comment, and go there.
    if (decision === 'rejected' && reasonRequired && !note) {
      setReasonMissing(true);
      commentField.current?.focus();
      return;
    }
    setReasonMissing(false);
    setUndone(null);
    const verb = decision === 'accepted' ? 'approved' : 'rejected';
    const doing = decision === 'accepted' ? 'Approving' : 'Rejecting';
    track(() =>
      undoable.later(
        undoKey,
        `${doing} leave of ${student} ${when}`,
        () => send(decision, verb),
        () => {
          const message = `Leave of ${named} not ${verb} (undone): it is still pending.`;
          setUndone({ message, button: decision });
          refocusOn(decision);
          return { ok: true, undone: true, saidInPlace: true, tone: 'info', message };
        },
      ),
    );
  };

  const send = async (decision: 'accepted' | 'rejected', verb: string): Promise<DecisionOutcome> => {
    {
      const result = await decide({
        request_id: request.request_id,
        course_code: request.course_code,
        decision,
        ...(note ? { comment: note } : {}),
        ...(decision === 'accepted' && documentMissing && override ? { override_document: true } : {}),
      });
      if ('error' in result) {
        console.error(`Error: cannot decide request ${request.request_id} in ${request.course_code}`, result.error);
        return { ok: false, message: `Leave of ${named} was not ${verb}: ${errorMessage(result.error)}` };
      }
      return {
        ok: true,
        tone: decision === 'accepted' ? 'success' : 'rejected',
        message: `Leave of ${named} ${verb}: ${result.data.message}.`,
      };
    }
  };

  return (
    <>
      {/* On a phone the row shows whose leave, when, why, what approval would do and the
          comment, then Approve and Reject; the lectures and when it was applied for are a tap away. */}
      <ExpandableRow label={`leave of ${student} ${when}`}>
        <td>
          <Checkbox
            id={pendingRowId(request.course_code, request.request_id)}
            aria-label={`Select leave of ${whose}`}
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
          />
        </td>
        <td data-label="Date">{dates}</td>
        <td data-label="Roll No.">{request.user_id}</td>
        <td data-label="Name">{request.student_name}</td>
        <td data-label="Reason">
          {request.reason}
          {request.resubmits !== null && <Muted> (resubmitted from request {request.resubmits})</Muted>}
          <RequestKind request={request} student={student} when={when} />
        </td>
        <td data-label="Lectures" data-detail>
          {lecturesWord(request.lectures)}
          {uncounted > 0 && <Muted> ({uncounted} without a lecture)</Muted>}
        </td>
        <td data-label="If approved">
          {request.percentage_before}% → {request.percentage_after}%
          {request.crosses_limit && (
            <>
              {' '}
              <Warning>Over the limit</Warning>
            </>
          )}
        </td>
        <td data-label="Applied on" data-detail>
          <SchoolDateTime at={request.applied_at} />
        </td>
        {/* The comment is in the compact row, before Approve and Reject: on a phone it is
            written first, then the decision (never behind Details after the buttons). */}
        <td data-label="Comment">
          <CommentInput
            ref={commentField}
            aria-label={
              reasonRequired
                ? `Comment for leave of ${whose} (a reason, needed to reject)`
                : `Comment for leave of ${whose} (optional)`
            }
            aria-invalid={reasonMissing || undefined}
            aria-describedby={reasonMissing ? commentId : undefined}
            maxLength={TEXT_MAX.comment}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              if (event.target.value.trim()) setReasonMissing(false);
            }}
          />
          {reasonMissing && (
            <Warning id={commentId} role="alert" style={{ display: 'block', marginTop: 4 }}>
              {decisionMessages.reasonNeeded}
            </Warning>
          )}
          {documentMissing && (
            <CheckboxField
              label="Approve without the document (say why in the comment)"
              checked={override}
              onChange={(event) => setOverride(event.target.checked)}
            />
          )}
        </td>
        <Actions>
          <span>
            <Button
              ref={approveButton}
              type="button"
              $variant="success"
              aria-label={`Approve leave of ${student} ${when}`}
              disabled={busy}
              onClick={() => decideAll('accepted')}
            >
              Approve
            </Button>
            <Button
              ref={rejectButton}
              type="button"
              $variant="danger"
              aria-label={`Reject leave of ${student} ${when}`}
              disabled={busy}
              onClick={() => decideAll('rejected')}
            >
              Reject
            </Button>
          </span>
          {waiting && (
            <UndoBar
              action={waiting}
              undoLabel={undoLabelOf(waiting)}
              onUndo={() => undoable.undo(undoKey)}
              focusOnShow
            />
          )}
          {undone && !waiting && (
            <Notice tone="info" onDismiss={() => setUndone(null)}>
              {undone.message}
            </Notice>
          )}
          {request.leaves.length > 1 && (
            <Button
              type="button"
              $variant="secondary"
              aria-expanded={open}
              aria-controls={open ? detailId : undefined}
              aria-label={`Decide leave of ${student} ${when} lecture by lecture`}
              onClick={() => setOpen(!open)}
            >
              Lecture by lecture
            </Button>
          )}
        </Actions>
      </ExpandableRow>
      {open && request.leaves.length > 1 && (
        <tr id={detailId}>
          <td colSpan={REQUEST_COLUMNS}>
            <RequestLectures
              request={request}
              student={student}
              comment={note}
              busy={busy}
              track={track}
              undoable={undoable}
              reasonRequired={reasonRequired}
              onReasonMissing={() => {
                setReasonMissing(true);
                commentField.current?.focus();
              }}
            />
          </td>
        </tr>
      )}
    </>
  );
}
