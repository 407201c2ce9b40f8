import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI 3 document, generated from the route schemas: /docs to browse, /docs/json to read. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Leave Management API',
        version: '1.0.0',
        description:
          'Every call of the leave-management product. Errors are `{ message, field? }` with a 4xx/5xx status. ' +
          'Sign in with POST /userVerify: the session is an httpOnly cookie.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'leave_session' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
