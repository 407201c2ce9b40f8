import type { RemoteAppProps } from '@leave/contract';
import { Translated } from '@leave/ui/i18n';
import { SignedInStoreProvider } from '@leave/web-kit';
import { instructorApi } from './api/instructorApi';
import { InstructorDashboard } from './InstructorDashboard';
import { loadWords } from './words/loadWords';

/** What a live notification (a new request, a withdrawal) may have changed. */
const LIVE_TAGS = ['InstructorData', 'Leaves', 'History'] as const;

export default function InstructorApp({ session, apiHost, onLogout, onSessionExpired }: RemoteAppProps) {
  if (!session) return null;
  return (
    <SignedInStoreProvider onUnauthorized={onSessionExpired} api={instructorApi} apiHost={apiHost} liveTags={LIVE_TAGS}>
      <Translated load={loadWords}>
        <InstructorDashboard session={session} onLogout={onLogout} />
      </Translated>
    </SignedInStoreProvider>
  );
}
