import { useCallback, useState } from 'react';
import type { Course } from '@leave/contract';
import { isCalendarDate } from '@leave/domain';
import { Loading, Notice, SelectField, ViewHeading } from '@leave/ui';
import { DateField, useFocusOnOpen, useOpenedNotification } from '@leave/web-kit';
import { useIntl } from '@leave/ui/i18n';
import { styled } from '@leave/ui/styled';
import { NoCoursesYet } from '../courses/NoCoursesYet';
import { CoursePendingRequests } from './CoursePendingRequests';
import { pendingRowId } from './PendingRequestRow';
import type { PendingDates, PendingOrder } from './CoursePendingRequests';
import { pendingWords as words } from '../words/pending';
import { words as menuWords } from '../words/words';

/** The triage's controls: the order and the lecture dates, side by side where they fit. */
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 16px;
  align-items: flex-start;
  > * {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

/** The dates as the server filters them: a range that runs backwards is not asked for. */
const datesOf = (typedFrom: string, typedTo: string): PendingDates | 'backwards' => {
  // A date still being typed (or mistyped, which its field says) narrows nothing yet.
  const [from, to] = [typedFrom, typedTo].map((typed) => (isCalendarDate(typed) ? typed : ''));
  return from && to && to < from ? 'backwards' : { ...(from ? { from } : {}), ...(to ? { to } : {}) };
};

/**
 * The default view: for each course taught, its pending leave requests. The courses show
 * together once each has its first answer: shown one by one, a course's list arriving pushed
 * the courses below it down the page (a layout shift of 0.27 on a phone). Once shown they stay
 * shown: a course added later (a live update) comes with its own Loading..., where hiding the
 * whole list again would take the focus from what the instructor was on (the message of the
 * decision just made, or a row's button).
 */
export function PendingRequests({ courses }: { courses: Course[] }) {
  const say = useIntl().formatMessage;
  const [answered, setAnswered] = useState<ReadonlySet<string>>(() => new Set());
  const [shown, setShown] = useState(false);
  const [order, setOrder] = useState<PendingOrder>('lecture');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const chosen = datesOf(from, to);
  // While the range runs backwards, the lists stay on the last range that did not.
  const [dates, setDates] = useState<PendingDates>({});
  if (chosen !== 'backwards' && (chosen.from !== dates.from || chosen.to !== dates.to)) setDates(chosen);
  const onFirstAnswer = useCallback(
    (code: string) => setAnswered((known) => (known.has(code) ? known : new Set(known).add(code))),
    [],
  );
  const ready = shown || courses.every((course) => answered.has(course.course_code));
  // Adjusted while rendering, as React advises for state that follows other state.
  if (ready && !shown) setShown(true);
  // Opened from a notification of a request: its row, while it waits, on whichever page of its
  // course holds it (the course's list opens there), once that page is on show.
  const opened = useOpenedNotification();
  const openedRequest = opened?.request_id ?? null;
  const openedCourse = openedRequest !== null ? courses.find((c) => c.course_code === opened?.course_code) : undefined;
  const openedRow =
    openedRequest !== null && opened?.course_code ? pendingRowId(opened.course_code, openedRequest) : null;
  const [sought, setSought] = useState<number | null>(null);
  const notPending = useFocusOnOpen(openedRow, ready && (!openedCourse || sought === openedRequest));
  return (
    <>
      <ViewHeading>{say(menuWords.pendingRequests)}</ViewHeading>
      {courses.length === 0 ? (
        <NoCoursesYet />
      ) : (
        <>
          <Controls>
            <SelectField
              label={say(words.sortBy)}
              value={order}
              onChange={(event) => setOrder(event.target.value as PendingOrder)}
            >
              <option value="lecture">{say(words.byLecture)}</option>
              <option value="waiting">{say(words.byWaiting)}</option>
            </SelectField>
            <DateField label={say(words.lecturesFrom)} value={from} onChange={(event) => setFrom(event.target.value)} />
            <DateField
              label={say(words.lecturesTo)}
              value={to}
              error={chosen === 'backwards' ? say(words.backwards) : undefined}
              onChange={(event) => setTo(event.target.value)}
            />
          </Controls>
          {notPending && opened && (
            <Notice tone="info">
              {say(dates.from || dates.to ? words.notWaitingInDates : words.notWaiting, {
                request: opened.request_id ?? '',
                course: opened.course_code ?? '',
              })}
            </Notice>
          )}
          {!ready && <Loading />}
          {/* Mounted while hidden, so that every course asks for its list at once. */}
          <div hidden={!ready}>
            {courses.map((course) => (
              <CoursePendingRequests
                key={course.course_code}
                course={course}
                order={order}
                dates={dates}
                onFirstAnswer={onFirstAnswer}
                seekRequest={course === openedCourse ? openedRequest : null}
                onSought={setSought}
              />
            ))}
          </div>
        </>
      )}
    </>
  );
}
