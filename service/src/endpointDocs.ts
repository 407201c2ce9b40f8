import type { AnyEndpoint } from './endpoint';

/** The name a generated client calls an endpoint by: its path is a camelCase verb, /addLeave is addLeave. */
export const operationIdOf = (endpoint: AnyEndpoint) => endpoint.operationId ?? endpoint.path.slice(1);

/**
 * What the API document says an endpoint needs: the session cookie; none for one anyone may
 * call; either for one that answers by the session if it is sent.
 */
export function securityOf(endpoint: AnyEndpoint): Array<Record<string, string[]>> {
  if (endpoint.access !== 'anyone') return [{ session: [] }];
  return endpoint.readsSession ? [{}, { session: [] }] : [];
}
