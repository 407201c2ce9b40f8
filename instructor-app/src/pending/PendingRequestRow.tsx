import { useId, useRef, useState } from 'react';
import { styled } from '@leave/ui/styled';
import type { PendingRequestRow as PendingRequest } from '@leave/contract';
import { PERSONAL_KIND_ID, TEXT_MAX } from '@leave/domain';
import { Button, Checkbox, CheckboxField, Notice, theme } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { ExpandableRow } from '@leave/ui/table';
import { UndoBar } from '@leave/ui/undo';
import { DocumentLinks, errorMessage, SchoolDateTime } from '@leave/web-kit';
import { useAskForDocumentMutation, useDecideRequestMutation, useGetRequestDocumentsQuery } from '../api/instructorApi';
import { datesIn, lecturesIn, studentOf, whenIn } from './decisions';
import type { DecisionOutcome, Undoable } from './decisions';
import { RequestLectures } from './RequestLectures';
import { useDecisionRefocus } from './useDecisionRefocus';
import { pendingWords as words, undoBarWordsIn, undoLabelIn } from '../words/pending';

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
  const intl = useIntl();
  const say = intl.formatMessage;
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
        {!request.kind.counts && `, ${say(words.notCountedShort)}`}
      </Muted>
      {request.documents === 0 && request.document_needed && (
        <>
          <br />
          <Warning>{say(words.documentNeededShort)}</Warning>
        </>
      )}
      {request.documents === 0 && request.document_asked && (
        <>
          <br />
          <Muted>{say(words.documentAskedShort)}</Muted>
        </>
      )}
      {data && <DocumentLinks documents={data.items} label={say(words.documentsOf, { student, when })} />}
      {request.documents === 0 && !request.document_asked && (
        <>
          <br />
          <Button
            type="button"
            $variant="secondary"
            aria-label={say(words.askForDocumentOf, { student, when })}
            disabled={asking.isLoading}
            onClick={async () => {
              setProblem(null);
              const result = await ask({ request_id: request.request_id, course_code: request.course_code });
              if ('error' in result) setProblem(errorMessage(result.error, undefined, intl));
            }}
          >
            {say(words.askForDocument)}
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
  const intl = useIntl();
  const say = intl.formatMessage;
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
  const dates = datesIn(intl, request);
  const when = whenIn(intl, request);
  // Controls are named for the person, as a screen-reader user hears them out of the row.
  const student = studentOf(request);
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
    const approving = decision === 'accepted';
    track(() =>
      undoable.later(
        undoKey,
        say(approving ? words.approvingLeaveOf : words.rejectingLeaveOf, { student, when }),
        () => send(decision),
        () => {
          const message = say(approving ? words.notApprovedUndone : words.notRejectedUndone, { student, when });
          setUndone({ message, button: decision });
          refocusOn(decision);
          return { ok: true, undone: true, saidInPlace: true, tone: 'info', message };
        },
      ),
    );
  };

  const send = async (decision: 'accepted' | 'rejected'): Promise<DecisionOutcome> => {
    const approving = decision === 'accepted';
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
        return {
          ok: false,
          message: say(approving ? words.wasNotApproved : words.wasNotRejected, {
            student,
            when,
            error: errorMessage(result.error, undefined, intl),
          }),
        };
      }
      return {
        ok: true,
        tone: decision === 'accepted' ? 'success' : 'rejected',
        message: say(approving ? words.approved : words.rejected, { student, when, message: result.data.message }),
      };
    }
  };

  return (
    <>
      {/* On a phone the row shows whose leave, when, why, what approval would do and the
          comment, then Approve and Reject; the lectures and when it was applied for are a tap away. */}
      <ExpandableRow
        label={say(words.leaveOf, { student, when })}
        words={{
          details: say(words.details),
          detailsOf: say(words.detailsOf, { label: say(words.leaveOf, { student, when }) }),
        }}
      >
        <td>
          <Checkbox
            id={pendingRowId(request.course_code, request.request_id)}
            aria-label={say(words.selectLeaveOf, { student: request.user_id, when })}
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
          />
        </td>
        <td data-label={say(words.date)}>{dates}</td>
        <td data-label={say(words.rollNo)}>{request.user_id}</td>
        <td data-label={say(words.name)}>{request.student_name}</td>
        <td data-label={say(words.reason)}>
          {request.reason}
          {request.resubmits !== null && <Muted>{say(words.resubmittedFrom, { request: request.resubmits })}</Muted>}
          <RequestKind request={request} student={student} when={when} />
        </td>
        <td data-label={say(words.lectures)} data-detail>
          {lecturesIn(intl, request.lectures)}
          {uncounted > 0 && <Muted>{say(words.withoutLecture, { count: uncounted })}</Muted>}
        </td>
        <td data-label={say(words.ifApproved)}>
          {request.percentage_before}% → {request.percentage_after}%
          {request.crosses_limit && (
            <>
              {' '}
              <Warning>{say(words.overLimit)}</Warning>
            </>
          )}
        </td>
        <td data-label={say(words.appliedOn)} data-detail>
          <SchoolDateTime at={request.applied_at} />
        </td>
        {/* The comment is in the compact row, before Approve and Reject: on a phone it is
            written first, then the decision (never behind Details after the buttons). */}
        <td data-label={say(words.comment)}>
          <CommentInput
            ref={commentField}
            aria-label={say(reasonRequired ? words.commentNeeded : words.commentOptional, {
              student: request.user_id,
              when,
            })}
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
              {say(words.reasonNeeded)}
            </Warning>
          )}
          {documentMissing && (
            <CheckboxField
              label={say(words.withoutDocument)}
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
              aria-label={say(words.approveLeaveOf, { student, when })}
              disabled={busy}
              onClick={() => decideAll('accepted')}
            >
              {say(words.approve)}
            </Button>
            <Button
              ref={rejectButton}
              type="button"
              $variant="danger"
              aria-label={say(words.rejectLeaveOf, { student, when })}
              disabled={busy}
              onClick={() => decideAll('rejected')}
            >
              {say(words.reject)}
            </Button>
          </span>
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
              {undone.message}
            </Notice>
          )}
          {request.leaves.length > 1 && (
            <Button
              type="button"
              $variant="secondary"
              aria-expanded={open}
              aria-controls={open ? detailId : undefined}
              aria-label={say(words.decideByLecture, { student, when })}
              onClick={() => setOpen(!open)}
            >
              {say(words.lectureByLecture)}
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
