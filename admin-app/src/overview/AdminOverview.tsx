import type { ReactNode } from 'react';
import type { AuditEvent, IsoDate } from '@leave/contract';
import { styled } from '@leave/ui/styled';
import { Button, Card, CardTitle, Loading, theme } from '@leave/ui';
import { LoadFailure, useDateFormat } from '@leave/web-kit';
import { useGetAdminOverviewQuery } from '../api/adminApi';
import { describeActor, describeChange } from '../audit/describeChange';
import { describeEvent, saidBySentence } from '../audit/describeEvent';
import { DateText } from '../shared/dates';

/** The admin's lists the overview opens, All Leave with filters. */
export type OverviewList =
  | { view: 'students' | 'courses' | 'audit' | 'correctRoll' }
  | { view: 'leave'; filters: { status?: 'pending'; from?: IsoDate; to?: IsoDate } };

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
  margin-top: 16px;
`;

const Figure = styled.p`
  margin: 0 0 8px;
  font-size: 2rem;
  font-weight: 700;
  line-height: 1.2;
`;

const Detail = styled.span`
  color: ${theme.color.muted};
`;

const Items = styled.ul`
  margin: 0 0 12px;
  padding-inline-start: 20px;
`;

const Tile = styled(Card)`
  margin: 0;
  display: flex;
  flex-direction: column;
  > button {
    margin-top: auto;
    align-self: flex-start;
  }
`;

interface TileProps {
  id: string;
  title: string;
  figure: ReactNode;
  children?: ReactNode;
  open: string;
  onOpen: () => void;
}

function OverviewTile({ id, title, figure, children, open, onOpen }: TileProps) {
  return (
    <Tile aria-labelledby={id}>
      <CardTitle id={id}>{title}</CardTitle>
      <Figure>{figure}</Figure>
      {children}
      <Button type="button" $variant="secondary" onClick={onOpen}>
        {open}
      </Button>
    </Tile>
  );
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * The school at a glance: students, courses, the requests waiting by course, the students near
 * or over a limit, today's leave and the latest changes, each opening its list. Asked for again
 * each time it is shown, so its numbers are the server's of that moment.
 */
export function AdminOverview({ onOpen }: { onOpen: (list: OverviewList) => void }) {
  const { data, error, isLoading, refetch } = useGetAdminOverviewQuery(undefined, { refetchOnMountOrArgChange: true });
  const dates = useDateFormat();
  const details = (event: AuditEvent) => describeChange(event, { dates, omit: saidBySentence(event) });
  if (isLoading) return <Loading />;
  if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} />;
  const { pending, at_risk: atRisk, absent_today: today, attendance } = data;
  return (
    <section aria-label="The school at a glance">
      <Tiles>
        <OverviewTile
          id="overview-students"
          title="Students"
          figure={data.students}
          open="Open Students"
          onOpen={() => onOpen({ view: 'students' })}
        />
        <OverviewTile
          id="overview-courses"
          title="Courses"
          figure={data.courses}
          open="Open Courses"
          onOpen={() => onOpen({ view: 'courses' })}
        />
        <OverviewTile
          id="overview-pending"
          title="Requests waiting"
          figure={pending.total}
          open="Open Pending Leave"
          onOpen={() => onOpen({ view: 'leave', filters: { status: 'pending' } })}
        >
          {pending.courses.length ? (
            <Items aria-label="Requests waiting, by course">
              {pending.courses.map((course) => (
                <li key={course.course_code}>
                  {course.course_code} {course.course_title}: {plural(course.pending, 'request')}
                </li>
              ))}
            </Items>
          ) : (
            <p>No request is waiting for a decision.</p>
          )}
        </OverviewTile>
        <OverviewTile
          id="overview-risk"
          title="Students at risk"
          figure={
            <>
              {atRisk.over} <Detail>over the limit</Detail>, {atRisk.near} <Detail>near it</Detail>
            </>
          }
          open="Open Courses at Risk"
          onOpen={() => onOpen({ view: 'courses' })}
        >
          {atRisk.students.length ? (
            <Items aria-label="Students furthest over or nearest their limit">
              {atRisk.students.map((student) => (
                <li key={`${student.roll_no} ${student.course_code}`}>
                  {student.name} ({student.roll_no}), {student.course_code}: {student.leave_percentage}% of{' '}
                  {student.leave_limit}% — {student.risk === 'danger' ? 'over the limit' : 'near the limit'}
                </li>
              ))}
            </Items>
          ) : (
            <p>Every student is well within each course's limit.</p>
          )}
        </OverviewTile>
        <OverviewTile
          id="overview-today"
          title="Leave today"
          figure={today.accepted + today.pending}
          open="Open Today's Leave"
          onOpen={() => onOpen({ view: 'leave', filters: { from: data.today, to: data.today } })}
        >
          <p>
            <DateText date={data.today} />: {today.accepted} accepted, {today.pending} pending.
          </p>
        </OverviewTile>
        <OverviewTile
          id="overview-attendance"
          title="Rolls taken today"
          figure={
            <>
              {attendance.rolls_taken_today} <Detail>of {plural(attendance.lectures_today, 'lecture')}</Detail>
            </>
          }
          open="Open Correct a Roll"
          onOpen={() => onOpen({ view: 'correctRoll' })}
        >
          <p>
            <DateText date={data.today} />: {plural(attendance.absent_without_leave_today, 'student')} marked absent
            without leave.
          </p>
        </OverviewTile>
        <OverviewTile
          id="overview-recent"
          title="Recent changes"
          figure={data.recent.length ? plural(data.recent.length, 'latest', 'latest') : 'None yet'}
          open="Open Audit Trail"
          onOpen={() => onOpen({ view: 'audit' })}
        >
          <Items aria-label="Latest changes, newest first">
            {data.recent.map((event) => (
              <li key={event.event_id}>
                {describeActor(event).name}: {describeEvent(event, dates)}
                {details(event).length ? ` (${details(event).join('; ')})` : ''}
              </li>
            ))}
          </Items>
        </OverviewTile>
      </Tiles>
    </section>
  );
}
