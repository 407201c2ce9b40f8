import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ENDPOINTS, SESSION_COOKIE, uploadBodyOf } from '@leave/service';

type Paths = Record<string, Record<string, Record<string, unknown>> | undefined>;

/**
 * The upload endpoints' multipart bodies, which no route schema gives: a body schema would have
 * Fastify validate the parts as JSON.
 */
function describeUploads(paths: Paths) {
  for (const endpoint of ENDPOINTS) {
    const operation = endpoint.upload && paths[endpoint.path]?.[endpoint.method.toLowerCase()];
    if (operation) operation.requestBody = uploadBodyOf(endpoint.upload!);
  }
}

/** The OpenAPI 3 document, generated from the route schemas: /docs to browse, /docs/json to read. */
/** `sessionCookie`: the session cookie's name as this API sets it (`__Host-` prefixed over https). */
export async function registerOpenApi(app: FastifyInstance, sessionCookie: string = SESSION_COOKIE) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Leave Management API',
        version: '1.0.0',
        description:
          'Every call of the leave-management product. Errors are `{ message, field? }` with a 4xx/5xx status. ' +
          'Sign in with POST /userVerify: the session is an httpOnly cookie.',
      },
      // Relative to where the document is served (/docs/json on the API itself), so it is true of
      // every deployment: API_HOST is an origin, never a path.
      servers: [{ url: '/', description: 'The API that serves this document' }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: sessionCookie } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => {
      if ('openapiObject' in document) describeUploads((document.openapiObject.paths ?? {}) as Paths);
      return 'openapiObject' in document ? document.openapiObject : document.swaggerObject;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
