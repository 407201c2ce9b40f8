import { isSession } from '@leave/contract';
import type { Session } from '@leave/contract';

/** The session is kept for the browser tab (sessionStorage), never with a password. */
const KEY = 'leave-management.session';

export function readStoredSession(storage: Storage = window.sessionStorage): Session | null {
  try {
    const raw = storage.getItem(KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (isSession(value)) return { user_id: value.user_id, role: value.role, name: value.name };
  } catch {
    // A damaged entry is treated as no session.
  }
  return null;
}

export function writeStoredSession(session: Session | null, storage: Storage = window.sessionStorage): void {
  if (session) storage.setItem(KEY, JSON.stringify(session));
  else storage.removeItem(KEY);
}
