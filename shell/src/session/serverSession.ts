import { isSession } from '@leave/contract';
import type { Session } from '@leave/contract';

/**
 * Asks the backend who is signed in (both backends keep the session in an httpOnly cookie).
 * Returns the session, null if the server says nobody is, or undefined if the backend cannot
 * be reached or answers something else; then the tab's stored session stands.
 */
export async function fetchServerSession(apiHost: string): Promise<Session | null | undefined> {
  try {
    const response = await fetch(`${apiHost}/session`, { credentials: 'include' });
    if (response.status === 401) return null;
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    return isSession(body) ? { user_id: body.user_id, role: body.role, name: body.name } : undefined;
  } catch {
    return undefined;
  }
}

/** Ends the server's session too. Best effort: the browser forgets the session either way. */
export function endServerSession(apiHost: string): void {
  fetch(`${apiHost}/logout`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  }).catch((error: unknown) => console.warn('Logout could not reach the server', error));
}
