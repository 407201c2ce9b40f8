import { useEffect, useState } from 'react';
import { errorMessage } from '@leave/web-kit';
import type { Course, PendingRequestsQuery } from '@leave/contract';
import { pageCount } from '@leave/domain';
import { Card, CardTitle, CheckboxField, Loading, Notice } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { useDateFormat } from '@leave/web-kit';
import { Pager } from '@leave/ui/pager';
import { StackedTable } from '@leave/ui/table';
import { useUndoable } from '@leave/ui/undo';
import { firstPendingPage, useGetDecisionPolicyQuery, useGetPendingRequestsQuery } from '../api/instructorApi';
import { BulkDecisionBar } from './BulkDecisionBar';
import { PendingRequestRow } from './PendingRequestRow';
import { toneOf } from './decisions';
import { useSteadyDecisions } from './useSteadyDecisions';
import { pendingWords as words } from '../words/pending';

/** How a course's page of requests is ordered: by their first lecture (the server's order) or by how long they have waited. */
export type PendingOrder = 'lecture' | 'waiting';

/** The lecture dates a course's list is narrowed to (on the server, which pages it). */
export type PendingDates = Pick<PendingRequestsQuery, 'from' | 'to'>;

const NO_DATES: PendingDates = {};

interface CoursePendingRequestsProps {
  course: Course;
  order?: PendingOrder;
  dates?: PendingDates;
  /** Told once the course's first page has answered (with its list or an error). */
  onFirstAnswer?: (courseCode: string) => void;
  /** A request to show (a notification opened): the list opens on the page that holds it. */
  seekRequest?: number | null;
  /** Told once the page that holds `seekRequest` (or the first, if none does) is on show. */
  onSought?: (requestId: number) => void;
}

/**
 * A course's pending requests, one row per request (what a student applied for together), a
 * page at a time (the server bounds every list).
 */
