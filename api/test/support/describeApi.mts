/**
 * Builds the API as it starts (no database: nothing is queried) and prints, as JSON, the routes
 * Fastify serves and the OpenAPI document. Run as its own process by openapi.test.ts, since
 * Fastify's plugins load modules in ways jest's sandbox does not allow.
 */
import { offlineApi } from '../../src/offlineApi';

const app = await offlineApi();
const docsPage = await app.inject({ method: 'GET', url: '/docs/' });
process.stdout.write(
  JSON.stringify({
    routes: app.printRoutes({ commonPrefix: false }),
    document: app.swagger(),
    docsPage: { status: docsPage.statusCode, type: docsPage.headers['content-type'] },
  }),
);
await app.close();
