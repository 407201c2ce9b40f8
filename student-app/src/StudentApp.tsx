import type { RemoteAppProps } from '@leave/contract';
import { Translated } from '@leave/ui/i18n';
import { SignedInStoreProvider } from '@leave/web-kit';
import { studentApi } from './api/studentApi';
import { StudentDashboard } from './StudentDashboard';
import { loadWords } from './words/loadWords';

/** What a live notification (a decision, an enrolment, a cancelled lecture) may have changed. */
const LIVE_TAGS = ['StudentData', 'MyLeaves', 'MyRequests', 'MyTimetable', 'MyAttendance'] as const;

export default function StudentApp({ session, apiHost, onLogout, onSessionExpired }: RemoteAppProps) {
  if (!session) return null;
  return (
    <SignedInStoreProvider onUnauthorized={onSessionExpired} api={studentApi} apiHost={apiHost} liveTags={LIVE_TAGS}>
      {/* The student's words in the language in use (translated so far: Apply Leave and the menu). */}
      <Translated load={loadWords}>
        <StudentDashboard session={session} onLogout={onLogout} />
      </Translated>
    </SignedInStoreProvider>
  );
}
