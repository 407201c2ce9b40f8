import { healthSchema } from '@leave/domain';
import { defineEndpoint, ok } from '../endpoint';

/** A database that has not answered `SELECT 1` in this long is reported unreachable. */
export const HEALTH_TIMEOUT_MS = 2_000;

/** Whether `check` says true within `ms`; false if it fails or is still waiting. */
function answersWithin(check: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([check.catch(() => false), late]).finally(() => clearTimeout(timer));
}

export const health = defineEndpoint({
  method: 'GET',
  path: '/health',
  summary: 'Whether the API and its storage answer (503 when the storage does not, within 2 seconds)',
  tag: 'system',
  access: 'anyone',
  sessionless: true,
  responses: { 200: healthSchema, 503: healthSchema },
  async handle({ store }) {
    return (await answersWithin(store.ping(), HEALTH_TIMEOUT_MS))
      ? ok({ status: 'ok', database: 'ok' })
      : ok({ status: 'error', database: 'unreachable' }, 503);
  },
});
