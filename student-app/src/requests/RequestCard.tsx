import { useEffect, useRef, useState } from 'react';
import { styled } from '@leave/ui/styled';
import type { LeaveRequestSummary, Session } from '@leave/contract';
import { pendingIn, requestTitle } from '@leave/domain';
import { Button, Card, CardTitle, FactList, Notice } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { UndoBar } from '@leave/ui/undo';
import type { WaitingAction } from '@leave/ui/undo';
import { SchoolDateRange, SchoolDateTime, useDateFormat } from '@leave/web-kit';
import { RejectionReasons } from './RejectionReasons';
import { RequestDocuments, useDocumentsTaken } from './RequestDocuments';
import { RequestLeaves } from './RequestLeaves';
import { ResubmitForm } from './ResubmitForm';
import { requestCountsIn, requestWords as say } from '../words/requests';
import { undoWordsIn } from '../words/leave';
import { notCountedLine } from '../words/serverLines';

const Counts = styled.p`
  margin: 0 0 4px;
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0;
`;

const Chain = styled.p`
  margin: 0 0 4px;
`;

const NotCounted = styled.ul`
  margin: 8px 0 0;
  padding-inline-start: 18px;
`;

interface RequestCardProps {
  request: LeaveRequestSummary;
  session: Session;
  /** While a withdraw is on its way. */
  busy: boolean;
  /** Withdraw the request's pending leave: all of it, or one course's. */
  onWithdraw: (courseCode?: string) => void;
  /** A withdraw of it waiting for its Undo window to pass. */
  waiting?: WaitingAction;
  onUndo?: () => void;
  /**
   * A withdraw of it taken back with Undo, said here where Undo was (the focus goes back to the
   * Withdraw pressed; nothing above the card moves, so the page stays where it is).
   */
  undone?: string;
  onDismissUndone?: () => void;
  /** Says how a resubmission went. */
  onResubmitted: (tone: 'success' | 'error', text: string) => void;
}

/**
 * One request as one thing: its reason and dates, each course's lectures by status, leave that
 * no longer counts with why, Withdraw (and per course when several have pending leave), and
 * the lectures with their history a tap away.
 */
