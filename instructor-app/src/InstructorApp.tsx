import type { RemoteAppProps } from '@leave/contract';
import { ApiStoreProvider } from '@leave/web-kit';
import { instructorApi } from './api/instructorApi';
import { InstructorDashboard } from './InstructorDashboard';

export default function InstructorApp({ session, apiHost, onLogout, onSessionExpired }: RemoteAppProps) {
  if (!session) return null;
  return (
    <ApiStoreProvider onUnauthorized={onSessionExpired} api={instructorApi} apiHost={apiHost}>
      <InstructorDashboard session={session} onLogout={onLogout} />
    </ApiStoreProvider>
  );
}
