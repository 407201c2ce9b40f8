import { DEMO_ACCOUNTS, DEMO_ROLES } from '@leave/config';
import { verifyPassword } from './passwords';
import type { Storage } from './storage';

/** The demo accounts that still sign in with their published demo password. */
export async function openDemoAccounts(store: Storage): Promise<string[]> {
  const open: string[] = [];
  for (const [kind, account] of Object.entries(DEMO_ACCOUNTS) as Array<
    [keyof typeof DEMO_ACCOUNTS, { id: number; password: string }]
  >) {
    const stored = await store.users.findCredentials(DEMO_ROLES[kind], account.id);
    if (stored && (await verifyPassword(account.password, stored.password_hash))) {
      open.push(`${kind} ${account.id} / ${account.password}`);
    }
  }
  return open;
}
