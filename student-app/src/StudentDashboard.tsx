import { useDeferredValue, useEffect } from 'react';
import type { Session } from '@leave/contract';
import { DashboardLayout, Loading, Notice, useDashboardView } from '@leave/ui';
import {
  ChangePasswordView,
  EmailSettingsCard,
  errorMessage,
  lazyView,
  LoadFailure,
  NotificationBell,
  NotificationsView,
  ProfileCard,
} from '@leave/web-kit';
import { useChangePasswordMutation, useGetStudentDataQuery } from './api/studentApi';
import { LeaveView } from './leave/LeaveView';

// The dashboard opens on Apply Leave: the other views download when first shown.
const CourseCards = lazyView(() => import('./courses/CourseCards'), 'CourseCards');
const MyRequests = lazyView(() => import('./requests/MyRequests'), 'MyRequests');
const MyTimetable = lazyView(() => import('./timetable/MyTimetable'), 'MyTimetable');

interface StudentDashboardProps {
  session: Session;
  onLogout: () => void;
}

export function StudentDashboard({ session, onLogout }: StudentDashboardProps) {
  const { view, showProfile, item, profileToggle, show } = useDashboardView<
    'leave' | 'course' | 'timetable' | 'requests' | 'password' | 'notifications'
  >('leave');
  const { data: latest, error, isLoading, refetch } = useGetStudentDataQuery(session.user_id);
  // The dashboard (calendar, panels) is drawn from the data as a deferred render, in slices
  // between which the browser can answer the person, instead of in the one task that receives
  // the data; until that render has the first data, Loading stays.
  const data = useDeferredValue(latest);
  const [changePassword] = useChangePasswordMutation();

  useEffect(() => {
    if (error) console.error('Error: cannot load student data', error);
  }, [error]);

  const content = () => {
    if (isLoading || (latest && !data)) return <Loading />;
    if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} />;
    if (showProfile) {
      return (
        <>
          <ProfileCard profile={{ kind: 'student', data: data.studentData }} />
          <EmailSettingsCard />
        </>
      );
    }
    if (view === 'password') return <ChangePasswordView session={session} change={changePassword} />;
    if (view === 'notifications') return <NotificationsView role="student" />;
    if (view === 'course') return <CourseCards enrollments={data.enrollmentData} rollNo={session.user_id} />;
    if (view === 'timetable') return <MyTimetable session={session} leaves={data.leaveData} />;
    if (view === 'requests') return <MyRequests session={session} />;
    return <LeaveView session={session} data={data} />;
  };

  return (
    <DashboardLayout
      title={`Welcome ${data?.studentData.name ?? session.name}`}
      actions={
        <NotificationBell onOpen={() => show('notifications')} current={!showProfile && view === 'notifications'} />
      }
      items={[
        profileToggle,
        item('Apply Leave', 'leave'),
        item('View Courses', 'course'),
        item('My Timetable', 'timetable'),
        item('My Requests', 'requests'),
        item('Notifications', 'notifications'),
        item('Change Password', 'password'),
      ]}
      onLogout={onLogout}
    >
      {data && error && <Notice tone="error">The latest data could not be loaded: {errorMessage(error)}</Notice>}
      {content()}
    </DashboardLayout>
  );
}
