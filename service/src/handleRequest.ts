import type { Session } from '@leave/contract';
import type { UploadedFile } from '@leave/domain';
import { checkAccess, enrolmentRefusal, messages, parseRequest, refusal } from '@leave/domain';
import { auditRefusal } from './auditRefusals';
import type { AnyEndpoint, Outcome, ServiceSettings } from './endpoint';
import { refused } from './endpoint';
import type { LiveHub } from './liveHub';
import { resolveSession } from './sessions';
import type { Storage } from './storage';

/** A call as any HTTP framework receives it, once it is admitted. */
export interface IncomingCall {
  session: Session | null;
  sessionToken: string | undefined;
  deviceToken: string | undefined;
  cookies: Readonly<Record<string, string | undefined>>;
  body: unknown;
  query: unknown;
  clientIp: string;
  userAgent: string | undefined;
  live: LiveHub;
  lastEventId: string | undefined;
  /** The files of a multipart upload, as the backend's parser read them. */
  files?: UploadedFile[];
}

/**
 * Every POST says it sends JSON, even with no body: a form or a "no-cors" request from another
 * page cannot, so no other site (not even another port of this one) can make a change, sign-out
 * included, with the user's cookie.
 */
const sendsJson = (method: string, contentType: string | undefined) =>
  method !== 'POST' || /^application\/json\b/i.test(contentType ?? '');

/** An upload sends its files as multipart/form-data; the foreign-page check still guards it. */
const sendsFiles = (contentType: string | undefined) => /^multipart\/form-data\b/i.test(contentType ?? '');

/** What `admit` needs to know of a request before its body is read. */
export interface RequestHead {
  method: string;
  contentType: string | undefined;
  sessionToken: string | undefined;
  /** The `Origin` header: the page that asked, sent by browsers with every POST. */
  origin: string | undefined;
  /** The `Sec-Fetch-Site` header: how the page that asked relates to this server. */
  fetchSite: string | undefined;
  /** The `Host` header, this server as the browser named it. */
  host: string | undefined;
  /** The client's address, for the audit trail's count of refused calls. */
  clientIp: string;
}

/**
 * A change asked from a page that is neither the web app (`trustedOrigins`) nor this server's
 * own (its API documentation): refused whatever the cookie, behind the JSON-only rule and CORS.
 * A client that is not a browser sends neither header and is not affected.
 */
function askedFromForeignPage(head: RequestHead, trustedOrigins: readonly string[]): boolean {
  if (head.method !== 'POST') return false;
  if (head.origin === undefined) return head.fetchSite === 'cross-site';
  if (trustedOrigins.includes(head.origin)) return false;
  try {
    return new URL(head.origin).host !== head.host;
  } catch {
    // "null" (a sandboxed frame, a file) or nonsense.
    return true;
  }
}

/**
 * The first step of every call, before its body is read: is a change asked from a foreign page,
 * who is signed in, may they call this endpoint (a 403 is audited; an admin who must enrol a
 * second factor may make only the enrolment calls), and does a POST say it sends JSON. The real API takes it in its per-role plugins'
 * onRequest hooks, the mock API in a middleware ahead of its body parser: either way a refusal
 * never depends on the input.
 */
export async function admit(
  endpoint: AnyEndpoint,
  store: Storage,
  head: RequestHead,
  trustedOrigins: readonly string[],
  adminTotpRequired = false,
): Promise<{ session: Session | null } | { refusal: Outcome }> {
  const attempted = `${head.method} ${endpoint.path}`;
  if (askedFromForeignPage(head, trustedOrigins)) {
    await auditRefusal(store, { session: null, clientIp: head.clientIp }, 'access refused', attempted, 'foreign page');
    return { refusal: refused(refusal(403, messages.foreignPage)) };
  }
  const session = endpoint.sessionless ? null : await resolveSession(store, head.sessionToken);
  const denied = checkAccess(session, endpoint.access);
  if (denied) {
    // Not signed in (401) is a session that ended, not an attempt on what the role may not do.
    if (denied.status === 403) {
      await auditRefusal(
        store,
        { session, clientIp: head.clientIp },
        'access refused',
        attempted,
        `${endpoint.access} only`,
      );
    }
    return { refusal: refused(denied) };
  }
  if (adminTotpRequired && session?.role === 'admin' && endpoint.access !== 'anyone' && !endpoint.beforeTwoFactor) {
    const factor = await store.twoFactor.find(session.user_id);
    const notEnrolled = enrolmentRefusal(true, Boolean(factor?.enabled));
    if (notEnrolled) return { refusal: refused(notEnrolled) };
  }
  if (endpoint.upload) {
    if (!sendsFiles(head.contentType)) return { refusal: refused(refusal(415, messages.sendFiles)) };
  } else if (!sendsJson(head.method, head.contentType)) return { refusal: refused(refusal(415, messages.sendJson)) };
  return { session };
}

/**
 * Runs an admitted call for a backend without schema validation of its own: is the input
 * valid (400 naming the field), then the endpoint itself.
 */
export async function handleRequest(
  endpoint: AnyEndpoint,
  store: Storage,
  settings: ServiceSettings,
  call: IncomingCall,
): Promise<Outcome> {
  const body = endpoint.body ? parseRequest(endpoint.body, call.body) : { ok: true as const, value: undefined };
  if (!body.ok) return refused({ status: 400, ...body.error });
  const query = endpoint.query ? parseRequest(endpoint.query, call.query) : { ok: true as const, value: undefined };
  if (!query.ok) return refused({ status: 400, ...query.error });
  return endpoint.handle({
    store,
    settings,
    session: call.session,
    sessionToken: call.sessionToken,
    deviceToken: call.deviceToken,
    cookies: call.cookies,
    body: body.value,
    query: query.value,
    clientIp: call.clientIp,
    userAgent: call.userAgent,
    live: call.live,
    lastEventId: call.lastEventId,
    files: call.files ?? [],
  });
}
