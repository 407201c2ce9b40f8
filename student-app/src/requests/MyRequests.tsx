import { useState } from 'react';
import { styled } from '@leave/ui/styled';
import { LEAVE_STATUSES } from '@leave/contract';
import type { LeaveRequestSummary, LeaveStatus, Session } from '@leave/contract';
import { pageCount, requestTitle } from '@leave/domain';
import { Loading, Notice, SelectField, ViewHeading } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { Pager } from '@leave/ui/pager';
import { useUndoable } from '@leave/ui/undo';
import { errorMessage, useDateFormat, useFocusOnOpen, useOpenedNotification } from '@leave/web-kit';
import { useGetMyRequestsQuery, useWithdrawRequestMutation } from './requestsApi';
import { RequestCard } from './RequestCard';
import { words } from '../words/words';
import { requestWords as say, statusWord } from '../words/requests';
import { serverLine } from '../words/serverLines';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 16px;
  > * {
    min-width: 160px;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
`;

const PAGE_SIZE = 20;

/** What the last withdraw did, said above the list (the card may leave a filtered list). */
interface Outcome {
  key: number;
  tone: 'success' | 'error' | 'info';
  text: string;
}

/** Each request's place in the list, where a notification about it takes the focus. */
const requestElementId = (requestId: number) => `my-request-${requestId}`;

const withdrawKey = (request: LeaveRequestSummary) => `withdraw-${request.request_id}`;

/**
 * The student's requests, one card per request (what was applied for together), newest first,
 * by status, each withdrawn as a whole or course by course (with a few seconds to Undo, the card
 * staying where it is meanwhile), with its lectures a tap away.
 */
export function MyRequests({ session }: { session: Session }) {
  // Opened from a notification: its request, among all statuses, on whichever page holds it (the
  // server answers that page and says which); choosing a page or a status moves on from it.
  const openedRequest = useOpenedNotification()?.request_id ?? null;
  const [status, setStatus] = useState<LeaveStatus | ''>('');
  const [page, setPage] = useState(1);
  const [seeking, setSeeking] = useState(openedRequest);
  // Another notification opened while here (adjusted while rendering, as React advises).
  const [openedBefore, setOpenedBefore] = useState(openedRequest);
  if (openedRequest !== openedBefore) {
    setOpenedBefore(openedRequest);
    setSeeking(openedRequest);
    if (openedRequest !== null) setStatus('');
  }
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A withdraw taken back with Undo: said on its card, where Undo was (a notice up here would
  // take the focus, and the page, to the top).
  const [undone, setUndone] = useState<{ requestId: number; text: string } | null>(null);
  // currentData: while another status loads, the old list is not shown as if it were its.
  const {
    currentData: data,
    error,
    isFetching,
  } = useGetMyRequestsQuery({
    user_id: session.user_id,
    page,
    page_size: PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(seeking !== null ? { page_of_request: seeking } : {}),
  });
  const [withdrawRequest, withdrawing] = useWithdrawRequestMutation();
  // A withdraw waits a few seconds for Undo before it is sent.
  const undoable = useUndoable();
  const dates = useDateFormat();
  const intl = useIntl();
  const pages = data ? pageCount(data.total, data.page_size) : 1;
  // The page on show: the one the server found the opened request on, while it is sought.
  const shownPage = data ? data.page : page;
  const notFound = useFocusOnOpen(openedRequest !== null ? requestElementId(openedRequest) : null, Boolean(data));

  // A new key each time: the notice is shown afresh and takes the focus again.
  const tell = (tone: Outcome['tone'], text: string) =>
    setOutcome((before) => ({ key: (before?.key ?? 0) + 1, tone, text }));

  const withdraw = (request: LeaveRequestSummary, courseCode?: string) => {
    const what = `${requestTitle(request, dates)}${courseCode ? ` (${courseCode})` : ''}`;
    // The last outcome stays up there until this one's replaces it: taking it away would move
    // the list, and the card pressed, up the screen.
    setUndone(null);
    undoable.schedule(
      withdrawKey(request),
      intl.formatMessage(say.withdrawing, { what }),
      () =>
        void withdrawRequest({
          request_id: request.request_id,
          ...(courseCode ? { course_code: courseCode } : {}),
        }).then((result) =>
          'error' in result
            ? tell('error', `${what}: ${errorMessage(result.error, undefined, intl)}`)
            : tell('success', `${what}: ${serverLine(intl, result.data)}`),
        ),
      () => setUndone({ requestId: request.request_id, text: intl.formatMessage(say.notWithdrawn, { what }) }),
    );
  };

  return (
    <section aria-labelledby="my-requests">
      <ViewHeading id="my-requests">{intl.formatMessage(words.myRequests)}</ViewHeading>
      <Filters>
        <SelectField
          label={intl.formatMessage(say.status)}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as LeaveStatus | '');
            setPage(1);
            setSeeking(null);
          }}
        >
          <option value="">{intl.formatMessage(say.allStatuses)}</option>
          {LEAVE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusWord(intl, s)}
            </option>
          ))}
        </SelectField>
      </Filters>
      {outcome && (
        <Notice key={outcome.key} tone={outcome.tone} onDismiss={() => setOutcome(null)} focusOnShow>
          {outcome.text}
        </Notice>
      )}
      {notFound && openedRequest !== null && (
        <Notice tone="info">{intl.formatMessage(say.notAmong, { request: openedRequest })}</Notice>
      )}
      {error && (
        <Notice tone="error">
          {intl.formatMessage(say.notLoaded, { error: errorMessage(error, undefined, intl) })}
        </Notice>
      )}
      {!data && isFetching && <Loading />}
      {data && (
        <p role="status">
          {data.total === 0
            ? intl.formatMessage(say.noneMatch)
            : intl.formatMessage(data.total === 1 ? say.oneRequest : say.manyRequests, { count: data.total })}
        </p>
      )}
      {data && data.items.length > 0 && (
        <List aria-label={intl.formatMessage(say.list)}>
          {data.items.map((request) => (
            <li key={request.request_id} id={requestElementId(request.request_id)} tabIndex={-1}>
              <RequestCard
                request={request}
                session={session}
                busy={withdrawing.isLoading || Boolean(undoable.waitingFor(withdrawKey(request)))}
                onWithdraw={(courseCode) => withdraw(request, courseCode)}
                waiting={undoable.waitingFor(withdrawKey(request))}
                onUndo={() => undoable.undo(withdrawKey(request))}
                undone={undone?.requestId === request.request_id ? undone.text : undefined}
                onDismissUndone={() => setUndone(null)}
                onResubmitted={tell}
              />
            </li>
          ))}
        </List>
      )}
      <Pager
        label={intl.formatMessage(say.pages)}
        page={Math.min(shownPage, pages)}
        pageCount={pages}
        onPage={(chosen) => {
          setSeeking(null);
          setPage(chosen);
        }}
        words={{
          previous: intl.formatMessage(say.previous),
          next: intl.formatMessage(say.next),
          position: intl.formatMessage(say.pageOf, { page: Math.min(shownPage, pages), pages }),
        }}
      />
    </section>
  );
}
