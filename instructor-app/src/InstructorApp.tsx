import type { RemoteAppProps } from '@leave/contract';
import { DashboardLayout } from '@leave/ui';

/** The instructor dashboard. Its views arrive with the instructor-app issue. */
export default function InstructorApp({ session, onLogout }: RemoteAppProps) {
  return (
    <DashboardLayout title={`Welcome ${session?.name ?? ''}`} items={[]} onLogout={onLogout}>
      <p>Your dashboard is on its way.</p>
    </DashboardLayout>
  );
}
