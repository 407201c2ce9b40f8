import { DEMO_ACCOUNTS, DEMO_ROLES } from '@leave/config';
import { verifyPassword } from './passwords';
import type { Storage } from './storage';

/** The demo accounts that still sign in with their published demo password. */
export async function openDemoAccounts(store: Storage): Promise<string[]> {
  const accounts = Object.entries(DEMO_ACCOUNTS) as Array<
    [keyof typeof DEMO_ACCOUNTS, { id: number; password: string }]
  >;
  // Checked side by side: each check is a slow hash, on libuv's thread pool.
  const open = await Promise.all(
    accounts.map(async ([kind, account]) => {
      const stored = await store.users.findCredentials(DEMO_ROLES[kind], account.id);
      const stillOpen = stored && (await verifyPassword(account.password, stored.password_hash));
      return stillOpen ? `${kind} ${account.id} / ${account.password}` : undefined;
    }),
  );
  return open.filter((account) => account !== undefined);
}
