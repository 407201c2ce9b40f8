import type { RemoteAppProps } from '@leave/contract';
import { SignedInStoreProvider } from '@leave/web-kit';
import { studentApi } from './api/studentApi';
import { StudentDashboard } from './StudentDashboard';

/** What a live notification (a decision, an enrolment, a cancelled lecture) may have changed. */
const LIVE_TAGS = ['StudentData', 'MyLeaves', 'MyRequests', 'MyTimetable', 'MyAttendance'] as const;

export default function StudentApp({ session, apiHost, onLogout, onSessionExpired }: RemoteAppProps) {
  if (!session) return null;
  return (
    <SignedInStoreProvider onUnauthorized={onSessionExpired} api={studentApi} apiHost={apiHost} liveTags={LIVE_TAGS}>
      <StudentDashboard session={session} onLogout={onLogout} />
    </SignedInStoreProvider>
  );
}
