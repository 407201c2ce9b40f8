/**
 * Who is signed in, asked of the API by the shell's server with the cookie the page's request
 * carried (the API's session cookie reaches the shell's server when both are on one host), so
 * the page can name the session and its early-start script can ask for the first data at once,
 * without waiting for its own session check. For an admin, also whether two-factor sign-in lets
 * them use the workspace yet, so that the home's overview starts with the page too instead of
 * after the page's own /twoFactor call has answered. Best effort: no cookie, another host, no
 * answer in SESSION_WAIT_MS (both calls) or an answer that is not a session, and the page names
 * nobody; a two-factor answer that does not come or is not one, and the page names the admin
 * without it.
 */
import { isSession } from '@leave/contract';
import type { Session, TwoFactorStatus } from '@leave/contract';

const SESSION_WAIT_MS = 300;

/**
 * Who is signed in, with the school's today when the API says it (the first data is dated by
 * it), and an admin's two-factor state.
 */
export type PageSession = Session & { today?: string; twoFactor?: Pick<TwoFactorStatus, 'required' | 'enabled'> };

async function twoFactorOf(apiHost: string, cookie: string, signal: AbortSignal) {
  const response = await fetch(`${apiHost}/twoFactor`, { headers: { cookie }, signal });
  if (response.status !== 200) return undefined;
  const body = (await response.json()) as Partial<TwoFactorStatus> | null;
  return typeof body?.required === 'boolean' && typeof body.enabled === 'boolean'
    ? { required: body.required, enabled: body.enabled }
    : undefined;
}

export async function sessionOfPage(apiHost: string, cookie: string | undefined): Promise<PageSession | undefined> {
  if (!cookie) return undefined;
  const signal = AbortSignal.timeout(SESSION_WAIT_MS);
  try {
    const response = await fetch(`${apiHost}/session`, { headers: { cookie }, signal });
    if (response.status !== 200) return undefined;
    const body: unknown = await response.json();
    if (!isSession(body)) return undefined;
    const { today } = body as { today?: unknown };
    const session: PageSession = { user_id: body.user_id, role: body.role, name: body.name };
    if (typeof today === 'string') session.today = today;
    if (session.role !== 'admin') return session;
    const twoFactor = await twoFactorOf(apiHost, cookie, signal).catch(() => undefined);
    return twoFactor ? { ...session, twoFactor } : session;
  } catch {
    return undefined;
  }
}

/** The session as the page carries it: data, never run. */
export const pageSessionScript = (session: PageSession) =>
  `<script id="page-session" type="application/json">${JSON.stringify(session).replaceAll('<', '\\u003c')}</script>`;
