import { useEffect } from 'react';
import type { Session } from '@leave/contract';
import { DashboardLayout, Loading, useDashboardView } from '@leave/ui';
import {
  ChangePasswordView,
  EmailSettingsCard,
  lazyView,
  LoadFailure,
  NotificationBell,
  NotificationsView,
  ProfileCard,
} from '@leave/web-kit';
import { useChangePasswordMutation, useGetInstructorDataQuery } from './api/instructorApi';
import { PendingRequests } from './pending/PendingRequests';

// The dashboard opens on the pending requests: the other views download when first shown (the
// Roster's absence calendar brings react-calendar, which nothing else here needs).
const CoursesTaught = lazyView(() => import('./courses/CoursesTaught'), 'CoursesTaught');
const DecidedHistory = lazyView(() => import('./history/DecidedHistory'), 'DecidedHistory');
const CourseRoster = lazyView(() => import('./roster/CourseRoster'), 'CourseRoster');

interface InstructorDashboardProps {
  session: Session;
  onLogout: () => void;
}

export function InstructorDashboard({ session, onLogout }: InstructorDashboardProps) {
  const { view, showProfile, item, profileToggle, show } = useDashboardView<
    'pending' | 'course' | 'history' | 'roster' | 'password' | 'notifications'
  >('pending');
  const { data, error, isLoading, refetch } = useGetInstructorDataQuery(session.user_id);
  const [changePassword] = useChangePasswordMutation();

  useEffect(() => {
    if (error) console.error('Error: cannot load instructor data', error);
  }, [error]);

  const content = () => {
    if (isLoading) return <Loading />;
    if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} />;
    if (showProfile) {
      return (
        <>
          <ProfileCard profile={{ kind: 'faculty', data: data.instructorData }} />
          <EmailSettingsCard />
        </>
      );
    }
    if (view === 'password') return <ChangePasswordView session={session} change={changePassword} />;
    if (view === 'notifications') return <NotificationsView role="course instructor" />;
    if (view === 'course') return <CoursesTaught courses={data.courseData} />;
    if (view === 'history') return <DecidedHistory courses={data.courseData} />;
    if (view === 'roster') return <CourseRoster courses={data.courseData} />;
    return <PendingRequests courses={data.courseData} />;
  };

  return (
    <DashboardLayout
      title={`Welcome ${data?.instructorData.name ?? session.name}`}
      actions={
        <NotificationBell onOpen={() => show('notifications')} current={!showProfile && view === 'notifications'} />
      }
      items={[
        item('View Courses', 'course'),
        item('Pending Requests', 'pending'),
        item('History', 'history'),
        item('Roster', 'roster'),
        profileToggle,
        item('Notifications', 'notifications'),
        item('Change Password', 'password'),
      ]}
      onLogout={onLogout}
    >
      {content()}
    </DashboardLayout>
  );
}
