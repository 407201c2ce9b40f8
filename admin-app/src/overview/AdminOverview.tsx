import type { ReactNode } from 'react';
import type { AuditEvent, IsoDate } from '@leave/contract';
import { styled } from '@leave/ui/styled';
import { Button, Card, CardTitle, Loading, theme } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { MessageDescriptor } from '@leave/ui/i18n';
import { LoadFailure, useDateFormat } from '@leave/web-kit';
import { useGetAdminOverviewQuery } from '../api/adminApi';
import { describeActor, describeChange } from '../audit/describeChange';
import { describeEvent, saidBySentence } from '../audit/describeEvent';
import { DateText } from '../shared/dates';
import { overviewWords as words } from '../words/overview';

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

/**
 * The school at a glance: students, courses, the requests waiting by course, the students near
 * or over a limit, today's leave and the latest changes, each opening its list. Asked for again
 * each time it is shown, so its numbers are the server's of that moment.
 */
export function AdminOverview({ onOpen }: { onOpen: (list: OverviewList) => void }) {
  const { data, error, isLoading, refetch } = useGetAdminOverviewQuery(undefined, { refetchOnMountOrArgChange: true });
  const dates = useDateFormat();
  const say = useIntl().formatMessage;
  /** A count's words, English's one or many (another language's catalogue may say both alike). */
  const counted = (count: number, one: MessageDescriptor, many: MessageDescriptor) => (count === 1 ? one : many);
  const details = (event: AuditEvent) => describeChange(event, { dates, omit: saidBySentence(event), say });
  if (isLoading) return <Loading />;
  if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} />;
  const { pending, at_risk: atRisk, absent_today: today, attendance } = data;
  return (
    <section aria-label={say(words.atAGlance)}>
      <Tiles>
        <OverviewTile
          id="overview-students"
          title={say(words.students)}
          figure={data.students}
          open={say(words.openStudents)}
          onOpen={() => onOpen({ view: 'students' })}
        />
        <OverviewTile
          id="overview-courses"
          title={say(words.courses)}
          figure={data.courses}
          open={say(words.openCourses)}
          onOpen={() => onOpen({ view: 'courses' })}
        />
        <OverviewTile
          id="overview-pending"
          title={say(words.requestsWaiting)}
          figure={pending.total}
          open={say(words.openPending)}
          onOpen={() => onOpen({ view: 'leave', filters: { status: 'pending' } })}
        >
          {pending.courses.length ? (
            <Items aria-label={say(words.waitingByCourse)}>
              {pending.courses.map((course) => (
                <li key={course.course_code}>
                  {say(counted(course.pending, words.courseWaitingOne, words.courseWaitingMany), {
                    code: course.course_code,
                    title: course.course_title,
                    count: course.pending,
                  })}
                </li>
              ))}
            </Items>
          ) : (
            <p>{say(words.noneWaiting)}</p>
          )}
        </OverviewTile>
        <OverviewTile
          id="overview-risk"
          title={say(words.atRisk)}
          figure={
            <>
              {atRisk.over} <Detail>{say(words.overTheLimit)}</Detail>, {atRisk.near}{' '}
              <Detail>{say(words.nearIt)}</Detail>
            </>
          }
          open={say(words.openAtRisk)}
          onOpen={() => onOpen({ view: 'courses' })}
        >
          {atRisk.students.length ? (
            <Items aria-label={say(words.furthestOver)}>
              {atRisk.students.map((student) => (
                <li key={`${student.roll_no} ${student.course_code}`}>
                  {say(student.risk === 'danger' ? words.studentOver : words.studentNear, {
                    name: student.name,
                    rollNo: student.roll_no,
                    code: student.course_code,
                    percentage: student.leave_percentage,
                    limit: student.leave_limit,
                  })}
                </li>
              ))}
            </Items>
          ) : (
            <p>{say(words.allWithin)}</p>
          )}
        </OverviewTile>
        <OverviewTile
          id="overview-today"
          title={say(words.leaveToday)}
          figure={today.accepted + today.pending}
          open={say(words.openToday)}
          onOpen={() => onOpen({ view: 'leave', filters: { from: data.today, to: data.today } })}
        >
          <p>
            <DateText date={data.today} />
            {say(words.todayCounts, { accepted: today.accepted, pending: today.pending })}
          </p>
        </OverviewTile>
        <OverviewTile
          id="overview-attendance"
          title={say(words.rollsToday)}
          figure={
            <>
              {attendance.rolls_taken_today}{' '}
              <Detail>
                {say(counted(attendance.lectures_today, words.ofLecturesOne, words.ofLecturesMany), {
                  count: attendance.lectures_today,
                })}
              </Detail>
            </>
          }
          open={say(words.openCorrectRoll)}
          onOpen={() => onOpen({ view: 'correctRoll' })}
        >
          <p>
            <DateText date={data.today} />
            {say(counted(attendance.absent_without_leave_today, words.absentOne, words.absentMany), {
              count: attendance.absent_without_leave_today,
            })}
          </p>
        </OverviewTile>
        <OverviewTile
          id="overview-recent"
          title={say(words.recent)}
          figure={data.recent.length ? say(words.latest, { count: data.recent.length }) : say(words.noneYet)}
          open={say(words.openAudit)}
          onOpen={() => onOpen({ view: 'audit' })}
        >
          <Items aria-label={say(words.latestFirst)}>
            {data.recent.map((event) => (
              <li key={event.event_id}>
                {describeActor(event, say).name}: {describeEvent(event, dates, say)}
                {details(event).length ? ` (${details(event).join('; ')})` : ''}
              </li>
            ))}
          </Items>
        </OverviewTile>
      </Tiles>
    </section>
  );
}
