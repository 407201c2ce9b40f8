import type { RemoteAppProps } from '@leave/contract';
import { ApiStoreProvider } from '@leave/ui';
import { instructorApi } from './api/instructorApi';
import { InstructorDashboard } from './InstructorDashboard';

export default function InstructorApp({ session, apiHost, onLogout }: RemoteAppProps) {
  if (!session) return null;
  return (
    <ApiStoreProvider api={instructorApi} apiHost={apiHost}>
      <InstructorDashboard session={session} onLogout={onLogout} />
    </ApiStoreProvider>
  );
}
