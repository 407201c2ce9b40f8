import { healthSchema } from '@leave/domain';
import servicePackage from '../../package.json';
import { defineEndpoint, ok } from '../endpoint';

/** The API's version, as /health says it (the admin's System view shows it). */
export const API_VERSION = servicePackage.version;

/** A database that has not answered `SELECT 1` in this long is reported unreachable. */
export const HEALTH_TIMEOUT_MS = 2_000;

type Probe = 'ok' | 'cannot-write' | 'unreachable';

/** What `check` found within `ms`: 'unreachable' if it fails or is still waiting. */
function answerWithin(check: Promise<Probe>, ms: number): Promise<Probe> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Probe>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), ms);
  });
  return Promise.race([check.catch(() => 'unreachable' as const), late]).finally(() => clearTimeout(timer));
}

export const health = defineEndpoint({
  method: 'GET',
  path: '/health',
  summary:
    "Whether the API and its storage answer and can store a change (503 if not, within 2 seconds, and while the instance is stopping: a proxy's health check then sends it nothing new)",
  tag: 'system',
  access: 'anyone',
  sessionless: true,
  responses: { 200: healthSchema, 503: healthSchema },
  async handle({ store, live }) {
    const database = await answerWithin(store.ping(), HEALTH_TIMEOUT_MS);
    const version = API_VERSION;
    if (live.isStopping) return ok({ status: 'stopping', database, version }, 503);
    return database === 'ok'
      ? ok({ status: 'ok', database, version })
      : ok({ status: 'error', database, version }, 503);
  },
});
