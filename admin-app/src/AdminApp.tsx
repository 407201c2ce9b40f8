import type { RemoteAppProps } from '@leave/contract';
import { Card, DashboardLayout, useDashboardView, ViewHeading } from '@leave/ui';
import { ApiStoreProvider, NotificationBell, NotificationsView } from '@leave/web-kit';
import { AddCourseForm } from './addCourse/AddCourseForm';
import { AddStudentForm } from './addStudent/AddStudentForm';
import { AccountsView } from './accounts/AccountsView';
import { AdminPassword } from './accounts/AdminPassword';
import { AuditTrail } from './audit/AuditTrail';
import { AllLeave } from './leaves/AllLeave';
import { CourseList } from './courses/CourseList';
import { EditCourseForm } from './editCourse/EditCourseForm';
import { CourseEnrolments } from './enrolments/CourseEnrolments';
import { InstructorList } from './instructors/InstructorList';
import { ImportEnrolmentsForm } from './imports/ImportEnrolmentsForm';
import { ImportStudentsForm } from './imports/ImportStudentsForm';
import { LeaveLimitForm } from './leaveLimit/LeaveLimitForm';
import { StudentList } from './students/StudentList';
import { adminApi } from './api/adminApi';

type View =
  | 'dashboard'
  | 'addCourse'
  | 'editCourse'
  | 'addStudentToCourse'
  | 'leaveLimit'
  | 'students'
  | 'importStudents'
  | 'importEnrolments'
  | 'audit'
  | 'accounts'
  | 'leave'
  | 'courses'
  | 'enrolments'
  | 'instructors'
  | 'password'
  | 'notifications';

/** What a live notification (an import finished) may have changed. */
const LIVE_TAGS = ['Audit', 'Students'] as const;

export default function AdminApp({ session, apiHost, onLogout, onSessionExpired }: RemoteAppProps) {
  const { view, item, show } = useDashboardView<View>('dashboard');
  const items = [
    item('Add Course', 'addCourse'),
    item('Add Student to Course', 'addStudentToCourse'),
    item('Set Leave Limit', 'leaveLimit'),
    item('Edit Course', 'editCourse'),
    item('Courses', 'courses'),
    item('Instructors', 'instructors'),
    item('Students', 'students'),
    item('Enrolments', 'enrolments'),
    item('Import Students', 'importStudents'),
    item('Import Enrolments', 'importEnrolments'),
    item('All Leave', 'leave'),
    item('Accounts', 'accounts'),
    item('Audit Trail', 'audit'),
    item('Notifications', 'notifications'),
    item('Change Password', 'password'),
  ];
  return (
    <ApiStoreProvider api={adminApi} apiHost={apiHost} onUnauthorized={onSessionExpired} liveTags={LIVE_TAGS}>
      <DashboardLayout
        title="Admin Dashboard"
        actions={<NotificationBell onOpen={() => show('notifications')} current={view === 'notifications'} />}
        items={items}
        onLogout={onLogout}
      >
        {view === 'dashboard' && (
          <Card>
            <ViewHeading inCard pageTitle="Admin Dashboard">
              Getting started
            </ViewHeading>
            <p style={{ margin: 0 }}>Choose Add Course or Add Student to Course from the menu.</p>
          </Card>
        )}
        {view === 'addCourse' && <AddCourseForm />}
        {view === 'addStudentToCourse' && <AddStudentForm />}
        {view === 'leaveLimit' && <LeaveLimitForm />}
        {view === 'editCourse' && <EditCourseForm />}
        {view === 'students' && <StudentList />}
        {view === 'courses' && <CourseList />}
        {view === 'enrolments' && <CourseEnrolments />}
        {view === 'instructors' && <InstructorList />}
        {view === 'importStudents' && <ImportStudentsForm />}
        {view === 'importEnrolments' && <ImportEnrolmentsForm />}
        {view === 'audit' && <AuditTrail />}
        {view === 'accounts' && <AccountsView />}
        {view === 'leave' && <AllLeave />}
        {view === 'password' && session && <AdminPassword session={session} />}
        {view === 'notifications' && <NotificationsView role="admin" />}
      </DashboardLayout>
    </ApiStoreProvider>
  );
}
