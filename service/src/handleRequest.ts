import { checkAccess, parseRequest } from '@leave/domain';
import type { AnyEndpoint, Outcome, ServiceSettings } from './endpoint';
import { refused } from './endpoint';
import { resolveSession } from './sessions';
import type { Storage } from './storage';

/** A call as any HTTP framework receives it. */
export interface IncomingCall {
  sessionToken: string | undefined;
  body: unknown;
  query: unknown;
  clientIp: string;
}

/**
 * Runs one endpoint for a backend that has no hooks of its own: who is signed in, may they
 * call it (before the input is even read), is the input valid, then the endpoint itself.
 * The real API does the same steps with Fastify's hooks and schema validation.
 */
export async function handleRequest(
  endpoint: AnyEndpoint,
  store: Storage,
  settings: ServiceSettings,
  call: IncomingCall,
): Promise<Outcome> {
  const session = await resolveSession(store, call.sessionToken);
  const denied = checkAccess(session, endpoint.access);
  if (denied) return refused(denied);
  const body = endpoint.body ? parseRequest(endpoint.body, call.body) : { ok: true as const, value: undefined };
  if (!body.ok) return refused({ status: 400, ...body.error });
  const query = endpoint.query ? parseRequest(endpoint.query, call.query) : { ok: true as const, value: undefined };
  if (!query.ok) return refused({ status: 400, ...query.error });
  return endpoint.handle({
    store,
    settings,
    session,
    sessionToken: call.sessionToken,
    body: body.value,
    query: query.value,
    clientIp: call.clientIp,
  });
}
