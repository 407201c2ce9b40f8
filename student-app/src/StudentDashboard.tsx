import { useEffect, useState } from 'react';
import { errorMessage } from '@leave/contract';
import type { Session } from '@leave/contract';
import { Button, DashboardLayout, Loading, Notice, ProfileCard } from '@leave/ui';
import { useGetStudentDataQuery } from './api/studentApi';
import { CourseCards } from './courses/CourseCards';
import { LeaveView } from './leave/LeaveView';

type View = 'leave' | 'course';

interface StudentDashboardProps {
  session: Session;
  onLogout: () => void;
}

export function StudentDashboard({ session, onLogout }: StudentDashboardProps) {
  const [view, setView] = useState<View>('leave');
  const [showProfile, setShowProfile] = useState(false);
  const { data, error, isLoading, refetch } = useGetStudentDataQuery(session.user_id);

  useEffect(() => {
    if (error) console.error('Error: cannot load student data', error);
  }, [error]);

  const show = (next: View) => () => {
    setView(next);
    setShowProfile(false);
  };

  const items = [
    { label: showProfile ? 'View Dashboard' : 'View User', onSelect: () => setShowProfile((value) => !value) },
    { label: 'Apply Leave', onSelect: show('leave'), current: !showProfile && view === 'leave' },
    { label: 'View Courses', onSelect: show('course'), current: !showProfile && view === 'course' },
  ];

  const content = () => {
    if (isLoading) return <Loading />;
    if (!data) {
      return (
        <Notice tone="error">
          Your data could not be loaded. {errorMessage(error)}{' '}
          <Button type="button" $variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </Notice>
      );
    }
    if (showProfile) return <ProfileCard profile={{ kind: 'student', data: data.studentData }} />;
    if (view === 'course') return <CourseCards enrollments={data.enrollmentData} rollNo={session.user_id} />;
    return <LeaveView session={session} data={data} />;
  };

  return (
    <DashboardLayout title={`Welcome ${data?.studentData.name ?? session.name}`} items={items} onLogout={onLogout}>
      {data && error && <Notice tone="error">The latest data could not be loaded: {errorMessage(error)}</Notice>}
      {content()}
    </DashboardLayout>
  );
}
