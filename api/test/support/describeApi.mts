/**
 * Builds the API as it starts (no database: nothing is queried) and prints, as JSON, the routes
 * Fastify serves and the OpenAPI document. Run as its own process by openapi.test.ts, since
 * Fastify's plugins load modules in ways jest's sandbox does not allow.
 */
import { readApiConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { buildApi } from '../../src/server';

const refuse = () => Promise.reject(new Error('describing the API reads no data'));
const noDatabase: Database = {
  kind: 'pglite',
  query: refuse,
  exec: refuse,
  transaction: refuse,
  listen: async () => async () => {},
  close: async () => {},
};

const app = await buildApi(noDatabase, { ...readApiConfig({}), logRequests: false });
await app.ready();
const docsPage = await app.inject({ method: 'GET', url: '/docs/' });
process.stdout.write(
  JSON.stringify({
    routes: app.printRoutes({ commonPrefix: false }),
    document: app.swagger(),
    docsPage: { status: docsPage.statusCode, type: docsPage.headers['content-type'] },
  }),
);
await app.close();