export function CoursePendingRequests({
  course,
  order = 'lecture',
  dates = NO_DATES,
  onFirstAnswer,
  seekRequest = null,
  onSought,
}: CoursePendingRequestsProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const format = useDateFormat();
  const [page, setPage] = useState(1);
  // A request sought: the server answers the page that holds it, and the list goes on from there.
  const [seeking, setSeeking] = useState(seekRequest);
  // Other dates start again at the first page, another request sought at its own (adjusted
  // while rendering, as React advises).
  const [datesShown, setDatesShown] = useState(dates);
  if (datesShown !== dates) {
    setDatesShown(dates);
    setPage(1);
    setSeeking(null);
  }
  const [seekBefore, setSeekBefore] = useState(seekRequest);
  if (seekBefore !== seekRequest) {
    setSeekBefore(seekRequest);
    setSeeking(seekRequest);
  }
  const { currentData, error, isLoading } = useGetPendingRequestsQuery({
    ...firstPendingPage(course.course_code),
    ...dates,
    page,
    ...(seeking !== null ? { page_of_request: seeking } : {}),
  });
  // The list on show: the last answered, kept while another is asked for (another page, or the
  // same page once a sought request's page has answered: it is then asked for as any other page).
  const [answered, setAnswered] = useState(currentData);
  if (currentData && currentData !== answered) setAnswered(currentData);
  const data = currentData ?? answered;
  if (seeking !== null && currentData) {
    setSeeking(null);
    setPage(currentData.page);
  }
  useEffect(() => {
    if (seekBefore !== null && seeking === null) onSought?.(seekBefore);
  }, [seekBefore, seeking, onSought]);
  const { rows: steady, track, isBusy, inFlight, outcome, dismiss } = useSteadyDecisions(page, data);
  // Waiting longest first: the page's requests by when they were applied for.
  const rows =
    order === 'waiting'
      ? [...steady].sort((a, b) => a.applied_at.localeCompare(b.applied_at) || a.request_id - b.request_id)
      : steady;
  // Decisions wait a few seconds for Undo before they are sent; the row stays put meanwhile.
  const undoable = useUndoable();
  const { data: policy } = useGetDecisionPolicyQuery();
  const reasonRequired = policy?.rejection_reason_required ?? false;
  const [selected, setSelected] = useState<number[]>([]);
  // Only what is on the page can stay selected (a decided request leaves the list).
  const shownSelected = rows.filter((request) => selected.includes(request.request_id));
  const allSelected = rows.length > 0 && shownSelected.length === rows.length;
  const pages = data ? pageCount(data.total, data.page_size) : 1;
  const titleId = `pending-${course.course_code}`;

  useEffect(() => {
    if (!isLoading) onFirstAnswer?.(course.course_code);
  }, [isLoading, onFirstAnswer, course.course_code]);

  useEffect(() => {
    if (error) console.error(`Error: cannot load the pending requests of ${course.course_code}`, error);
  }, [error, course.course_code]);

  // Deciding the last request of the last page leaves that page empty: show the one before
  // (adjusted while rendering, as React advises for state that follows the data).
  if (page > pages && !inFlight) setPage(pages);

  return (
    <Card aria-labelledby={titleId} style={{ marginBottom: 16 }}>
      <CardTitle id={titleId}>
        {say(words.courseTitle, {
          course: course.course_code,
          title: course.course_title,
          count: data ? data.total : '…',
        })}
      </CardTitle>
      {(dates.from || dates.to) && (
        <p>
          {dates.from && dates.to
            ? say(words.withLectureFromTo, { from: format.date(dates.from), to: format.date(dates.to) })
            : dates.from
              ? say(words.withLectureFrom, { from: format.date(dates.from) })
              : say(words.withLectureTo, { to: format.date(dates.to!) })}
        </p>
      )}
      {/* A row's Undo is said in the row: a notice up here would move the focus and the page to it. */}
      {outcome && !outcome.saidInPlace && (
        <Notice key={outcome.message} tone={toneOf(outcome)} onDismiss={dismiss} focusOnShow>
          {outcome.message}
        </Notice>
      )}
      {isLoading && !data && <Loading />}
      {error && <Notice tone="error">{say(words.notLoaded, { error: errorMessage(error, undefined, intl) })}</Notice>}
      {data && data.total === 0 && rows.length === 0 && <p>{say(words.none)}</p>}
      <BulkDecisionBar
        courseCode={course.course_code}
        selected={shownSelected}
        busy={shownSelected.some((request) => isBusy(request.request_id))}
        track={(ids, call) => void track(ids, call)}
        onDecided={() => setSelected([])}
        undoable={undoable}
        reasonRequired={reasonRequired}
      />
      {/* Above the list, not in its header: a phone's cards hide the table's header row. */}
      {rows.length > 0 && (
        <CheckboxField
          label={say(words.selectAll, { course: course.course_code })}
          checked={allSelected}
          onChange={(event) => setSelected(event.target.checked ? rows.map((r) => r.request_id) : [])}
        />
      )}
      {rows.length > 0 && (
        <StackedTable aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{say(words.select)}</span>
              </th>
              <th scope="col">{say(words.date)}</th>
              <th scope="col">{say(words.rollNo)}</th>
              <th scope="col">{say(words.name)}</th>
              <th scope="col">{say(words.reason)}</th>
              <th scope="col">{say(words.lectures)}</th>
              <th scope="col">{say(words.ifApproved)}</th>
              <th scope="col">{say(words.appliedOn)}</th>
              <th scope="col">{say(words.comment)}</th>
              <th scope="col">
                <span className="visually-hidden">{say(words.decision)}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((request) => (
              <PendingRequestRow
                key={request.request_id}
                request={request}
                selected={selected.includes(request.request_id)}
                onSelect={(on) =>
                  setSelected((current) =>
                    on ? [...current, request.request_id] : current.filter((id) => id !== request.request_id),
                  )
                }
                busy={isBusy(request.request_id)}
                track={(call) => void track([request.request_id], call)}
                undoable={undoable}
                reasonRequired={reasonRequired}
              />
            ))}
          </tbody>
        </StackedTable>
      )}
      <Pager
        label={say(words.pages, { course: course.course_code })}
        page={page}
        pageCount={pages}
        onPage={setPage}
        words={{
          previous: say(words.previous),
          next: say(words.next),
          position: say(words.pageOf, { page, pages }),
        }}
      />
    </Card>
  );
}
