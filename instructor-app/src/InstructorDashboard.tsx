import { useEffect, useState } from 'react';
import { errorMessage } from '@leave/contract';
import type { Session } from '@leave/contract';
import { Button, DashboardLayout, Loading, Notice, ProfileCard } from '@leave/ui';
import { useGetInstructorDataQuery } from './api/instructorApi';
import { CoursesTaught } from './courses/CoursesTaught';
import { PendingRequests } from './pending/PendingRequests';

type View = 'pending' | 'course';

interface InstructorDashboardProps {
  session: Session;
  onLogout: () => void;
}

export function InstructorDashboard({ session, onLogout }: InstructorDashboardProps) {
  const [view, setView] = useState<View>('pending');
  const [showProfile, setShowProfile] = useState(false);
  const { data, error, isLoading, refetch } = useGetInstructorDataQuery(session.user_id);

  useEffect(() => {
    if (error) console.error('Error: cannot load instructor data', error);
  }, [error]);

  const show = (next: View) => () => {
    setView(next);
    setShowProfile(false);
  };

  const items = [
    { label: 'View Courses', onSelect: show('course'), current: !showProfile && view === 'course' },
    { label: 'Pending Requests', onSelect: show('pending'), current: !showProfile && view === 'pending' },
    { label: showProfile ? 'View Dashboard' : 'View User', onSelect: () => setShowProfile((value) => !value) },
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
    if (showProfile) return <ProfileCard profile={{ kind: 'faculty', data: data.instructorData }} />;
    if (view === 'course') return <CoursesTaught courses={data.courseData} />;
    return <PendingRequests courses={data.courseData} />;
  };

  return (
    <DashboardLayout title={`Welcome ${data?.instructorData.name ?? session.name}`} items={items} onLogout={onLogout}>
      {content()}
    </DashboardLayout>
  );
}
