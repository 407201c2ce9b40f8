import type { RemoteAppProps } from '@leave/contract';
import { ApiStoreProvider } from '@leave/web-kit';
import { studentApi } from './api/studentApi';
import { StudentDashboard } from './StudentDashboard';

export default function StudentApp({ session, apiHost, onLogout, onSessionExpired }: RemoteAppProps) {
  if (!session) return null;
  return (
    <ApiStoreProvider onUnauthorized={onSessionExpired} api={studentApi} apiHost={apiHost}>
      <StudentDashboard session={session} onLogout={onLogout} />
    </ApiStoreProvider>
  );
}
