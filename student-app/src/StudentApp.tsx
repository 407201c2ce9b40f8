import type { RemoteAppProps } from '@leave/contract';
import { DashboardLayout } from '@leave/ui';

/** The student dashboard. Its views arrive with the student-app issue. */
export default function StudentApp({ session, onLogout }: RemoteAppProps) {
  return (
    <DashboardLayout title={`Welcome ${session?.name ?? ''}`} items={[]} onLogout={onLogout}>
      <p>Your dashboard is on its way.</p>
    </DashboardLayout>
  );
}
