import type { Session } from '@leave/contract';
import { ChangePasswordView } from '@leave/web-kit';
import { useChangePasswordMutation } from '../api/adminApi';

/** The admin's own Change Password (inside the admin API's store). */
export function AdminPassword({ session }: { session: Session }) {
  const [changePassword] = useChangePasswordMutation();
  return <ChangePasswordView session={session} change={changePassword} />;
}
