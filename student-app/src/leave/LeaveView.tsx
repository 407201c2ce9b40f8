import { useState } from 'react';
import styled from 'styled-components';
import { toIsoDate } from '@leave/contract';
import type { IsoDate, Session, StudentDataResponse } from '@leave/contract';
import { Notice } from '@leave/ui';
import { AddLeaveForm } from './AddLeaveForm';
import { LeaveCalendar } from './LeaveCalendar';
import { LeaveDetails } from './LeaveDetails';
import { LeavePercentage } from './LeavePercentage';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(280px, 420px) 1fr;
  gap: 24px;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

const Panel = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
  align-items: start;
`;

const SelectedDate = styled.p`
  font-weight: 600;
  margin: 12px 0 0;
`;

interface LeaveViewProps {
  session: Session;
  data: StudentDataResponse;
}

/** Apply Leave: the calendar, the selected day, and the leave panel for that day. */
export function LeaveView({ session, data }: LeaveViewProps) {
  const [selected, setSelected] = useState<IsoDate>(() => toIsoDate(new Date()));
  const [added, setAdded] = useState<IsoDate | null>(null);
  const leave = data.leaveData.find((l) => l.leave_date === selected && l.user_id === session.user_id);
  const ownCourses = data.enrollmentData.filter((e) => e.roll_no === session.user_id).map((e) => e.course_code);

  const select = (date: IsoDate) => {
    setSelected(date);
    setAdded(null);
  };

  return (
    <Layout>
      <div>
        <LeaveCalendar selected={selected} leaves={data.leaveData} onSelect={select} />
        <SelectedDate role="status">You selected date: {selected}</SelectedDate>
      </div>
      <div>
        {added === selected && <Notice tone="success">Leave applied for {selected}. It is pending approval.</Notice>}
        <Panel>
          {leave ? (
            <LeaveDetails leave={leave} />
          ) : (
            <AddLeaveForm session={session} date={selected} courseCodes={ownCourses} onAdded={setAdded} />
          )}
          <LeavePercentage enrollments={data.enrollmentData} rollNo={session.user_id} />
        </Panel>
      </div>
    </Layout>
  );
}
