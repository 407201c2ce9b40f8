import type { Request } from 'express';
import { hashToken, SESSION_COOKIE } from '@leave/service';
import type { Database } from '../databaseTypes';
import type { CallUser } from './requestPattern';

const SESSION_IN_COOKIES = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`);

/**
 * Who a request's session cookie names, if that session is live: for the calls a fault takes
 * before the API looks the session up, so that the journal names their user and a fault can
 * match one. Read from the Cookie header itself: the faults come before the cookie parser.
 */
export function sessionUser(db: Database) {
  return (req: Request): CallUser => {
    const token = SESSION_IN_COOKIES.exec(req.headers.cookie ?? '')?.[1];
    if (!token) return null;
    let tokenHash: string;
    try {
      tokenHash = hashToken(decodeURIComponent(token));
    } catch {
      return null;
    }
    const session = db.state.sessions.find((s) => s.token_hash === tokenHash && s.expires_at > Date.now());
    return session ? { role: session.role, user_id: session.user_id } : null;
  };
}
