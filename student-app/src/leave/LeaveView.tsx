import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { styled } from '@leave/ui/styled';
import { monthOf } from '@leave/contract';
import type { IsoDate, LeaveRequestResponse, Session, StudentDataResponse } from '@leave/contract';
import { Button, Notice, ViewHeading } from '@leave/ui';
import type { NoticeTone } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { holdsItsDate } from '@leave/domain';
import { holidaysByDate, monthWindow, useSchoolToday } from '@leave/web-kit';
import { NotEnrolledYet } from '../courses/NotEnrolledYet';
import {
  useGetLeavePolicyQuery,
  useGetMyAttendanceQuery,
  useGetMyLeavesQuery,
  useGetMyTimetableQuery,
} from '../api/studentApi';
import { DayLectures } from '../timetable/DayLectures';
import { AddLeaveForm } from './AddLeaveForm';
import { DayAttendance } from './DayAttendance';
import { RequestOutcome } from './afterAction';
import { SubscribeToCalendar } from './SubscribeToCalendar';
import { TermLine } from './TermLine';
import { LeaveCalendar } from './LeaveCalendar';
import { LeavePercentage } from './LeavePercentage';
import { useLeaveIn } from './useLeaveIn';
import { words } from '../words/words';

// Leave Details (with the leave's status chip and history) comes with a day that has leave: the
// first view, on a day without, is lighter by its weight (page weight's limit, docs/performance.md).
const LeaveDetails = lazy(() => import('./LeaveDetails').then(({ LeaveDetails }) => ({ default: LeaveDetails })));

/**
 * The student's standing first, then the calendar, then the chosen day's form or details: in
 * that order on a phone (and for a screen reader everywhere). On a wide screen the calendar
 * takes the left column, the standing and the day the right one.
 */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(280px, 420px) 1fr;
  grid-template-rows: auto 1fr;
  grid-template-areas:
    'calendar standing'
    'calendar day';
  gap: 16px 24px;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: none;
    grid-template-areas:
      'standing'
      'calendar'
      'day';
  }
`;

const Area = styled.div<{ $area: 'standing' | 'calendar' | 'day' }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
`;

const Panel = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
  align-items: start;
`;

const SelectedDate = styled.p`
  font-weight: 600;
  margin: 12px 0;
