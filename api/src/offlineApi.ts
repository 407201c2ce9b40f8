import { readApiConfig } from './config';
import type { Database } from './db/database';
import { buildApi } from './server';

const refuse = () => Promise.reject(new Error('describing the API reads no data'));
const noDatabase: Database = {
  kind: 'pglite',
  query: refuse,
  exec: refuse,
  transaction: refuse,
  maintenance: refuse,
  listen: async () => async () => {},
  onConnected: () => undefined,
  close: async () => {},
};

/**
 * The API as it starts with the default settings, but with no database (nothing is queried) and
 * not listening: enough to read its routes and its OpenAPI document (`app.swagger()`).
 */
export async function offlineApi() {
  const app = await buildApi(noDatabase, { ...readApiConfig({}), logRequests: false });
  await app.ready();
  return app;
}
