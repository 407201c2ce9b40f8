import type { RemoteAppProps } from '@leave/contract';
import { DashboardLayout } from '@leave/ui';

/** The admin dashboard. Its forms arrive with the admin-app issue. */
export default function AdminApp({ onLogout }: RemoteAppProps) {
  return (
    <DashboardLayout title="Admin Dashboard" items={[]} onLogout={onLogout}>
      <p>Choose an action from the menu.</p>
    </DashboardLayout>
  );
}
