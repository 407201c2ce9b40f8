import { isSession } from '@leave/contract';
import type { Session } from '@leave/contract';
import { chooseLanguage, isLanguage, keptLanguage } from '@leave/ui';
import { settleAccountLanguage } from '@leave/web-kit/accountLanguage';
import { takeEarlyResponse } from '@leave/web-kit/firstViews';
import { readStoredSession } from './sessionStorage';

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
 *
 * The answer names the account's language once it chose one. A sign-in with the school's account
 * never passes the sign-in form: it lands here, on the dashboard, with a session this tab did not
 * hold (`tabSession`, the one it keeps). Then the languages meet as at a password sign-in
 * (settleAccountLanguage, docs/translating.md): a language chosen on this browser is kept for the
 * account, the account's is used on a browser where nobody chose one. For the tab's own session (a
 * reload) nothing is saved, and the account's language is still used on a browser where nobody chose.
 */
export async function fetchServerSession(
  apiHost: string,
  timeoutMs = SESSION_CHECK_TIMEOUT_MS,
  tabSession: Session | null = readStoredSession(),
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
    if (!isSession(body)) return undefined;
    const { language } = body as { language?: unknown };
    const account = isLanguage(language) ? language : undefined;
    const newToThisTab = body.user_id !== tabSession?.user_id || body.role !== tabSession.role;
    if (newToThisTab) settleAccountLanguage(apiHost, account);
    else if (account && !keptLanguage()) chooseLanguage(account);
    return { user_id: body.user_id, role: body.role, name: body.name };
  } catch {
    return undefined;
  }
}

/**
 * Ends the server's session too. Best effort: the browser forgets the session either way. After
 * a sign-in with the school's account the server names the provider's sign-out page, which the
 * browser then opens, so that the school account is signed out as well (it returns to the app).
 */
export function endServerSession(
  apiHost: string,
  openPage: (url: string) => void = (url) => window.location.assign(url),
) {
  return fetch(`${apiHost}/logout`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  })
    .then(async (response) => {
      const body: unknown = response.ok ? await response.json() : null;
      const signOutUrl = (body as { sign_out_url?: unknown } | null)?.sign_out_url;
      if (typeof signOutUrl === 'string' && /^https?:\/\//.test(signOutUrl)) openPage(signOutUrl);
    })
    .catch((error: unknown) => console.warn('Logout could not reach the server', error));
}
