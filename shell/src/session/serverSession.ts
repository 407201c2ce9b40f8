import { isSession } from '@leave/contract';
import type { Session } from '@leave/contract';
import { takeEarlyResponse } from '@leave/web-kit/firstViews';

/** How long the first paint waits for the session check before giving up on the server. */
const SESSION_CHECK_TIMEOUT_MS = 8000;

/** The answer, or a rejection once `ms` have passed without one. */
function withTimeout(response: Promise<Response>, ms: number): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('no answer')), ms);
  });
  return Promise.race([response, late]).finally(() => clearTimeout(timer));
}

/**
 * Asks the backend who is signed in (both backends keep the session in an httpOnly cookie).
 * Returns the session, null if the server says nobody is (204), 'unreachable' if no answer came
 * (network error or timeout), or undefined if the backend answers something else; in those two
 * cases the tab's stored session stands.
 */
export async function fetchServerSession(
  apiHost: string,
  timeoutMs = SESSION_CHECK_TIMEOUT_MS,
): Promise<Session | null | undefined | 'unreachable'> {
  let response: Response;
  try {
    // The page's early-start script has usually asked already (shell/src/earlyStart).
    const url = `${apiHost}/session`;
    const early = takeEarlyResponse('GET', url);
    response = await ((early && withTimeout(early, timeoutMs)) ??
      fetch(url, { credentials: 'include', signal: AbortSignal.timeout(timeoutMs) }));
  } catch {
    return 'unreachable';
  }
  try {
    // 204: nobody is signed in (401 from an API before that answer).
    if (response.status === 204 || response.status === 401) return null;
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
