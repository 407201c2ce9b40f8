/**
 * Who is signed in, asked of the API by the shell's server with the cookie the page's request
 * carried (the API's session cookie reaches the shell's server when both are on one host), so
 * the page can name the session and its early-start script can ask for the first data at once,
 * without waiting for its own session check. Best effort: no cookie, another host, no answer in
 * SESSION_WAIT_MS or an answer that is not a session, and the page names nobody.
 */
import { isSession } from '@leave/contract';
import type { Session } from '@leave/contract';

const SESSION_WAIT_MS = 300;

/** Who is signed in, with the school's today when the API says it (the first data is dated by it). */
export type PageSession = Session & { today?: string };

export async function sessionOfPage(apiHost: string, cookie: string | undefined): Promise<PageSession | undefined> {
  if (!cookie) return undefined;
  try {
    const response = await fetch(`${apiHost}/session`, {
      headers: { cookie },
      signal: AbortSignal.timeout(SESSION_WAIT_MS),
    });
    if (response.status !== 200) return undefined;
    const body: unknown = await response.json();
    if (!isSession(body)) return undefined;
    const { today } = body as { today?: unknown };
    const session = { user_id: body.user_id, role: body.role, name: body.name };
    return typeof today === 'string' ? { ...session, today } : session;
  } catch {
    return undefined;
  }
}

/** The session as the page carries it: data, never run. */
export const pageSessionScript = (session: PageSession) =>
  `<script id="page-session" type="application/json">${JSON.stringify(session).replaceAll('<', '\\u003c')}</script>`;