`;

interface LeaveViewProps {
  session: Session;
  data: StudentDataResponse;
}

/** Apply Leave: the calendar, the selected day, and the leave panel for that day. */
export function LeaveView({ session, data }: LeaveViewProps) {
  const today = useSchoolToday();
  const intl = useIntl();
  const [selected, setSelected] = useState<IsoDate>(today);
  const [added, setAdded] = useState<IsoDate | null>(null);
  const [addingAnother, setAddingAnother] = useState<IsoDate | null>(null);
  const [outcome, setOutcome] = useState<{ date: IsoDate; response: LeaveRequestResponse } | null>(null);
  // What the last withdraw or cancel came to (a new key each time, so it takes the focus again).
  const [takenBack, setTakenBack] = useState<{ key: number; tone: NoticeTone; text: string } | null>(null);
  const sayTakenBack = (tone: NoticeTone, text: string) => {
    // Done: "pending approval" no longer holds.
    if (tone === 'success') {
      setAdded(null);
      setOutcome(null);
    }
    setTakenBack((before) => ({ key: (before?.key ?? 0) + 1, tone, text }));
  };
  const ownCourses = data.enrollmentData.filter((e) => e.roll_no === session.user_id).map((e) => e.course_code);
  const { data: policy } = useGetLeavePolicyQuery();
  // The timetable of the month on show (with the days its grid borrows), and the chosen day's
  // from the same answer unless it is outside it.
  const [shownMonth, setShownMonth] = useState(() => monthOf(selected));
  const shown = monthWindow(shownMonth);
  const dayWindow = selected >= shown.from && selected <= shown.to ? shown : monthWindow(monthOf(selected));
  // The leave of the month on show and of the chosen day's (the same read when they are one).
  const shownLeave = useLeaveIn(session.user_id, shown);
  const leaves = useLeaveIn(session.user_id, dayWindow).filter(
    (l) => l.leave_date === selected && l.user_id === session.user_id,
  );
  // The day's leave with its history (My Requests' data for that one date).
  const { data: ofDay } = useGetMyLeavesQuery(
    { user_id: session.user_id, from: selected, to: selected },
    { skip: leaves.length === 0 },
  );
  const historyOf = (leaveId: number) => ofDay?.items.find((item) => item.leave_id === leaveId)?.history;
  const { data: shownTimetable } = useGetMyTimetableQuery({ user_id: session.user_id, ...shown });
  const { currentData: dayTimetable, error: dayTimetableError } = useGetMyTimetableQuery({
    user_id: session.user_id,
    ...dayWindow,
  });
  // Rejected leave shows on the day but leaves its course free: the student may apply again.
  const freeCourses = ownCourses.filter(
    (code) => !leaves.some((l) => l.course_code === code && holdsItsDate(l.status)),
  );
  const againAfterRejection = leaves.some((l) => l.status === 'rejected' && freeCourses.includes(l.course_code));

  // A day picked in the calendar brings its panel (two screens down on a phone) into view, with the
  // focus on its heading: Add Leave, or the day's Leave Details.
  const dayArea = useRef<HTMLDivElement>(null);
  const [picked, setPicked] = useState(0);
  useEffect(() => {
    if (!picked || !dayArea.current) return;
    const heading = dayArea.current.querySelector<HTMLElement>('h2, h3') ?? dayArea.current;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    dayArea.current.scrollIntoView?.({ block: 'nearest' });
  }, [picked]);
  // The roll of the month on show (absences coloured) and of the chosen day.
  const { data: shownAttendance } = useGetMyAttendanceQuery(shown);
  const { currentData: dayAttendance } = useGetMyAttendanceQuery(dayWindow);
  const rollOfDay = dayAttendance?.items.filter((day) => day.date === selected) ?? [];
  // "Apply for leave" on an absence: the form for that day with its course filled in.
  const [applyFor, setApplyFor] = useState<{ date: IsoDate; course: string; key: number } | null>(null);
  const applyForAbsence = (course: string) => {
    setApplyFor((before) => ({ date: selected, course, key: (before?.key ?? 0) + 1 }));
    if (leaves.length > 0) setAddingAnother(selected);
  };

  const select = (date: IsoDate) => {
    setPicked((count) => count + 1);
    setSelected(date);
    setAdded(null);
    setAddingAnother(null);
    setOutcome(null);
    setTakenBack(null);
  };

  const form = (
    <AddLeaveForm
      session={session}
      date={selected}
      courseCodes={freeCourses}
      policy={policy}
      onAdded={setAdded}
      onApplied={(response) => setOutcome({ date: selected, response })}
      unavailable={ownCourses.length === 0 ? <NotEnrolledYet rollNo={session.user_id} /> : undefined}
      prefill={applyFor?.date === selected ? applyFor : undefined}
    />
  );

  return (
    <>
      <ViewHeading>{intl.formatMessage(words.applyLeave)}</ViewHeading>
      <TermLine term={data.term} today={today} enrollments={data.enrollmentData} rollNo={session.user_id} />
      <Layout>
        <Area $area="standing">
          <LeavePercentage enrollments={data.enrollmentData} rollNo={session.user_id} />
        </Area>
        <Area $area="calendar">
          <LeaveCalendar
            selected={selected}
            leaves={shownLeave}
            onSelect={select}
            holidays={shownTimetable && holidaysByDate(shownTimetable.holidays)}
            onMonthChange={setShownMonth}
            today={today}
            attendance={shownAttendance?.items}
          />
          <SubscribeToCalendar />
          <SelectedDate role="status">{intl.formatMessage(words.selectedDate, { date: selected })}</SelectedDate>
          <DayLectures date={selected} window={dayTimetable} error={dayTimetableError} leaves={leaves} />
          <DayAttendance days={rollOfDay} onApply={applyForAbsence} />
        </Area>
        <Area $area="day" ref={dayArea}>
          {added === selected && (
            <Notice key={added} tone="success" focusOnShow>
              {intl.formatMessage(words.leaveApplied, { date: selected })}
            </Notice>
          )}
          {outcome?.date === selected && (
            <RequestOutcome outcome={outcome.response} onDismiss={() => setOutcome(null)} />
          )}
          {takenBack && (
            <Notice key={takenBack.key} tone={takenBack.tone} onDismiss={() => setTakenBack(null)} focusOnShow>
              {takenBack.text}
            </Notice>
          )}
          <Panel>
            {leaves.length === 0 ? (
              form
            ) : (
              <Suspense fallback={null}>
                {leaves.map((leave) => (
                  <LeaveDetails
                    key={leave.leave_id}
                    leave={leave}
                    history={historyOf(leave.leave_id)}
                    today={policy?.today}
                    onOutcome={sayTakenBack}
                  />
                ))}
              </Suspense>
            )}
            {leaves.length > 0 &&
              freeCourses.length > 0 &&
              (addingAnother === selected ? (
                form
              ) : (
                <div>
                  <Button type="button" $variant="secondary" onClick={() => setAddingAnother(selected)}>
                    {intl.formatMessage(againAfterRejection ? words.applyAgain : words.applyForAnother)}
                  </Button>
                </div>
              ))}
          </Panel>
        </Area>
      </Layout>
    </>
  );
}
