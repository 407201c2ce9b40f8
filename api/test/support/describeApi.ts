/**
 * Builds the API as it starts (no database: nothing is queried) and prints, as JSON, the routes
 * Fastify serves and the OpenAPI document. Run as its own process by openapi.test.ts and the
 * mock's apiDocument.test.ts, since Fastify's plugins load modules in ways jest's sandbox does not
 * allow: from the run's build of it (test-kit/src/serverBuild.ts), as the servers are.
 */
import { offlineApi } from '../../src/offlineApi';

async function main() {
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
}

void main();
