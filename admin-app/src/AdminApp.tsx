import { useState } from 'react';
import type { RemoteAppProps } from '@leave/contract';
import { Card, DashboardLayout, ViewHeading } from '@leave/ui';
import { ApiStoreProvider } from '@leave/web-kit';
import { AddCourseForm } from './addCourse/AddCourseForm';
import { AddStudentForm } from './addStudent/AddStudentForm';
import { LeaveLimitForm } from './leaveLimit/LeaveLimitForm';
import { adminApi } from './api/adminApi';

type View = 'dashboard' | 'addCourse' | 'addStudentToCourse' | 'leaveLimit';

export default function AdminApp({ apiHost, onLogout, onSessionExpired }: RemoteAppProps) {
  const [view, setView] = useState<View>('dashboard');
  const items = [
    { label: 'Add Course', onSelect: () => setView('addCourse'), current: view === 'addCourse' },
    {
      label: 'Add Student to Course',
      onSelect: () => setView('addStudentToCourse'),
      current: view === 'addStudentToCourse',
    },
    { label: 'Set Leave Limit', onSelect: () => setView('leaveLimit'), current: view === 'leaveLimit' },
  ];
  return (
    <ApiStoreProvider api={adminApi} apiHost={apiHost} onUnauthorized={onSessionExpired}>
      <DashboardLayout title="Admin Dashboard" items={items} onLogout={onLogout}>
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
      </DashboardLayout>
    </ApiStoreProvider>
  );
}
