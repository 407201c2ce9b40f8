import { healthSchema } from '@leave/domain';
import { defineEndpoint, ok } from '../endpoint';

export const health = defineEndpoint({
  method: 'GET',
  path: '/health',
  summary: 'Whether the API and its storage answer (503 when the storage does not)',
  tag: 'system',
  access: 'anyone',
  responses: { 200: healthSchema, 503: healthSchema },
  async handle({ store }) {
    return (await store.ping().catch(() => false))
      ? ok({ status: 'ok', database: 'ok' })
      : ok({ status: 'error', database: 'unreachable' }, 503);
  },
});