export function RequestCard({
  request,
  session,
  busy,
  onWithdraw,
  waiting,
  onUndo,
  undone,
  onDismissUndone,
  onResubmitted,
}: RequestCardProps) {
  const [open, setOpen] = useState(false);
  // The Withdraw last pressed (the whole request, or a course's), for the focus after Undo.
  const pressed = useRef<string>('');
  const withdrawId = `withdraw-${request.request_id}`;
  const withdraw = (courseCode?: string) => {
    pressed.current = courseCode ?? '';
    onWithdraw(courseCode);
  };
  useEffect(() => {
    if (undone && !busy) document.getElementById(`${withdrawId}${pressed.current}`)?.focus({ preventScroll: true });
  }, [undone, busy, withdrawId]);
  const [resubmitting, setResubmitting] = useState(false);
  const [attaching, setAttaching] = useState(false);
  const documents = useDocumentsTaken(request);
  // A document nobody asked for is a tap away, beside Withdraw (on one line on a phone).
  const offerAttach = documents.open && !documents.missing;
  const dates = useDateFormat();
  const intl = useIntl();
  const title = requestTitle(request, dates);
  const notCountedShort = intl.formatMessage(say.notCountedShort);
  const titleId = `request-${request.request_id}`;
  const pendingCourses = request.courses.filter((course) => (course.statuses.pending ?? 0) > 0);
  // A rejected request may be applied for again, once, as a new request linked to it.
  const canResubmit =
    request.resubmitted_as === null && request.courses.some((course) => (course.statuses.rejected ?? 0) > 0);
  const notCounted = request.courses.flatMap((course) =>
    course.not_counted.map((leave) => ({ ...leave, course_code: course.course_code })),
  );

  return (
    <Card aria-labelledby={titleId}>
      <CardTitle as="h3" id={titleId}>
        {title}
      </CardTitle>
      <Counts>{requestCountsIn(intl, request.courses)}</Counts>
      {(request.resubmits !== null || request.resubmitted_as !== null) && (
        <Chain>
          {intl.formatMessage(say.request, { request: request.request_id })}
          {request.resubmits !== null && (
            <> {intl.formatMessage(say.resubmittedFrom, { request: request.resubmits })}</>
          )}
          {request.resubmitted_as !== null && (
            <> {intl.formatMessage(say.resubmittedAs, { request: request.resubmitted_as })}</>
          )}
        </Chain>
      )}
      <RejectionReasons courses={request.courses} />
      {!request.kind.counts && (
        <p style={{ margin: '0 0 4px' }}>
          {request.kind.name}: {notCountedShort}
        </p>
      )}
      <RequestDocuments request={request} title={title} attaching={attaching} />
      {notCounted.length > 0 && (
        <NotCounted aria-label={intl.formatMessage(say.noLongerCountedIn, { title })}>
          {notCounted.map((leave) => (
            <li key={leave.leave_id}>
              {leave.course_code} {dates.date(leave.leave_date)}: {notCountedLine(intl, leave.message, leave.why)}
            </li>
          ))}
        </NotCounted>
      )}
      {(pendingIn(request.courses) > 0 || offerAttach) && (
        <Actions>
          {pendingIn(request.courses) > 0 && (
            <Button
              type="button"
              $variant="secondary"
              id={withdrawId}
              aria-label={intl.formatMessage(say.withdrawRequest, { title })}
              disabled={busy}
              onClick={() => withdraw()}
            >
              {intl.formatMessage(say.withdraw)}
            </Button>
          )}
          {pendingCourses.length > 1 &&
            pendingCourses.map((course) => (
              <Button
                key={course.course_code}
                type="button"
                $variant="secondary"
                id={`${withdrawId}${course.course_code}`}
                aria-label={intl.formatMessage(say.withdrawCourseFrom, { course: course.course_code, title })}
                disabled={busy}
                onClick={() => withdraw(course.course_code)}
              >
                {intl.formatMessage(say.withdrawCourse, { course: course.course_code })}
              </Button>
            ))}
          {offerAttach && (
            <Button
              type="button"
              $variant="secondary"
              aria-label={intl.formatMessage(say.attachFileTo, { title })}
              aria-expanded={attaching}
              onClick={() => setAttaching((shown) => !shown)}
            >
              {intl.formatMessage(say.attachFile)}
            </Button>
          )}
        </Actions>
      )}
      {canResubmit &&
        (resubmitting ? (
          <ResubmitForm
            request={request}
            title={title}
            onCancel={() => setResubmitting(false)}
            onDone={(tone, text) => {
              if (tone === 'success') setResubmitting(false);
              onResubmitted(tone, text);
            }}
          />
        ) : (
          <Actions>
            <Button
              type="button"
              aria-label={intl.formatMessage(say.resubmitTitle, { title })}
              onClick={() => setResubmitting(true)}
            >
              {intl.formatMessage(say.resubmit)}
            </Button>
          </Actions>
        ))}
      {waiting && onUndo && (
        <UndoBar
          action={waiting}
          undoLabel={intl.formatMessage(say.undoWithdrawing, { title })}
          onUndo={onUndo}
          focusOnShow
          words={undoWordsIn(intl)}
        />
      )}
      {undone && !waiting && (
        <Notice tone="info" onDismiss={onDismissUndone}>
          {undone}
        </Notice>
      )}
      {/* The card stays short (a phone shows several at once): when it was applied, its kind
          and each lecture with its history are a tap away. */}
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>{intl.formatMessage(say.lecturesAndHistory)}</summary>
        {open && (
          <>
            <FactList style={{ margin: '8px 0' }}>
              <dt>{intl.formatMessage(say.dates)}</dt>
              <dd>
                <SchoolDateRange from={request.from_date} to={request.to_date} />
              </dd>
              <dt>{intl.formatMessage(say.applied)}</dt>
              <dd>
                <SchoolDateTime at={request.applied_at} />
              </dd>
              <dt>{intl.formatMessage(say.kind)}</dt>
              <dd>
                {request.kind.name}
                {!request.kind.counts && <> ({notCountedShort})</>}
              </dd>
            </FactList>
            <RequestLeaves request={request} session={session} />
          </>
        )}
      </details>
    </Card>
  );
}
